import assert from 'node:assert/strict';
import { createHmac } from 'node:crypto';
import { describe, it } from 'node:test';
import { checkCallbackSignature, signCallback } from './callback-signature.ts';

const body = '{"type":"payment","status":"approved"}';
const at = new Date('2026-11-24T12:00:00.000Z');

describe('processor callback signatures', () => {
  it('a signature made now verifies, with the timestamp inside the MAC', () => {
    const header = signCallback('secret', body, at);
    assert.match(header, /^t=\d+,v1=[0-9a-f]{64}$/);
    const t = header.slice(2, header.indexOf(','));
    const expected = createHmac('sha256', 'secret').update(`${t}.${body}`).digest('hex');
    assert.equal(header.split('v1=')[1], expected);
    assert.equal(checkCallbackSignature('secret', body, header, at), 'valid');
  });

  it('within five minutes either way is valid; beyond it is stale', () => {
    const header = signCallback('secret', body, at);
    assert.equal(checkCallbackSignature('secret', body, header, new Date(at.getTime() + 300_000)), 'valid');
    assert.equal(checkCallbackSignature('secret', body, header, new Date(at.getTime() - 300_000)), 'valid');
    assert.equal(checkCallbackSignature('secret', body, header, new Date(at.getTime() + 301_000)), 'stale');
    assert.equal(checkCallbackSignature('secret', body, header, new Date(at.getTime() - 301_000)), 'stale');
  });

  it('another secret, another body, a moved timestamp or a bare body MAC is invalid', () => {
    const header = signCallback('secret', body, at);
    assert.equal(checkCallbackSignature('other', body, header, at), 'invalid');
    assert.equal(checkCallbackSignature('secret', `${body} `, header, at), 'invalid');
    const t = Number(header.slice(2, header.indexOf(',')));
    assert.equal(
      checkCallbackSignature('secret', body, header.replace(`t=${t}`, `t=${t + 1}`), at),
      'invalid',
    );
    const bare = createHmac('sha256', 'secret').update(body).digest('hex');
    assert.equal(checkCallbackSignature('secret', body, bare, at), 'invalid');
    assert.equal(checkCallbackSignature('secret', body, '', at), 'invalid');
    assert.equal(checkCallbackSignature('secret', body, `t=${t},v1=${'z'.repeat(64)}`, at), 'invalid');
  });
});
