// `make up`: every service as its own process with prefixed logs, a demo tenant on first run,
// and a clean stop of every child on Ctrl-C.
import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { LogOutput, prefixer, pumpLines } from './logs.ts';
import { installationSecrets } from './secrets.ts';
import {
  available,
  COMPILE_CACHE_DIR,
  portsFor,
  ROOT,
  SERVICE_NODE_OPTIONS,
  SERVICES,
  type ServiceName,
  serviceEnv,
} from './services.ts';

const run = promisify(execFile);
const env = process.env;
const base = env['STACK_PORT_BASE'] ? Number(env['STACK_PORT_BASE']) : undefined;
const ports = portsFor(base, env['HTTP_PORT'] ? Number(env['HTTP_PORT']) : undefined);
const baseUrl = env['PUBLIC_BASE_URL'] ?? `http://localhost:${ports.gateway}`;
const databaseUrl = env['DATABASE_URL'] ?? 'postgres://postgres@127.0.0.1:5432/gateway';
const jsonLogs = env['LOG_FORMAT'] === 'json';
const wantDemo = env['DEMO_TENANT'] !== 'false';

const common: Record<string, string> = {
  ...installationSecrets(ROOT),
  ...(env as Record<string, string>),
  DATABASE_URL: databaseUrl,
  NATS_URL: env['NATS_URL'] ?? 'nats://127.0.0.1:4222',
  PUBLIC_BASE_URL: baseUrl,
  NODE_ENV: env['NODE_ENV'] ?? 'development',
  // Filled by deploy/local/warm-compile-cache.ts (the Makefile runs it after a source change).
  NODE_COMPILE_CACHE: env['NODE_COMPILE_CACHE'] ?? COMPILE_CACHE_DIR,
  // A flag of the caller's own comes later and wins.
  NODE_OPTIONS: `${SERVICE_NODE_OPTIONS} ${env['NODE_OPTIONS'] ?? ''}`.trim(),
};

const output = new LogOutput();
const say = (line: string): void => output.write(`${line}\n`);

const names = SERVICES.filter((s) => available(s.name)).map((s) => s.name);
const width = Math.max(...names.map((n) => n.length));
const children = new Map<ServiceName, ChildProcess>();
let stopping = false;

function startChild(name: ServiceName, index: number): void {
  const child = spawn(process.execPath, [join(ROOT, 'services', name, 'src', 'main.ts')], {
    env: serviceEnv(name, ports, common),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const format = prefixer(name, index, width, jsonLogs);
  for (const stream of [child.stdout, child.stderr]) pumpLines(stream!, format, output);
  child.on('exit', (code, signal) => {
    children.delete(name);
    if (stopping) return;
    say(format(`exited (${signal ?? code}); restarting in 1 s`));
    setTimeout(() => !stopping && startChild(name, index), 1000).unref();
  });
  children.set(name, child);
}

async function waitForGateway(timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const res = await fetch(`http://127.0.0.1:${ports.gateway}/readyz`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`the gateway did not become ready on port ${ports.gateway}`);
}

function accepts(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

/**
 * Every service listens only once it has migrated and started its parts, so "ready" is printed
 * when a request can reach any of them: the gateway's own readiness does not look downstream
 * (as Kubernetes wants), and a first request right after it could wait on a service still starting.
 */
async function waitForServices(timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (const name of names) {
    while (!(await accepts(ports[name]))) {
      if (Date.now() > deadline) throw new Error(`${name} did not start listening on port ${ports[name]}`);
      await new Promise((r) => setTimeout(r, 200));
    }
  }
}

async function waitForAccounts(key: string, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const res = await fetch(`http://127.0.0.1:${ports.gateway}/v1/customers`, {
        headers: { authorization: `Bearer ${key}` },
      });
      if (res.status === 200) return true;
      if (res.status === 401) return false;
    } catch {
      // keep waiting
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  return false;
}

interface DemoTenant {
  tenant_id: string;
  api_keys: { test: string; live: string };
  database_url: string;
  operator?: { email: string; password: string };
}

/** The demo tenant's dashboard operator, with a password generated here and shown at start. */
async function demoOperator(tenantId: string): Promise<{ email: string; password: string }> {
  const operator = {
    email: `operator+${tenantId.slice(-6).toLowerCase()}@demo.example`,
    password: randomBytes(12).toString('base64url'),
  };
  const child = spawn(
    join(ROOT, 'bin', 'gatewayctl'),
    ['operator', 'create', '--tenant', tenantId, '--email', operator.email, '--password-stdin'],
    {
      env: {
        ...env,
        DATABASE_URL: databaseUrl,
        ACCOUNTS_GRPC_URL: `127.0.0.1:${ports.accounts}`,
        PUBLIC_BASE_URL: baseUrl,
      },
      stdio: ['pipe', 'ignore', 'inherit'],
    },
  );
  child.stdin!.end(operator.password);
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  if (code !== 0) throw new Error('could not create the demo operator');
  return operator;
}

async function gatewayctl(args: string[]): Promise<string> {
  const { stdout } = await run(join(ROOT, 'bin', 'gatewayctl'), args, {
    env: { ...env, DATABASE_URL: databaseUrl },
  });
  return stdout;
}

// The key is shown once and stored hashed, so the demo tenant's keys are kept in a git-ignored file.
async function demoTenant(): Promise<DemoTenant | undefined> {
  const file = join(ROOT, '.local', 'demo-tenant.json');
  if (existsSync(file)) {
    const saved = JSON.parse(readFileSync(file, 'utf8')) as DemoTenant;
    if (saved.database_url === databaseUrl && (await waitForAccounts(saved.api_keys.test, 15_000))) {
      if (!saved.operator && available('dashboard')) {
        saved.operator = await demoOperator(saved.tenant_id);
        writeFileSync(file, JSON.stringify(saved, null, 2));
      }
      return saved;
    }
  }
  const created = JSON.parse(
    await gatewayctl(['tenant', 'create', '--name', 'Demo merchant', '--json']),
  ) as DemoTenant;
  const accounts = join(ROOT, 'deploy', 'local', 'demo-bank-accounts.json');
  await gatewayctl(['tenant', 'bank-accounts', 'set', '--tenant', created.tenant_id, '--file', accounts]);
  const demo: DemoTenant = { ...created, database_url: databaseUrl };
  if (available('dashboard')) demo.operator = await demoOperator(created.tenant_id);
  mkdirSync(join(ROOT, '.local'), { recursive: true });
  writeFileSync(file, JSON.stringify(demo, null, 2));
  await waitForAccounts(demo.api_keys.test, 15_000);
  return demo;
}

async function stopAll(code: number): Promise<never> {
  stopping = true;
  const exits = [...children.values()].map(
    (child) =>
      new Promise<void>((resolve) => {
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
        setTimeout(() => child.kill('SIGKILL'), 10_000).unref();
      }),
  );
  await Promise.all(exits);
  await output.flush();
  process.exit(code);
}

process.on('SIGINT', () => void stopAll(0));
process.on('SIGTERM', () => void stopAll(0));

names.forEach((name, index) => {
  startChild(name, index);
});

try {
  // Thirteen processes compiling at once on a small machine (a first start, or with the tracing SDK
  // loaded) can take a minute; a service that cannot start exits long before this.
  await waitForGateway(120_000);
  await waitForServices(120_000);
  const demo = wantDemo ? await demoTenant() : undefined;
  say(`\nGateway ready at ${baseUrl}`);
  if (demo) {
    say(`Demo tenant ${demo.tenant_id}\n  test key: ${demo.api_keys.test}`);
    say(`Try: curl -H "Authorization: Bearer ${demo.api_keys.test}" ${baseUrl}/v1/customers`);
    if (demo.operator)
      say(`Dashboard: ${baseUrl}/dashboard  (sign in as ${demo.operator.email} / ${demo.operator.password})`);
  }
  say('Press Ctrl-C to stop.\n');
} catch (err) {
  process.stderr.write(`${err instanceof Error ? err.message : String(err)}\n`);
  await stopAll(1);
}
