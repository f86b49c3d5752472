import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { describe, it } from 'node:test';
import { z } from 'zod';
import { port, secret, serviceConfig } from './config.ts';

const schema = serviceConfig(
  { GRPC_PORT: port(50099), COLOUR: z.enum(['red', 'blue']).default('red') },
  {
    CALLBACK_SECRET: secret('sandbox_secret'),
  },
);

describe('serviceConfig', () => {
  it('is the shared base plus the service fields, keyed by variable name, MIGRATE_ON_START a boolean', () => {
    const config = schema.parse({ COLOUR: 'blue' });
    assert.equal(config.GRPC_PORT, 50099);
    assert.equal(config.COLOUR, 'blue');
    assert.equal(config.NODE_ENV, 'development');
    assert.equal(config.DATABASE_URL, 'postgres://postgres@127.0.0.1:5432/gateway');
    assert.equal(config.MIGRATE_ON_START, true);
    assert.equal(schema.parse({ NODE_ENV: 'production', CALLBACK_SECRET: 'x' }).MIGRATE_ON_START, false);
    assert.equal(
      schema.parse({ NODE_ENV: 'production', CALLBACK_SECRET: 'x', MIGRATE_ON_START: 'true' })
        .MIGRATE_ON_START,
      true,
    );
  });

  it('gives a secret its sandbox value outside production only', () => {
    assert.equal(schema.parse({}).CALLBACK_SECRET, 'sandbox_secret');
    assert.equal(schema.parse({ NODE_ENV: 'test' }).CALLBACK_SECRET, 'sandbox_secret');
    assert.equal(schema.parse({ NODE_ENV: 'production', CALLBACK_SECRET: 'real' }).CALLBACK_SECRET, 'real');
    const missing = schema.safeParse({ NODE_ENV: 'production' });
    assert.equal(missing.success, false);
    assert.deepEqual(
      missing.error?.issues.map((i) => [i.path.join('.'), i.message]),
      [['CALLBACK_SECRET', 'required in production (no default)']],
    );
    assert.equal(schema.safeParse({ NODE_ENV: 'production', CALLBACK_SECRET: '' }).success, false);
  });

  it('rejects a bad value of a shared or an own field', () => {
    assert.equal(schema.safeParse({ LOG_LEVEL: 'loud' }).success, false);
    assert.equal(schema.safeParse({ COLOUR: 'green' }).success, false);
    assert.equal(schema.safeParse({ GRPC_PORT: '70000' }).success, false);
  });

  it('loadConfig stops the process with exit 78 and one line naming the missing production secret', () => {
    const script = `
      import { loadConfig, port, secret, serviceConfig } from ${JSON.stringify(new URL('./config.ts', import.meta.url).href)};
      loadConfig(serviceConfig({ GRPC_PORT: port(1) }, { CALLBACK_SECRET: secret('s') }));
      process.stdout.write('started');
    `;
    const run = spawnSync(process.execPath, ['--input-type=module', '-e', script], {
      env: { PATH: process.env['PATH'], NODE_ENV: 'production', GRPC_PORT: '8' },
      encoding: 'utf8',
    });
    assert.equal(run.status, 78);
    assert.equal(run.stdout, '');
    assert.equal(run.stderr, 'invalid configuration: CALLBACK_SECRET: required in production (no default)\n');
  });
});
