import assert from 'node:assert/strict';
import { test } from 'node:test';
import { getHeapSpaceStatistics } from 'node:v8';
import { releaseStartupMemory } from './startup-memory.ts';

const newSpace = () => getHeapSpaceStatistics().find((s) => s.space_name === 'new_space')!.space_size;

test('after start-up churn, the young generation is shrunk back and gc stays hidden', () => {
  // What loading and connecting does: many short-lived objects, some surviving a while.
  let keep: unknown[] = [];
  for (let i = 0; i < 400_000; i++) {
    keep.push({ i, s: `item ${i}` });
    if (keep.length > 50_000) keep = [];
  }
  const grown = newSpace();
  releaseStartupMemory();
  const shrunk = newSpace();
  assert.ok(shrunk < grown, `new space ${grown} → ${shrunk} bytes`);
  assert.ok(shrunk <= 2 * 1024 * 1024, `new space after release: ${shrunk} bytes`);
  assert.equal((globalThis as { gc?: unknown }).gc, undefined);
});
