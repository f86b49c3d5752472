import { readFile } from 'node:fs/promises';
import type { Clients } from '../clients/index.ts';
import { receiptJson } from '../http/mappers.ts';
import { readReceiptUpload } from '../http/multipart.ts';
import { defineRoute } from '../http/route.ts';
import { errorEnvelope } from '../schemas/common.ts';
import { receiptResponse, receiptUploadForm } from '../schemas/receipts.ts';
import { scopeOf } from './scope.ts';

export interface ReceiptRouteOptions {
  publicBaseUrl: string;
  uploadDir: string;
}

export function receiptRoutes(clients: Clients, options: ReceiptRouteOptions) {
  const file = (variant: 'file' | 'thumbnail', summary: string) =>
    defineRoute({
      method: 'GET',
      url: `/v1/payments/:id/receipts/:receiptId/${variant}`,
      tag: 'Payments',
      summary,
      responses: {
        200: {
          description: 'The stored bytes, with the Content-Type they were stored as',
          mediaType: variant === 'thumbnail' ? 'image/jpeg' : 'application/octet-stream',
        },
        404: { description: 'No such receipt (or another tenant’s)', schema: errorEnvelope },
      },
      handler: async ({ principal, params, requestId, reply }) => {
        const res = await clients.receipts.getReceiptFile(
          {
            scope: scopeOf(principal),
            paymentId: params['id'] ?? '',
            receiptId: params['receiptId'] ?? '',
            variant,
          },
          { requestId },
        );
        // Files come from strangers: never sniffed, never rendered as a page, never cached by proxies.
        const disposition = res.contentType === 'application/pdf' ? 'attachment' : 'inline';
        reply
          .header('Content-Type', res.contentType)
          .header('X-Content-Type-Options', 'nosniff')
          .header(
            'Content-Disposition',
            `${disposition}; filename="${res.filename.replace(/[^\w.-]/g, '_')}"`,
          )
          .header('Content-Security-Policy', "default-src 'none'; sandbox")
          .header('Cache-Control', 'private, no-store');
        return { status: 200, body: Buffer.from(res.content) };
      },
    });

  return [
    defineRoute({
      method: 'POST',
      url: '/v1/payments/:id/receipt',
      tag: 'Payments',
      summary:
        'Upload a transfer receipt (multipart: file, notes). Images are normalized to at most 1200 px wide at quality 80 with a 300 px thumbnail; PDFs are stored as uploaded',
      multipart: receiptUploadForm,
      responses: {
        201: { description: 'The stored receipt; the payment is receipt_uploaded', schema: receiptResponse },
        404: { description: 'No such payment', schema: errorEnvelope },
        409: { description: 'INVALID_STATE: the payment cannot take a receipt', schema: errorEnvelope },
        413: { description: 'PAYLOAD_TOO_LARGE: the file is larger than 10 MB', schema: errorEnvelope },
        415: { description: 'UNSUPPORTED_MEDIA_TYPE: not multipart/form-data', schema: errorEnvelope },
        422: {
          description:
            'VALIDATION_FAILED: missing file, not a JPEG/PNG/PDF by content, corrupt image, not a transfer, or expired',
          schema: errorEnvelope,
        },
      },
      handler: async ({ principal, params, requestId, request }) => {
        const upload = await readReceiptUpload(request, { dir: options.uploadDir });
        try {
          const content = await readFile(upload.path ?? '');
          const res = await clients.receipts.uploadReceipt(
            {
              scope: scopeOf(principal),
              paymentId: params['id'] ?? '',
              content,
              notes: upload.notes ?? undefined,
              declaredContentType: upload.declaredType,
              filename: upload.filename,
            },
            { requestId },
          );
          if (!res.receipt) throw new Error('receipts answered without a receipt');
          return { status: 201, body: { data: receiptJson(res.receipt, options.publicBaseUrl) } };
        } finally {
          await upload.discard();
        }
      },
    }),
    file('file', 'Download a receipt’s stored file (needs the API key)'),
    file('thumbnail', 'Download a receipt image’s 300 px thumbnail (needs the API key)'),
  ];
}
