import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { it } from 'node:test';
import { configSchema } from './config.ts';

it('development runs with its built-in key; production refuses to start without CARD_TOKEN_KEYS', () => {
  const dev = configSchema.safeParse({});
  assert.ok(dev.success);
  assert.equal(dev.data.keyring.current, 'dev-1');
  assert.equal(configSchema.safeParse({ NODE_ENV: 'production' }).success, false);
});

it('the first listed key writes; a malformed list is refused', () => {
  const keys = `2026-11:${randomBytes(32).toString('base64')},2026-01:${randomBytes(32).toString('base64')}`;
  const parsed = configSchema.safeParse({
    NODE_ENV: 'production',
    CARD_TOKEN_KEYS: keys,
    PROVIDER_A_API_KEY: 'key',
    PROVIDER_A_CALLBACK_SECRET: 'secret',
  });
  assert.ok(parsed.success);
  assert.equal(parsed.data.keyring.current, '2026-11');
  assert.equal(parsed.data.keyring.keys.size, 2);
  assert.equal(configSchema.safeParse({ CARD_TOKEN_KEYS: 'k1:short' }).success, false);
});
