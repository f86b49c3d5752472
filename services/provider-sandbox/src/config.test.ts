import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { parseConfig } from './config.ts';

describe('parseConfig', () => {
  it('defaults everything', () => {
    assert.deepEqual(parseConfig({}), {
      ok: true,
      config: {
        httpPort: 8090,
        host: '0.0.0.0',
        callbackSecrets: { provider_a: 'sandbox_a_secret', provider_b: 'sandbox_b_secret' },
        logLevel: 'info',
        createLatencyMs: 0,
      },
    });
  });

  it('reads the environment, treating empty values as unset', () => {
    const result = parseConfig({
      HTTP_PORT: '9000',
      HOST: '',
      PROVIDER_A_CALLBACK_SECRET: 'x',
      LOG_LEVEL: 'warn',
    });
    assert.ok(result.ok);
    assert.equal(result.config.httpPort, 9000);
    assert.equal(result.config.host, '0.0.0.0');
    assert.equal(result.config.callbackSecrets.provider_a, 'x');
    assert.equal(result.config.logLevel, 'warn');
  });

  it('names every bad variable in one message', () => {
    const result = parseConfig({ HTTP_PORT: 'eighty', LOG_LEVEL: 'loud' });
    assert.equal(result.ok, false);
    assert.match(!result.ok ? result.message : '', /HTTP_PORT: .*; LOG_LEVEL: /);
  });
});
