import type { ReceiptsService } from '@gateway/proto/receipts/v1/receipts_pb';
import { validationError } from '@gateway/shared/errors.ts';
import type { ServiceHandlers } from '@gateway/shared/grpc/server.ts';
import type { ReceiptDeps } from '../domain/deps.ts';
import { getReceiptFile, listReceipts } from '../domain/queries.ts';
import type { Receipt } from '../domain/receipt.ts';
import { parseScope } from '../domain/scope.ts';
import { uploadReceipt } from '../domain/upload.ts';

function toReceiptMessage(r: Receipt) {
  return {
    id: r.id,
    paymentId: r.paymentId,
    contentType: r.contentType,
    size: BigInt(r.size),
    notes: r.notes ?? undefined,
    createdAt: r.createdAt.toISOString(),
    hasThumbnail: r.thumbnailKey !== null,
  };
}

export function receiptsHandlers(deps: ReceiptDeps): ServiceHandlers<typeof ReceiptsService> {
  return {
    async uploadReceipt(req) {
      const receipt = await uploadReceipt(deps, parseScope(req.scope), {
        paymentId: req.paymentId,
        content: req.content,
        notes: req.notes ?? null,
        declaredContentType: req.declaredContentType,
      });
      return { receipt: toReceiptMessage(receipt) };
    },

    async listReceipts(req) {
      const receipts = await listReceipts(deps, parseScope(req.scope), req.paymentId);
      return { receipts: receipts.map(toReceiptMessage) };
    },

    async getReceiptFile(req) {
      if (req.variant !== 'file' && req.variant !== 'thumbnail') {
        throw validationError({ variant: ['must be file or thumbnail'] });
      }
      const file = await getReceiptFile(
        deps,
        parseScope(req.scope),
        req.paymentId,
        req.receiptId,
        req.variant,
      );
      return { content: file.content, contentType: file.contentType, filename: file.filename };
    },
  };
}
