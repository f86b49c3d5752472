// Which package tests are integration tests: those that reach a real Postgres or NATS, directly or
// through a helper they import. Decided from the import graph, so a test moves between `make unit`
// and `make integration` by what it uses, never by a list someone must keep.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

/** Imports that open a connection to a real server. */
const SERVER_CLIENTS = new Set(['pg', '@nats-io/transport-node', '@nats-io/jetstream']);

const IMPORT = /^\s*(?:import|export)\s+(?!type\b)(?:[^'"]*?\sfrom\s+)?['"]([^'"]+)['"]/gm;

function importsOf(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  return [...text.matchAll(IMPORT)].map((m) => m[1]!);
}

/** A specifier resolved to a repository file, or null for a package of node_modules. */
function resolveLocal(root: string, from: string, specifier: string): string | null {
  let path: string | null = null;
  if (specifier.startsWith('.')) path = resolve(dirname(from), specifier);
  else if (specifier.startsWith('@gateway/shared/'))
    path = join(root, 'services', 'shared', 'src', specifier.slice('@gateway/shared/'.length));
  return path && existsSync(path) ? path : null;
}

export function testKinds(root: string, files: string[]): { unit: string[]; integration: string[] } {
  const parsed = new Map<string, string[]>();
  const importsCached = (file: string) => {
    const known = parsed.get(file);
    if (known) return known;
    const found = importsOf(file);
    parsed.set(file, found);
    return found;
  };
  // A plain walk per test file (a few hundred modules): no memo of partial answers inside cycles.
  const reaches = (start: string): boolean => {
    const seen = new Set<string>([start]);
    const stack = [start];
    while (stack.length > 0) {
      const file = stack.pop()!;
      for (const specifier of importsCached(file)) {
        if (SERVER_CLIENTS.has(specifier)) return true;
        const local = resolveLocal(root, file, specifier);
        if (local && !seen.has(local)) {
          seen.add(local);
          stack.push(local);
        }
      }
    }
    return false;
  };
  const unit: string[] = [];
  const integration: string[] = [];
  for (const file of files) (reaches(join(root, file)) ? integration : unit).push(file);
  return { unit, integration };
}

if (import.meta.main) {
  const root = join(import.meta.dirname, '..');
  const { unit, integration } = testKinds(
    root,
    process.argv.slice(2).map((f) => relative(root, resolve(f))),
  );
  process.stdout.write(
    `unit ${unit.length}\n${unit.join('\n')}\n\nintegration ${integration.length}\n${integration.join('\n')}\n`,
  );
}
