// Checks that PostgreSQL and NATS with JetStream answer before anything starts, and says in
// one line what is missing and how to provide it.
import { connect } from 'node:net';
import { ensureDatabaseExists } from '@gateway/shared/db/database.ts';

const databaseUrl = process.env['DATABASE_URL'] ?? 'postgres://postgres@127.0.0.1:5432/gateway';
const natsUrl = process.env['NATS_URL'] ?? 'nats://127.0.0.1:4222';

function fail(line: string): never {
  process.stderr.write(`${line}\n`);
  process.exit(1);
}

function natsInfo(url: string): Promise<string> {
  const { hostname, port } = new URL(url.split(',')[0]!.replace(/^nats:/, 'http:'));
  return new Promise((resolve, reject) => {
    const socket = connect({ host: hostname, port: Number(port || 4222) });
    socket.setTimeout(3000, () => socket.destroy(new Error('timeout')));
    socket.once('data', (data) => {
      socket.destroy();
      resolve(data.toString('utf8'));
    });
    socket.once('error', reject);
  });
}

try {
  await ensureDatabaseExists(databaseUrl);
} catch {
  const where = new URL(databaseUrl);
  fail(
    `PostgreSQL is not reachable at ${where.hostname}:${where.port || 5432}: start it ` +
      `(pg_ctlcluster --skip-systemctl-redirect $(ls /etc/postgresql) main start) or set DATABASE_URL.`,
  );
}

try {
  const info = await natsInfo(natsUrl);
  if (!/"jetstream"\s*:\s*true/.test(info)) {
    fail(`NATS at ${natsUrl} runs without JetStream: restart it with -js, or set NATS_URL.`);
  }
} catch {
  fail(`NATS is not reachable at ${natsUrl}: start nats-server -js, or set NATS_URL.`);
}
