import assert from 'node:assert/strict';
import { test } from 'node:test';
import {
  brandColor,
  type HostedSession,
  isOpen,
  logoOrigin,
  sessionReturnUrl,
  textOn,
} from './hosted-session.ts';

const session: HostedSession = {
  id: 'cs_abc',
  status: 'open',
  reference: 'order 1&2',
  amount: 150000n,
  methods: ['provider_a'],
  description: '',
  lineItems: [],
  successUrl: 'https://shop.example.com/ok?lang=es',
  cancelUrl: 'https://shop.example.com/cancel',
  remainingMs: 1000,
  branding: { tradeName: '', logoUrl: '', primaryColor: '' },
};

test('completed and pending return to success_url, the rest to cancel_url, with the three parameters', () => {
  const ok = new URL(sessionReturnUrl(session, 'completed'));
  assert.equal(ok.origin + ok.pathname, 'https://shop.example.com/ok');
  assert.equal(ok.searchParams.get('lang'), 'es');
  assert.equal(ok.searchParams.get('status'), 'completed');
  assert.equal(ok.searchParams.get('reference'), 'order 1&2');
  assert.equal(ok.searchParams.get('checkout_session_id'), 'cs_abc');
  assert.match(sessionReturnUrl(session, 'pending'), /^https:\/\/shop\.example\.com\/ok\?/);
  for (const status of ['failed', 'cancelled', 'expired'] as const) {
    const url = new URL(sessionReturnUrl(session, status));
    assert.equal(url.pathname, '/cancel');
    assert.equal(url.searchParams.get('status'), status);
  }
});

test('a session is open only while open and with time left', () => {
  assert.equal(isOpen(session), true);
  assert.equal(isOpen({ ...session, remainingMs: 0 }), false);
  assert.equal(isOpen({ ...session, status: 'completed' }), false);
});

test('only hex colours reach the stylesheet, with readable text on them', () => {
  assert.equal(brandColor('#AA0000'), '#aa0000');
  assert.equal(brandColor('#fa0'), '#ffaa00');
  assert.equal(brandColor('red;}body{display:none'), '#1f5fbf');
  assert.equal(textOn('#ffffff'), '#111827');
  assert.equal(textOn('#102a43'), '#ffffff');
});

test('the logo origin is allowed only for web URLs', () => {
  assert.equal(logoOrigin('https://cdn.example.com/logo.png'), 'https://cdn.example.com');
  assert.equal(logoOrigin('javascript:alert(1)'), null);
  assert.equal(logoOrigin(''), null);
});
