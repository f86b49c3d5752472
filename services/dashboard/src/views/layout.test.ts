import assert from 'node:assert/strict';
import { test } from 'node:test';
import { when } from './layout.ts';

test('instants show on the Paraguayan clock, the exact instant kept in datetime', () => {
  const shown = String(when('2026-11-25T06:40:32.962Z'));
  assert.match(shown, /<time datetime="2026-11-25T06:40:32.962Z"/);
  assert.match(shown, />[^<]*25\/11\/(20)?26[^<]*03:40:32<\/time>/);
  assert.equal(when(undefined), '');
  assert.equal(when('not a date'), 'not a date');
});
