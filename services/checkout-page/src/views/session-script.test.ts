import assert from 'node:assert/strict';
import { afterEach, beforeEach, describe, it, mock } from 'node:test';
import { runInNewContext } from 'node:vm';
import { type SessionClientConfig, sessionScript } from './session-script.ts';

const ORIGIN = 'https://pay.example.com';
const config: SessionClientConfig = {
  remainingMs: 600_000,
  cardCutoffMs: 60_000,
  completedUrl: 'https://shop.example.com/ok?status=completed&reference=r&checkout_session_id=cs_1',
  cancelledUrl: 'https://shop.example.com/cancel?status=cancelled&reference=r&checkout_session_id=cs_1',
  expiredUrl: 'https://shop.example.com/cancel?status=expired&reference=r&checkout_session_id=cs_1',
  failedUrl: 'https://shop.example.com/cancel?status=failed&reference=r&checkout_session_id=cs_1',
  redirectDelayMs: 5000,
};

class FakeElement {
  hidden = false;
  removed = false;
  focused = false;
  textContent = '';
  readonly attributes = new Map<string, string>();
  readonly classList = { add() {} };
  readonly contentWindow = {};
  setAttribute(name: string, value: string) {
    this.attributes.set(name, value);
  }
  remove() {
    this.removed = true;
  }
  focus() {
    this.focused = true;
  }
}

// Just enough of the hosted page's DOM for its script: the ids it reads and the open-only parts.
function loadPage() {
  const el = (hidden = false) => Object.assign(new FakeElement(), { hidden });
  const byId: Record<string, FakeElement> = {
    countdown: el(),
    timer: el(),
    checkout: el(),
    cancel: el(),
    expired: el(true),
    'expired-back': el(),
    failed: el(true),
    'failed-back': el(),
  };
  const whileOpen = [byId['checkout']!, byId['cancel']!];
  const body = el();
  const listeners: ((event: unknown) => void)[] = [];
  const assigned: string[] = [];
  const document = {
    body,
    getElementById: (id: string) => (byId[id] && !byId[id].removed ? byId[id] : null),
    querySelectorAll: (selector: string) => (selector === '[data-while-open]' ? whileOpen : []),
  };
  const window = {
    location: { origin: ORIGIN, assign: (url: string) => assigned.push(url) },
    addEventListener: (_type: string, listener: (event: unknown) => void) => listeners.push(listener),
  };
  runInNewContext(sessionScript(config).toString(), {
    window,
    document,
    Date,
    setTimeout,
    setInterval,
    clearInterval,
  });
  const frame = byId['checkout']!;
  const post = (data: unknown, from: { origin?: string; source?: unknown } = {}) => {
    for (const listener of listeners)
      listener({ origin: from.origin ?? ORIGIN, source: from.source ?? frame.contentWindow, data });
  };
  return { byId, body, assigned, post };
}

describe('the hosted page script', () => {
  beforeEach(() => mock.timers.enable({ apis: ['setTimeout', 'setInterval', 'Date'], now: 0 }));
  afterEach(() => mock.timers.reset());

  it('a decline closes the card form, explains, and 5 s later goes to the server-built failed URL', () => {
    const page = loadPage();
    page.post({
      type: 'gateway.checkout.failed',
      payment_id: 'pay_1',
      reason: 'card_declined',
      url: 'https://evil.example.com/',
    });
    assert.equal(page.body.attributes.get('data-state'), 'failed');
    assert.equal(page.byId['checkout']!.removed, true);
    assert.equal(page.byId['cancel']!.hidden, true);
    assert.equal(page.byId['failed']!.hidden, false);
    assert.equal(page.byId['failed-back']!.focused, true);
    assert.equal(page.byId['expired']!.hidden, true);
    assert.equal(page.byId['timer']!.hidden, true);
    mock.timers.tick(4999);
    assert.deepEqual(page.assigned, [], 'no redirect before 5 s');
    mock.timers.tick(1);
    assert.deepEqual(page.assigned, [config.failedUrl]);
    mock.timers.tick(600_000);
    assert.deepEqual(page.assigned, [config.failedUrl], 'the countdown no longer runs');
  });

  it('after a decline, later messages change nothing', () => {
    const page = loadPage();
    page.post({ type: 'gateway.checkout.failed', reason: 'card_declined' });
    page.post({ type: 'gateway.checkout.completed' });
    page.post({ type: 'gateway.checkout.failed' });
    mock.timers.tick(5000);
    assert.deepEqual(page.assigned, [config.failedUrl]);
  });

  it('a decline from another origin or window is ignored', () => {
    const page = loadPage();
    page.post({ type: 'gateway.checkout.failed' }, { origin: 'https://evil.example.com' });
    page.post({ type: 'gateway.checkout.failed' }, { source: {} });
    mock.timers.tick(10_000);
    assert.equal(page.byId['failed']!.hidden, true);
    assert.equal(page.byId['checkout']!.removed, false);
    assert.deepEqual(page.assigned, []);
  });

  it('completed and cancelled go at once to their URLs', () => {
    const done = loadPage();
    done.post({ type: 'gateway.checkout.completed' });
    assert.deepEqual(done.assigned, [config.completedUrl]);
    const cancelled = loadPage();
    cancelled.post({ type: 'gateway.checkout.cancelled' });
    assert.deepEqual(cancelled.assigned, [config.cancelledUrl]);
  });

  it('at zero the expiry notice shows and 5 s later the page goes to the expired URL', () => {
    const page = loadPage();
    mock.timers.tick(config.remainingMs);
    assert.equal(page.body.attributes.get('data-state'), 'expired');
    assert.equal(page.byId['expired']!.hidden, false);
    assert.equal(page.byId['expired-back']!.focused, true);
    assert.equal(page.byId['checkout']!.removed, true);
    mock.timers.tick(4999);
    assert.deepEqual(page.assigned, []);
    mock.timers.tick(1);
    assert.deepEqual(page.assigned, [config.expiredUrl]);
  });
});
