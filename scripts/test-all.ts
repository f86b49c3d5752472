// `make test`: lint and types, chart checks, unit and integration tests of every package, then
// the end-to-end and browser suites against one stack of real processes.
import { spawn } from 'node:child_process';
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { startStack } from '../test/support/stack.ts';
import { testKinds } from './test-kinds.ts';

const ROOT = join(import.meta.dirname, '..');
// Arguments: step names to run alone, and optionally test files that narrow the unit or e2e steps.
const args = process.argv.slice(2);
const only = args.filter((a) => !a.endsWith('.test.ts'));
const pick = args.filter((a) => a.endsWith('.test.ts'));
const narrow = (files: string[]) => (pick.length ? files.filter((f) => pick.includes(f)) : files);
const started = Date.now();
const timings: string[] = [];

function sh(command: string, args: string[], env: Record<string, string> = {}): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: ROOT, stdio: 'inherit', env: { ...process.env, ...env } });
    child.on('exit', (code) => resolve(code ?? 1));
  });
}

function find(dir: string, match: (path: string) => boolean, out: string[] = []): string[] {
  if (!existsSync(dir)) return out;
  for (const entry of readdirSync(dir)) {
    if (entry === 'node_modules') continue;
    const path = join(dir, entry);
    if (statSync(path).isDirectory()) find(path, match, out);
    else if (match(path)) out.push(relative(ROOT, path));
  }
  return out;
}

async function step(name: string, fn: () => Promise<number>): Promise<void> {
  if (only.length && !only.includes(name)) return;
  const t0 = Date.now();
  process.stdout.write(`\n━━ ${name}\n`);
  const code = await fn();
  const seconds = ((Date.now() - t0) / 1000).toFixed(1);
  timings.push(`${name.padEnd(12)} ${seconds.padStart(6)} s  ${code === 0 ? 'ok' : 'FAILED'}`);
  if (code !== 0) {
    process.stdout.write(`\n${timings.join('\n')}\n\n${name} failed\n`);
    process.exit(code);
  }
}

// Files that wait a real minute for a deadline start first, so the rest run beside them.
const SLOW = ['test/e2e/payments-lifecycle.test.ts'];
const slowFirst = (file: string) => (SLOW.some((slow) => file.endsWith(slow)) ? 0 : 1);

const nodeTest = (files: string[], concurrency: number, env: Record<string, string> = {}) =>
  files.length === 0
    ? Promise.resolve(0)
    : sh(
        process.execPath,
        ['--test', `--test-concurrency=${concurrency}`, '--test-timeout=180000', ...files],
        env,
      );

await step('lint', async () => {
  const biome = await sh('biome', ['check', '--diagnostic-level=error', '.']);
  return biome === 0 ? sh('tsc', ['-p', 'tsconfig.json', '--noEmit']) : biome;
});

await step('chart', () =>
  existsSync(join(ROOT, 'scripts', 'check-chart.ts'))
    ? sh(process.execPath, ['scripts/check-chart.ts'])
    : Promise.resolve(0),
);

// Package tests, split by what they use: unit tests touch no server; integration tests reach a
// real Postgres or NATS (decided from their imports, see scripts/test-kinds.ts).
const packageTests = testKinds(
  ROOT,
  narrow(
    ['services', 'clients', 'scripts', 'deploy'].flatMap((dir) =>
      find(join(ROOT, dir), (p) => p.endsWith('.test.ts')),
    ),
  ).sort(),
);
await step('unit', () => nodeTest(packageTests.unit, 3));
await step('integration', () => nodeTest(packageTests.integration, 3));

// The end-to-end and browser suites share one stack; `make browser` runs the browser suite alone.
// A file that starts a stack of its own (it needs other settings, such as a trace exporter) runs
// after the shared stack has stopped: two stacks at once do not fit in Postgres's 100 connections.
const suites = only.includes('browser') && !only.includes('e2e') ? ['browser'] : ['e2e', 'browser'];
if (only.includes('browser')) only.push('e2e');
const ownsStack = (file: string) => /\bstartStack\(/.test(readFileSync(join(ROOT, file), 'utf8'));
await step('e2e', async () => {
  const files = narrow(
    suites.flatMap((suite) => find(join(ROOT, 'test', suite), (p) => p.endsWith('.test.ts'))),
  ).sort((a, b) => slowFirst(a) - slowFirst(b) || a.localeCompare(b));
  const sharing = files.filter((f) => !ownsStack(f));
  const alone = files.filter(ownsStack);
  let code = 0;
  if (sharing.length > 0) {
    const stack = await startStack();
    try {
      code = await nodeTest(sharing, 2, { E2E_STACK: JSON.stringify(stack.info) });
    } finally {
      await stack.stop();
    }
  }
  return Math.max(code, await nodeTest(alone, 1));
});

process.stdout.write(
  `\n${timings.join('\n')}\ntotal        ${((Date.now() - started) / 1000).toFixed(1)} s\n`,
);
