import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { AppError } from '../errors.ts';
import { assertCardProcessingAllowed, cardProcessorsSetting, liveCardProcessing } from './live-processing.ts';

describe('live card processing', () => {
  it('is off unless the processors are real or the sandbox was opened to live keys', () => {
    assert.equal(liveCardProcessing(cardProcessorsSetting.parse(undefined)), false);
    assert.equal(liveCardProcessing('sandbox-live'), true);
    assert.equal(liveCardProcessing('production'), true);
    assert.throws(() => cardProcessorsSetting.parse('live'));
  });

  it('refuses live operations with FORBIDDEN and lets test ones through', () => {
    assert.throws(
      () => assertCardProcessingAllowed('live', false),
      (err) => err instanceof AppError && err.code === 'FORBIDDEN',
    );
    assert.doesNotThrow(() => assertCardProcessingAllowed('test', false));
    assert.doesNotThrow(() => assertCardProcessingAllowed('live', true));
  });
});
