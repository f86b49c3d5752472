import { readFile } from 'node:fs/promises';
import { AppError, type ErrorCode } from '@gateway/shared/errors.ts';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Clients } from '../clients/index.ts';
import { readReceiptUpload } from '../http/multipart.ts';
import { assertCleanText } from '../http/text.ts';

const SESSION_ID = /^cs_[A-Za-z0-9]{1,96}$/;

/** What the hosted page says about a refused upload (`receipt_error`); checkout-page words it. */
const PAGE_ERRORS: Partial<Record<ErrorCode, string>> = {
  PAYLOAD_TOO_LARGE: 'too_large',
  VALIDATION_FAILED: 'invalid_file',
  UNSUPPORTED_MEDIA_TYPE: 'invalid_file',
  MALFORMED_REQUEST: 'invalid_file',
};

/**
 * The buyer's receipt upload on the hosted checkout page (a plain HTML form, spec 4.5 `pending`).
 * Public like the page: the open session's id authorises it, and only for its pending transfer.
 * The file takes the API's path (same limits, same receipts pipeline and AttachReceipt), so the
 * payment, its `payment.receipt_uploaded` webhook and the operator e-mail are the same. The
 * answer is always a redirect back to the page, which shows the outcome in the buyer's language.
 */
export function hostedReceiptRoute(app: FastifyInstance, clients: Clients, options: { uploadDir: string }) {
  app.post('/v1/checkout/:session_id/receipt', async (request, reply) => {
    const { session_id: id } = request.params as { session_id: string };
    assertCleanText(request.params);
    if (!SESSION_ID.test(id)) throw new AppError('NOT_FOUND', 'No such resource.');
    const back = (error?: string) =>
      reply
        .header('cache-control', 'no-store')
        .redirect(`/v1/checkout/${id}?method=transferencia${error ? `&receipt_error=${error}` : ''}`, 303);

    let upload: Awaited<ReturnType<typeof readReceiptUpload>>;
    try {
      upload = await readReceiptUpload(request, { dir: options.uploadDir });
    } catch (err) {
      return refused(err, back);
    }
    try {
      const target = await clients.sessions.resolveReceiptUpload(
        { sessionId: id },
        { requestId: request.id },
      );
      await clients.receipts.uploadReceipt(
        {
          scope: target.scope,
          paymentId: target.paymentId,
          content: await readFile(upload.path ?? ''),
          notes: upload.notes || undefined,
          declaredContentType: upload.declaredType,
          filename: upload.filename,
        },
        { requestId: request.id },
      );
      return back();
    } catch (err) {
      return refused(err, back);
    } finally {
      await upload.discard();
    }
  });
}

function refused(err: unknown, back: (error?: string) => FastifyReply): FastifyReply {
  // An outage stays an error the edge answers (503 in the envelope); the buyer's mistakes go back to the page.
  if (!(err instanceof AppError) || err.code === 'UNAVAILABLE' || err.code === 'INTERNAL') throw err;
  return back(PAGE_ERRORS[err.code] ?? 'not_accepted');
}
