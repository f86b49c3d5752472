import assert from 'node:assert/strict';
import { it } from 'node:test';
import type { AppError } from '@gateway/shared/errors.ts';
import type { NormalizedImage } from '../domain/ports.ts';
import { boundedProcessor } from './bounded.ts';

it('runs at most `concurrency` at once, queues up to `queue`, and refuses the rest with UNAVAILABLE', async () => {
  let active = 0;
  let most = 0;
  const gates: (() => void)[] = [];
  const inner = {
    async normalize(): Promise<NormalizedImage> {
      active++;
      most = Math.max(most, active);
      await new Promise<void>((resolve) => gates.push(resolve));
      active--;
      return { file: new Uint8Array(), thumbnail: new Uint8Array(), width: 1, height: 1 };
    },
  };
  const bounded = boundedProcessor(inner, { concurrency: 2, queue: 1 });
  const accepted = [1, 2, 3].map(() => bounded.normalize(new Uint8Array()));
  await assert.rejects(bounded.normalize(new Uint8Array()), (err: AppError) => err.code === 'UNAVAILABLE');
  while (gates.length < 2) await new Promise((r) => setImmediate(r));
  assert.equal(active, 2);
  for (let done = 0; done < 3; done++) {
    while (gates.length === 0) await new Promise((r) => setImmediate(r));
    gates.shift()?.();
  }
  await Promise.all(accepted);
  assert.equal(most, 2);
});
