import { z } from 'zod';
import { AppError } from '../errors.ts';

/**
 * What the configured card processors are (`CARD_PROCESSORS`): `sandbox` serves test keys only,
 * so a live payment can never be "approved" by a simulator; `sandbox-live` lets the sandbox
 * serve live keys too (the local stack and demos, an explicit choice); `production` means the
 * real processors. Unset means `sandbox`.
 */
export const cardProcessorsSetting = z.enum(['sandbox', 'sandbox-live', 'production']).default('sandbox');

export type CardProcessors = z.infer<typeof cardProcessorsSetting>;

export const liveCardProcessing = (mode: CardProcessors): boolean => mode !== 'sandbox';

/** Refuses a live card operation when the processors are sandboxes that were not opened to live keys. */
export function assertCardProcessingAllowed(environment: string, liveAllowed: boolean): void {
  if (environment === 'live' && !liveAllowed)
    throw new AppError(
      'FORBIDDEN',
      'Live card payments are not enabled on this installation: its card processors are sandboxes. Use a test key, or configure the real processors.',
    );
}
