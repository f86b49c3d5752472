import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { redactPath } from './operational-routes.ts';

describe('redactPath', () => {
  it('hides the token and the query', () => {
    assert.equal(
      redactPath('/v1/checkout-pages/abc123/form/pas_1/pay?x=1'),
      '/v1/checkout-pages/[token]/form/pas_1/pay',
    );
    assert.equal(redactPath('/v1/checkout-pages/abc123'), '/v1/checkout-pages/[token]');
    assert.equal(redactPath('/healthz'), '/healthz');
  });
});
