// `gatewayctl operator create --tenant ID --email ADDRESS [--password-stdin] [--json]`: an operator
// of one tenant's dashboard. Prints a one-time set-password link (valid 24 h), or with
// --password-stdin sets the password read from stdin (the local demo uses it).
import { parseArgs } from 'node:util';
import { AccountsService } from '@gateway/proto/accounts/v1/accounts_pb';
import { createDatabase } from '@gateway/shared/db/database.ts';
import { migrate } from '@gateway/shared/db/migrator.ts';
import { createClient } from '@gateway/shared/grpc/client.ts';
import { newId } from '@gateway/shared/ids.ts';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { createDashboardStore } from './db/dashboard-store.ts';
import { migrations, SCHEMA } from './db/migrations/index.ts';
import type { DashboardDatabase } from './db/schema.ts';
import { newToken } from './domain/passwords.ts';
import { signInUseCases } from './domain/sign-in.ts';

const USAGE =
  'usage: gatewayctl operator create --tenant TENANT_ID --email ADDRESS [--password-stdin] [--json]';

function fail(message: string, exitCode = 1): never {
  process.stderr.write(`gatewayctl: ${message}\n`);
  process.exit(exitCode);
}

// A bad command line is exit 2 with the usage line, as for every gatewayctl command.
function usage(problem: string): never {
  fail(`${problem}; ${USAGE}`, 2);
}
let parsed: ReturnType<typeof parseOperatorArgs>;
try {
  parsed = parseOperatorArgs(process.argv.slice(2));
} catch (err) {
  usage((err as Error).message.split('. ')[0] ?? 'bad command line');
}
const { values, positionals } = parsed;
if (positionals.join(' ') !== 'operator create') usage(`unknown command "${positionals.join(' ')}"`);
if (!values.tenant || !values.email) usage('--tenant and --email are required');
function parseOperatorArgs(args: string[]) {
  return parseArgs({
    args,
    options: {
      tenant: { type: 'string' },
      email: { type: 'string' },
      'password-stdin': { type: 'boolean', default: false },
      json: { type: 'boolean', default: false },
    },
    allowPositionals: true,
  });
}

const email = z.email().safeParse(values.email.trim().toLowerCase());
if (!email.success) fail(`not an e-mail address: ${values.email}`);

const env = z
  .object({
    DATABASE_URL: z.string().default('postgres://postgres@127.0.0.1:5432/gateway'),
    ACCOUNTS_GRPC_URL: z.string().default('127.0.0.1:50051'),
    PUBLIC_BASE_URL: z.string().default('http://localhost:8080'),
  })
  .parse(process.env);

const accounts = createClient(AccountsService, env.ACCOUNTS_GRPC_URL, { timeoutMs: 5000 });
try {
  await accounts.getTenantSettings({ tenantId: values.tenant, environment: 'test' });
} catch (err) {
  fail(
    (err as { code?: string }).code === 'NOT_FOUND'
      ? `no tenant ${values.tenant}`
      : `the accounts service at ${env.ACCOUNTS_GRPC_URL} is unreachable (is the stack running?)`,
  );
} finally {
  accounts.close();
}

const database = createDatabase<DashboardDatabase>({ url: env.DATABASE_URL, schema: SCHEMA, max: 1 });
try {
  await migrate(database.db as unknown as Kysely<unknown>, SCHEMA, migrations);
  const store = createDashboardStore(database.db);
  if (await store.operatorByEmail(email.data)) fail(`an operator ${email.data} exists already`);
  const { token, hash } = newToken();
  const now = new Date();
  const id = newId('op');
  await store.insertOperator({
    id,
    tenantId: values.tenant,
    email: email.data,
    tokenHash: hash,
    expiresAt: new Date(now.getTime() + 24 * 3_600_000),
    at: now,
  });
  const link = `${env.PUBLIC_BASE_URL}/dashboard/set-password?token=${token}`;
  if (values['password-stdin']) {
    const chunks: Buffer[] = [];
    for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
    const password = Buffer.concat(chunks)
      .toString('utf8')
      .replace(/\r?\n$/, '');
    const set = await signInUseCases(store, { now: () => new Date() }, 1).setPassword(token, password);
    if (!set.ok) fail(set.problem);
  }
  const out = {
    operator_id: id,
    tenant_id: values.tenant,
    email: email.data,
    set_password_url: values['password-stdin'] ? null : link,
  };
  process.stdout.write(
    values.json
      ? `${JSON.stringify(out)}\n`
      : `Operator ${email.data} (${id}) of ${values.tenant}\n${out.set_password_url ? `Set-password link (once, 24 h): ${link}\n` : 'Password set.\n'}`,
  );
} finally {
  await database.close();
}
