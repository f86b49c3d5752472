// The whole product as separate processes on free ports, with a throwaway database and its own
// NATS namespace: what end-to-end and browser tests drive, exactly like a merchant would.
import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { after } from 'node:test';
import { setTimeout as sleep } from 'node:timers/promises';
import { promisify } from 'node:util';
import { streamPrefix } from '@gateway/shared/events/envelope.ts';
import { connectNats } from '@gateway/shared/events/nats.ts';
import { createTestDatabase, uniqueNamespace } from '@gateway/shared/testing/database.ts';
import { PORT_SPAN } from '../../deploy/local/services.ts';

const ROOT = join(import.meta.dirname, '..', '..');
const run = promisify(execFile);

export interface StackInfo {
  baseUrl: string;
  sandboxUrl: string;
  databaseUrl: string;
  natsUrl: string;
  namespace: string;
  portBase: number;
}

export interface Tenant {
  tenantId: string;
  testKey: string;
  liveKey: string;
}

export interface ApiResponse<T = unknown> {
  status: number;
  headers: Headers;
  json: T;
  text: string;
}

export interface RequestOptions {
  key?: string | undefined;
  body?: unknown;
  rawBody?: string;
  headers?: Record<string, string>;
}

export class Stack {
  readonly info: StackInfo;
  private readonly child: ChildProcess | undefined;
  private readonly cleanup: (() => Promise<void>) | undefined;
  readonly output: string[] = [];

  constructor(info: StackInfo, child?: ChildProcess, cleanup?: () => Promise<void>) {
    this.info = info;
    this.child = child;
    this.cleanup = cleanup;
  }

  get baseUrl(): string {
    return this.info.baseUrl;
  }

  /** The local runner's process: the services are its children. */
  get runnerPid(): number | undefined {
    return this.child?.pid;
  }

  get sandboxUrl(): string {
    return this.info.sandboxUrl;
  }

  async request<T = any>(
    method: string,
    path: string,
    options: RequestOptions = {},
  ): Promise<ApiResponse<T>> {
    const headers: Record<string, string> = { ...options.headers };
    if (options.key) headers['authorization'] = `Bearer ${options.key}`;
    let body: string | undefined = options.rawBody;
    if (options.body !== undefined) {
      body = JSON.stringify(options.body);
      headers['content-type'] ??= 'application/json';
    }
    const res = await fetch(`${this.info.baseUrl}${path}`, { method, headers, body });
    const text = await res.text();
    let json: unknown;
    try {
      json = text ? JSON.parse(text) : undefined;
    } catch {
      json = undefined;
    }
    return { status: res.status, headers: res.headers, json: json as T, text };
  }

  /** A new tenant through the operator CLI, with all providers enabled and demo bank accounts. */
  async createTenant(name = 'Test merchant'): Promise<Tenant> {
    const ctl = join(ROOT, 'bin', 'gatewayctl');
    const envs = { ...process.env, DATABASE_URL: this.info.databaseUrl, LOG_LEVEL: 'warn' };
    const { stdout } = await run(ctl, ['tenant', 'create', '--name', name, '--json'], { env: envs });
    const created = JSON.parse(stdout) as { tenant_id: string; api_keys: { test: string; live: string } };
    await run(
      ctl,
      [
        'tenant',
        'bank-accounts',
        'set',
        '--tenant',
        created.tenant_id,
        '--file',
        join(ROOT, 'deploy', 'local', 'demo-bank-accounts.json'),
      ],
      { env: envs },
    );
    return { tenantId: created.tenant_id, testKey: created.api_keys.test, liveKey: created.api_keys.live };
  }

  /** Runs the operator CLI against this stack's database. */
  async gatewayctl(args: string[]): Promise<{ stdout: string; stderr: string; code: number }> {
    try {
      const { stdout, stderr } = await run(join(ROOT, 'bin', 'gatewayctl'), args, {
        env: {
          ...process.env,
          DATABASE_URL: this.info.databaseUrl,
          ACCOUNTS_GRPC_URL: `127.0.0.1:${this.info.portBase + 1}`,
          PUBLIC_BASE_URL: this.info.baseUrl,
          LOG_LEVEL: 'warn',
        },
      });
      return { stdout, stderr, code: 0 };
    } catch (err) {
      const e = err as { stdout?: string; stderr?: string; code?: number };
      return { stdout: e.stdout ?? '', stderr: e.stderr ?? '', code: e.code ?? 1 };
    }
  }

  async stop(): Promise<void> {
    if (this.child && this.child.exitCode === null) {
      await new Promise<void>((resolve) => {
        this.child!.once('exit', () => resolve());
        this.child!.kill('SIGTERM');
        setTimeout(() => this.child!.kill('SIGKILL'), 15_000).unref();
      });
    }
    await this.cleanup?.();
  }
}

function portFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

async function freePortBase(): Promise<number> {
  for (let i = 0; i < 50; i++) {
    const base = 20_000 + Math.floor(Math.random() * 2000) * 20;
    const checks = await Promise.all(Array.from({ length: PORT_SPAN }, (_, k) => portFree(base + k)));
    if (checks.every(Boolean)) return base;
  }
  throw new Error('no free port range found');
}

/**
 * Starts a fresh stack; the caller stops it. `servers` points it at a Postgres and NATS of the
 * caller's own (the fault suite restarts them) instead of a throwaway database on the shared ones.
 */
export async function startStack(
  extraEnv: Record<string, string> = {},
  servers?: { databaseUrl: string; natsUrl: string },
): Promise<Stack> {
  const db = servers
    ? { url: servers.databaseUrl, drop: async () => undefined }
    : await createTestDatabase('e2e');
  const namespace = uniqueNamespace('e2e');
  const portBase = await freePortBase();
  const info: StackInfo = {
    baseUrl: `http://127.0.0.1:${portBase}`,
    sandboxUrl: `http://127.0.0.1:${portBase + 6}`,
    databaseUrl: db.url,
    natsUrl: servers?.natsUrl ?? process.env['NATS_URL'] ?? 'nats://127.0.0.1:4222',
    namespace,
    portBase,
  };
  const env: Record<string, string | undefined> = {
    ...process.env,
    STACK_PORT_BASE: String(portBase),
    PUBLIC_BASE_URL: info.baseUrl,
    DATABASE_URL: db.url,
    NATS_URL: info.natsUrl,
    EVENT_NAMESPACE: namespace,
    DEMO_TENANT: 'false',
    LOG_FORMAT: 'json',
    LOG_LEVEL: process.env['STACK_LOG_LEVEL'] ?? 'warn',
    RATE_LIMIT_TEST: '0',
    RATE_LIMIT_LIVE: '10',
    // Tests that fail authentication on purpose name their own client address (X-Forwarded-For),
    // so their throttling never reaches the other files sharing this stack.
    TRUST_PROXY: 'loopback',
    NODE_ENV: 'test',
    // A test stack and the tests' own connections must fit in a default Postgres's 100.
    DATABASE_POOL_MAX: '4',
    ...extraEnv,
  };
  // A setting given as '' is left to the services' defaults (benchmarks size pools as `make up` does).
  for (const [key, value] of Object.entries(env)) if (value === '') delete env[key];
  const child = spawn(process.execPath, [join(ROOT, 'deploy', 'local', 'up.ts')], {
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const stack = new Stack(info, child, async () => {
    await db.drop().catch(() => undefined);
    // Bounded: a NATS that is already gone (the fault suite's own) must not hold the stop up.
    await Promise.race([
      dropStreams(info.natsUrl, namespace),
      sleep(10_000, undefined, { ref: false }),
    ]).catch(() => undefined);
  });
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`stack did not start:\n${stack.output.join('\n')}`)),
      150_000,
    );
    const onLine = (line: string) => {
      stack.output.push(line);
      if (stack.output.length > 2000) stack.output.shift();
      if (line.startsWith('Gateway ready at')) {
        clearTimeout(timer);
        resolve();
      }
    };
    createInterface({ input: child.stdout! }).on('line', onLine);
    createInterface({ input: child.stderr! }).on('line', onLine);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`stack exited (${code}):\n${stack.output.join('\n')}`));
    });
  });
  return stack;
}

/** The stack's JetStream streams are as throwaway as its database: left behind, they pile up. */
async function dropStreams(natsUrl: string, namespace: string): Promise<void> {
  const nats = await connectNats(natsUrl, 'test-stack-cleanup');
  try {
    const prefix = streamPrefix(namespace);
    for await (const stream of nats.jsm.streams.list())
      if (stream.config.name.startsWith(prefix)) await nats.jsm.streams.delete(stream.config.name);
  } finally {
    await nats.close();
  }
}

let shared: Promise<Stack> | undefined;

/**
 * The stack for this test file: the one `make test` started (E2E_STACK), or a fresh one that is
 * stopped when the file's tests end (running a single file by hand). Call it at the top level of
 * the test file (`const stack = await getStack()`), so the stop hook belongs to the whole file.
 */
export function getStack(): Promise<Stack> {
  if (shared) return shared;
  const fromEnv = process.env['E2E_STACK'];
  if (fromEnv) {
    shared = Promise.resolve(new Stack(JSON.parse(fromEnv) as StackInfo));
  } else {
    shared = startStack();
    after(async () => {
      await (await shared!).stop();
    });
  }
  return shared;
}
