// The bare ceiling for the benchmark: one fastify process, one pg pool sized like a service's,
// one INSERT per POST. Its own process, so it pays for its event loop the way the gateway's
// services do and does not share one with the load generator.
import { randomUUID } from 'node:crypto';
import Fastify from 'fastify';
import pg from 'pg';

interface PaymentBody {
  provider: string;
  amount: number;
  currency: string;
  reference: string;
}

const databaseUrl = process.env['DATABASE_URL'];
if (!databaseUrl || !process.send) {
  process.stderr.write('ceiling: run by test/load/bench.ts (needs DATABASE_URL and an IPC channel)\n');
  process.exit(1);
}

// Same pool size as services/shared/src/db/database.ts, so the ceiling is not handed more connections.
const pool = new pg.Pool({ connectionString: databaseUrl, max: 10, application_name: 'bench_ceiling' });
pool.on('error', () => undefined);

const app = Fastify({ logger: false });

app.post<{ Body: PaymentBody; Params: Record<string, never> }>('/v1/payments', async (request, reply) => {
  const { amount, reference } = request.body;
  const id = `pay_${randomUUID().replaceAll('-', '')}`;
  const { rows } = await pool.query<{ created_at: Date }>(
    'INSERT INTO bench_ceiling (id, tenant_id, reference, amount) VALUES ($1, $2, $3, $4) RETURNING created_at',
    [id, 'ten_bench', reference, amount],
  );
  return reply.code(201).send({ data: { id, reference, amount, created_at: rows[0]!.created_at } });
});

const stop = async (): Promise<void> => {
  await app.close();
  await pool.end();
  process.exit(0);
};
process.on('SIGTERM', () => void stop());
process.on('disconnect', () => void stop());

await app.listen({ host: '127.0.0.1', port: 0 });
const address = app.server.address();
process.send({ port: typeof address === 'object' && address ? address.port : 0 });
