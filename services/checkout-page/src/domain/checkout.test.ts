import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { sessionIdOf } from './checkout.ts';

describe('sessionIdOf', () => {
  it('is the last path segment of the provider form URL', () => {
    assert.equal(sessionIdOf('http://127.0.0.1:8090/provider-a/form/pas_abc'), 'pas_abc');
    assert.equal(sessionIdOf('http://127.0.0.1:8090/provider-b/form/pbc_x-1/'), 'pbc_x-1');
  });

  it('is null for something the proxy could not route safely', () => {
    assert.equal(sessionIdOf(''), null);
    assert.equal(sessionIdOf('not a url'), null);
    assert.equal(sessionIdOf('http://127.0.0.1:8090/'), null);
    assert.equal(sessionIdOf('http://127.0.0.1:8090/form/a%20b'), null);
  });
});
