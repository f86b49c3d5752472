import assert from 'node:assert/strict';
import { it } from 'node:test';
import { clampPerPage } from './list.ts';

it('clampPerPage defaults to 20 and caps at 100', () => {
  assert.equal(clampPerPage(undefined), 20);
  assert.equal(clampPerPage(0), 20);
  assert.equal(clampPerPage(-5), 20);
  assert.equal(clampPerPage(2), 2);
  assert.equal(clampPerPage(100), 100);
  assert.equal(clampPerPage(1000), 100);
});
