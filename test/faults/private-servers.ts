// A Postgres cluster and a NATS server of the fault suite's own, on free ports under /tmp, so
// stopping and restarting them never touches the machine's shared servers.
import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

function postgresBin(): string {
  for (const version of ['17', '16', '15', '14']) {
    const dir = `/usr/lib/postgresql/${version}/bin`;
    if (existsSync(join(dir, 'pg_ctl'))) return dir;
  }
  throw new Error('no PostgreSQL server binaries under /usr/lib/postgresql');
}

export class PrivatePostgres {
  readonly port: number;
  private readonly dir: string;
  private readonly bin: string;

  private constructor(port: number, dir: string, bin: string) {
    this.port = port;
    this.dir = dir;
    this.bin = bin;
  }

  get url(): string {
    return `postgres://postgres@127.0.0.1:${this.port}/gateway`;
  }

  // initdb and the server refuse to run as root: they run as the machine's postgres user.
  private as(command: string, args: string[]) {
    const asRoot = process.getuid?.() === 0;
    return asRoot
      ? run('runuser', ['-u', 'postgres', '--', join(this.bin, command), ...args])
      : run(join(this.bin, command), args);
  }

  static async start(): Promise<PrivatePostgres> {
    const dir = mkdtempSync(join(tmpdir(), 'gw-faults-pg-'));
    if (process.getuid?.() === 0) {
      const { stdout } = await run('id', ['-u', 'postgres']);
      const { stdout: gid } = await run('id', ['-g', 'postgres']);
      chownSync(dir, Number(stdout.trim()), Number(gid.trim()));
    }
    const pg = new PrivatePostgres(await freePort(), dir, postgresBin());
    await pg.as('initdb', ['-D', join(dir, 'data'), '-A', 'trust', '-U', 'postgres', '--no-sync']);
    await pg.startServer();
    return pg;
  }

  async startServer(): Promise<void> {
    const options = `-p ${this.port} -k ${this.dir} -c listen_addresses=127.0.0.1 -c max_connections=200 -c fsync=off -c autovacuum=off`;
    await this.as('pg_ctl', [
      '-D',
      join(this.dir, 'data'),
      '-l',
      join(this.dir, 'log'),
      '-o',
      options,
      '-w',
      'start',
    ]);
  }

  async stopServer(): Promise<void> {
    await this.as('pg_ctl', ['-D', join(this.dir, 'data'), '-m', 'fast', '-w', 'stop']);
  }

  async destroy(): Promise<void> {
    await this.stopServer().catch(() => undefined);
    rmSync(this.dir, { recursive: true, force: true });
  }
}

export class PrivateNats {
  private child: ChildProcess | undefined;
  readonly port: number;
  private readonly dir: string;

  private constructor(port: number, dir: string) {
    this.port = port;
    this.dir = dir;
  }

  get url(): string {
    return `nats://127.0.0.1:${this.port}`;
  }

  static async start(): Promise<PrivateNats> {
    const nats = new PrivateNats(await freePort(), mkdtempSync(join(tmpdir(), 'gw-faults-nats-')));
    await nats.startServer();
    return nats;
  }

  async startServer(): Promise<void> {
    const binary = existsSync('/usr/sbin/nats-server') ? '/usr/sbin/nats-server' : 'nats-server';
    this.child = spawn(binary, ['-a', '127.0.0.1', '-p', String(this.port), '-js', '-sd', this.dir], {
      stdio: 'ignore',
    });
    const deadline = Date.now() + 10_000;
    while (Date.now() < deadline) {
      if (await listening(this.port)) return;
      await new Promise((r) => setTimeout(r, 100));
    }
    throw new Error('the private nats-server did not start');
  }

  async stopServer(): Promise<void> {
    const child = this.child;
    if (!child || child.exitCode !== null) return;
    await new Promise<void>((resolve) => {
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    });
  }

  async destroy(): Promise<void> {
    await this.stopServer();
    rmSync(this.dir, { recursive: true, force: true });
  }
}

function listening(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = createServer();
    socket.once('error', () => resolve(true));
    socket.listen(port, '127.0.0.1', () => socket.close(() => resolve(false)));
  });
}
