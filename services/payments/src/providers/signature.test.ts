import assert from 'node:assert/strict';
import { createHmac } from 'node:crypto';
import { describe, it } from 'node:test';
import { signBody, verifySignature } from './signature.ts';

describe('callback signatures', () => {
  const body = '{"type":"payment","status":"approved"}';
  const good = createHmac('sha256', 'secret').update(body).digest('hex');

  it('accepts the hex HMAC-SHA256 of the exact raw body, in either case', () => {
    assert.equal(signBody('secret', body), good);
    assert.ok(verifySignature('secret', body, good));
    assert.ok(verifySignature('secret', body, good.toUpperCase()));
  });

  it('rejects another key, another body, a truncated or malformed signature', () => {
    assert.ok(!verifySignature('other', body, good));
    assert.ok(!verifySignature('secret', `${body} `, good));
    assert.ok(!verifySignature('secret', body, good.slice(0, 63)));
    assert.ok(!verifySignature('secret', body, `${good}00`));
    assert.ok(!verifySignature('secret', body, 'z'.repeat(64)));
    assert.ok(!verifySignature('secret', body, ''));
  });
});
