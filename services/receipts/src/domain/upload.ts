import { AppError, notFound, validationError } from '@gateway/shared/errors.ts';
import { hasPrefix, newId } from '@gateway/shared/ids.ts';
import type { ReceiptDeps } from './deps.ts';
import { assertTakesReceipts, isDefinitiveRefusal } from './payment-rules.ts';
import { checkPdf } from './pdf.ts';
import { ImageRejected } from './ports.ts';
import {
  MAX_NOTES_LENGTH,
  MAX_RECEIPT_BYTES,
  PAYMENT_PREFIX,
  RECEIPT_PREFIX,
  type Receipt,
  type Scope,
  type StoredType,
  scopeOf,
} from './receipt.ts';
import { sniffType } from './sniff.ts';

export interface UploadInput {
  paymentId: string;
  content: Uint8Array;
  notes: string | null;
  declaredContentType: string;
}

interface Prepared {
  contentType: StoredType;
  file: Uint8Array;
  thumbnail: Uint8Array | null;
  width: number | null;
  height: number | null;
}

const FILE_TYPES = 'must be a JPEG, PNG or PDF file';

/**
 * Validates the file by its content, normalizes it, stores it as pending_attach, then asks
 * payments to take it. Each step can crash; recovery finishes or discards what is left pending,
 * so a receipt and the payment's transition never exist one without the other for long.
 */
export async function uploadReceipt(deps: ReceiptDeps, scope: Scope, input: UploadInput): Promise<Receipt> {
  if (!hasPrefix(input.paymentId, PAYMENT_PREFIX)) throw notFound('payment');
  if (input.notes !== null && input.notes.length > MAX_NOTES_LENGTH) {
    throw validationError({ notes: [`must be at most ${MAX_NOTES_LENGTH} characters`] });
  }
  if (input.content.length === 0) throw validationError({ file: ['is required and must not be empty'] });
  if (input.content.length > MAX_RECEIPT_BYTES) {
    throw new AppError('PAYLOAD_TOO_LARGE', 'The receipt file is larger than 10 MB.', {
      max_bytes: MAX_RECEIPT_BYTES,
    });
  }
  const sniffed = sniffType(input.content);
  if (!sniffed) throw validationError({ file: [FILE_TYPES] }, 'The file is not a JPEG, PNG or PDF.');

  assertTakesReceipts(await deps.payments.get(scope, input.paymentId));
  const prepared = await prepare(deps, sniffed, input.content);

  const id = newId(RECEIPT_PREFIX);
  const fileKey = `${scope.tenantId}/${scope.environment}/${id}/file`;
  const thumbnailKey = prepared.thumbnail ? `${scope.tenantId}/${scope.environment}/${id}/thumbnail` : null;
  await deps.blobs.put(fileKey, prepared.file);
  if (thumbnailKey && prepared.thumbnail) await deps.blobs.put(thumbnailKey, prepared.thumbnail);
  const receipt: Receipt = {
    id,
    tenantId: scope.tenantId,
    environment: scope.environment,
    paymentId: input.paymentId,
    status: 'pending_attach',
    contentType: prepared.contentType,
    size: prepared.file.length,
    originalContentType: sniffed,
    originalSize: input.content.length,
    width: prepared.width,
    height: prepared.height,
    notes: input.notes,
    fileKey,
    thumbnailKey,
    createdAt: deps.clock.now(),
    attachedAt: null,
  };
  await deps.receipts.insertPending(receipt);
  deps.fault('after-store');
  return finishAttach(deps, receipt);
}

async function prepare(deps: ReceiptDeps, sniffed: string, content: Uint8Array): Promise<Prepared> {
  if (sniffed === 'application/pdf') {
    const problem = checkPdf(content);
    if (problem) {
      throw validationError({ file: [`is not a well-formed PDF (${problem})`] }, 'The PDF is malformed.');
    }
    return { contentType: 'application/pdf', file: content, thumbnail: null, width: null, height: null };
  }
  try {
    const image = await deps.images.normalize(content);
    return { contentType: 'image/jpeg', ...image };
  } catch (err) {
    if (err instanceof ImageRejected) {
      throw validationError({ file: [err.message] }, 'The image cannot be used as a receipt.');
    }
    throw err;
  }
}

/**
 * Payments takes the receipt (idempotently, by receipt id), then the receipt is marked attached.
 * A definitive refusal discards the stored receipt; anything else (payments unreachable, a
 * deadline) leaves it pending for recovery, because the transition may have committed.
 */
export async function finishAttach(deps: ReceiptDeps, receipt: Receipt): Promise<Receipt> {
  const scope = scopeOf(receipt);
  try {
    await deps.payments.attachReceipt(scope, receipt.paymentId, receipt.id);
  } catch (err) {
    if (isDefinitiveRefusal(err)) await discard(deps, receipt);
    throw err;
  }
  deps.fault('after-attach');
  const at = deps.clock.now();
  await deps.receipts.markAttached(scope, receipt.id, at);
  return { ...receipt, status: 'attached', attachedAt: at };
}

export async function discard(deps: ReceiptDeps, receipt: Receipt): Promise<void> {
  await deps.receipts.remove(scopeOf(receipt), receipt.id);
  await deps.blobs.delete([receipt.fileKey, ...(receipt.thumbnailKey ? [receipt.thumbnailKey] : [])]);
}
