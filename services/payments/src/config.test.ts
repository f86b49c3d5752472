import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, it } from 'node:test';
import { configSchema } from './config.ts';

const SECRETS = [
  'PROVIDER_A_API_KEY',
  'PROVIDER_B_API_KEY',
  'PROVIDER_A_CALLBACK_SECRET',
  'PROVIDER_B_CALLBACK_SECRET',
];

describe('payments config', () => {
  it('has no default for a processor key or callback secret in production', () => {
    const result = configSchema.safeParse({ NODE_ENV: 'production' });
    assert.equal(result.success, false);
    assert.deepEqual(result.error?.issues.map((i) => i.path.join('.')).sort(), [...SECRETS].sort());
    const all = Object.fromEntries(SECRETS.map((k) => [k, `${k.toLowerCase()}_value`]));
    assert.equal(
      configSchema.parse({ NODE_ENV: 'production', ...all }).PROVIDER_A_CALLBACK_SECRET,
      'provider_a_callback_secret_value',
    );
  });

  it('the service refuses to start in production without them: exit 78, one line, nothing listening', () => {
    const main = fileURLToPath(new URL('./main.ts', import.meta.url));
    const run = spawnSync(process.execPath, [main], {
      env: {
        PATH: process.env['PATH'],
        NODE_ENV: 'production',
        PROVIDER_A_API_KEY: 'k',
        PROVIDER_B_API_KEY: 'k',
        PROVIDER_B_CALLBACK_SECRET: 's',
        GRPC_PORT: '0',
      },
      encoding: 'utf8',
      timeout: 20_000,
    });
    assert.equal(run.status, 78, run.stderr);
    assert.equal(
      run.stderr,
      'invalid configuration: PROVIDER_A_CALLBACK_SECRET: required in production (no default)\n',
    );
  });
});

describe('payments migration job', () => {
  it('runs in production with the database settings only, as the Helm job does', async () => {
    const { createTestDatabase } = await import('@gateway/shared/testing/database.ts');
    const db = await createTestDatabase('payments_migrate');
    try {
      const run = spawnSync(process.execPath, [fileURLToPath(new URL('./migrate.ts', import.meta.url))], {
        env: { PATH: process.env['PATH'], NODE_ENV: 'production', DATABASE_URL: db.url, LOG_LEVEL: 'warn' },
        encoding: 'utf8',
        timeout: 30_000,
      });
      assert.equal(run.status, 0, run.stderr);
    } finally {
      await db.drop();
    }
  });
});
