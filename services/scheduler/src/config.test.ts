import assert from 'node:assert/strict';
import { test } from 'node:test';
import { parseConfig } from './config.ts';

test('defaults: port 50054, 250 ms ticks, payments and sessions as sources, migrate outside production', () => {
  const config = parseConfig({});
  assert.equal(config.grpcPort, 50054);
  assert.equal(config.tickMs, 250);
  assert.deepEqual(config.timerSources, ['payments', 'sessions']);
  assert.equal(config.migrateOnStart, true);
  assert.equal(parseConfig({ NODE_ENV: 'production' }).migrateOnStart, false);
  assert.equal(parseConfig({ NODE_ENV: 'production', MIGRATE_ON_START: 'true' }).migrateOnStart, true);
});

test('TIMER_SOURCES is a comma-separated list of service names', () => {
  assert.deepEqual(parseConfig({ TIMER_SOURCES: 'payments, sessions,payments,' }).timerSources, [
    'payments',
    'sessions',
  ]);
  assert.throws(() => parseConfig({ TIMER_SOURCES: '' }));
  assert.throws(() => parseConfig({ TIMER_SOURCES: 'payments,Sessions' }));
  assert.throws(() => parseConfig({ TIMER_SOURCES: 'pay.ments' }));
  assert.throws(() => parseConfig({ TICK_MS: '0' }));
});
