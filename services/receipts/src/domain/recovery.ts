import type { ReceiptDeps } from './deps.ts';
import { isDefinitiveRefusal } from './payment-rules.ts';
import { finishAttach } from './upload.ts';

export interface RecoveryResult {
  attached: number;
  discarded: number;
  left: number;
}

/**
 * Finishes receipts a crash left pending_attach: payments' attach is idempotent by receipt id,
 * so asking again either completes the pair or gets the refusal that discards the receipt.
 * Only receipts older than the grace are touched, so an upload still in flight is left alone.
 */
export async function recoverPending(
  deps: ReceiptDeps,
  graceMs: number,
  limit = 100,
): Promise<RecoveryResult> {
  const before = new Date(deps.clock.now().getTime() - graceMs);
  const result: RecoveryResult = { attached: 0, discarded: 0, left: 0 };
  for (const receipt of await deps.receipts.listPending(before, limit)) {
    try {
      await finishAttach(deps, receipt);
      result.attached++;
    } catch (err) {
      if (isDefinitiveRefusal(err)) result.discarded++;
      else result.left++;
    }
  }
  return result;
}
