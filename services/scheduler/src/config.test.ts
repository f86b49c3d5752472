import assert from 'node:assert/strict';
import { test } from 'node:test';
import { parseConfig } from './config.ts';

test('defaults: port 50054, 250 ms ticks, payments and sessions as sources, migrate outside production', () => {
  const config = parseConfig({});
  assert.equal(config.GRPC_PORT, 50054);
  assert.equal(config.TICK_MS, 250);
  assert.deepEqual(config.TIMER_SOURCES, ['payments', 'sessions']);
  assert.equal(config.MIGRATE_ON_START, true);
  assert.equal(parseConfig({ NODE_ENV: 'production' }).MIGRATE_ON_START, false);
  assert.equal(parseConfig({ NODE_ENV: 'production', MIGRATE_ON_START: 'true' }).MIGRATE_ON_START, true);
});

test('TIMER_SOURCES is a comma-separated list of service names', () => {
  assert.deepEqual(parseConfig({ TIMER_SOURCES: 'payments, sessions,payments,' }).TIMER_SOURCES, [
    'payments',
    'sessions',
  ]);
  assert.throws(() => parseConfig({ TIMER_SOURCES: '' }));
  assert.throws(() => parseConfig({ TIMER_SOURCES: 'payments,Sessions' }));
  assert.throws(() => parseConfig({ TIMER_SOURCES: 'pay.ments' }));
  assert.throws(() => parseConfig({ TICK_MS: '0' }));
});
