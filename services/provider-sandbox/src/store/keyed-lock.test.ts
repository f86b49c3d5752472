import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { setTimeout as sleep } from 'node:timers/promises';
import { createKeyedLock } from './keyed-lock.ts';

describe('createKeyedLock', () => {
  it('runs work for one key in arrival order, one at a time', async () => {
    const lock = createKeyedLock();
    const events: string[] = [];
    const job = (name: string, ms: number) =>
      lock.run('k', async () => {
        events.push(`start ${name}`);
        await sleep(ms);
        events.push(`end ${name}`);
        return name;
      });
    const results = await Promise.all([job('a', 30), job('b', 1), job('c', 1)]);
    assert.deepEqual(results, ['a', 'b', 'c']);
    assert.deepEqual(events, ['start a', 'end a', 'start b', 'end b', 'start c', 'end c']);
  });

  it('lets different keys proceed together', async () => {
    const lock = createKeyedLock();
    const events: string[] = [];
    await Promise.all([
      lock.run('x', async () => {
        events.push('x start');
        await sleep(20);
        events.push('x end');
      }),
      lock.run('y', async () => {
        events.push('y');
      }),
    ]);
    assert.deepEqual(events, ['x start', 'y', 'x end']);
  });

  it('keeps the queue moving after a failure', async () => {
    const lock = createKeyedLock();
    const failed = lock.run('k', async () => {
      throw new Error('boom');
    });
    const next = lock.run('k', async () => 'ok');
    await assert.rejects(failed, /boom/);
    assert.equal(await next, 'ok');
  });
});
