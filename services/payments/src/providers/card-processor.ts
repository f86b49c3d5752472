import { AppError } from '@gateway/shared/errors.ts';
import type { ReversalOutcome } from '../domain/ports.ts';
import {
  callProvider,
  errorMessage,
  errorResponseCode,
  isSuccess,
  type ProviderEndpoint,
  providerUnavailable,
} from './http.ts';

/** The settlement cut has passed (both processors answer 409 with this code). */
export const SETTLED_RESPONSE_CODE = '90019';

/** `/reversals` (provider_a) and `/refunds` (provider_b) answer alike. */
export async function reverseAt(
  endpoint: ProviderEndpoint,
  path: string,
  operationNumber: string,
): Promise<ReversalOutcome> {
  const answer = await callProvider(endpoint, path, { operation_number: operationNumber });
  if (isSuccess(answer)) return { kind: 'reversed' };
  const code = errorResponseCode(answer);
  if (answer.status === 409 && code === SETTLED_RESPONSE_CODE)
    return { kind: 'window_closed', responseCode: code };
  if (answer.status === 409) {
    throw new AppError('INVALID_STATE', 'The provider cannot reverse this operation.', {
      provider_response_code: code,
    });
  }
  throw providerUnavailable();
}

export async function settleAt(endpoint: ProviderEndpoint, operationNumber: string): Promise<void> {
  const answer = await callProvider(endpoint, `/operations/${encodeURIComponent(operationNumber)}/settle`);
  if (isSuccess(answer)) return;
  if (answer.status === 409) {
    throw new AppError(
      'INVALID_STATE',
      `The provider cannot settle this operation: ${errorMessage(answer, 'conflict')}.`,
    );
  }
  throw providerUnavailable();
}

/** Sandbox control; it answers after our callback endpoint has acknowledged the result. */
export async function simulateAt(
  endpoint: ProviderEndpoint,
  path: string,
  outcome: { approved: boolean; reason: string | null },
): Promise<void> {
  const body: Record<string, unknown> = { status: outcome.approved ? 'approved' : 'declined' };
  if (outcome.reason !== null) body['reason'] = outcome.reason;
  const answer = await callProvider(endpoint, path, body);
  if (isSuccess(answer)) return;
  if (answer.status >= 400 && answer.status < 500) {
    throw new AppError(
      'INVALID_STATE',
      `The provider cannot decide this payment: ${errorMessage(answer, 'refused')}.`,
    );
  }
  throw providerUnavailable();
}
