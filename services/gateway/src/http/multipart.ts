import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import multipart from '@fastify/multipart';
import { AppError, validationError } from '@gateway/shared/errors.ts';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/** Spec 8: a receipt is at most 10 MB. */
export const MAX_RECEIPT_BYTES = 10 * 1024 * 1024;
const MAX_NOTES_BYTES = 4 * 1000;

export interface ReceiptUpload {
  /** The spooled file on disk, or null when the form had no file. */
  path: string | null;
  size: number;
  declaredType: string;
  filename: string;
  notes: string | null;
  /** Removes the spooled file; call it once the upload has been handed on. */
  discard(): Promise<void>;
}

export async function registerMultipart(app: FastifyInstance): Promise<void> {
  await app.register(multipart, { throwFileSizeLimit: true });
}

/**
 * Reads a receipt form (`file`, optional `notes`) as a stream: the file goes to a spool file as
 * it arrives and the size limit is enforced on the way, so no upload, however large, is ever
 * held in memory. Anything beyond the limit is refused with 413 before it is read.
 */
export async function readReceiptUpload(
  request: FastifyRequest,
  options: { dir: string; maxFileBytes?: number },
): Promise<ReceiptUpload> {
  const max = options.maxFileBytes ?? MAX_RECEIPT_BYTES;
  if (!request.isMultipart()) {
    throw new AppError(
      'UNSUPPORTED_MEDIA_TYPE',
      'Send the receipt as multipart/form-data with a `file` field and an optional `notes` field.',
    );
  }
  let path: string | null = null;
  const upload: ReceiptUpload = {
    path: null,
    size: 0,
    declaredType: '',
    filename: '',
    notes: null,
    discard: async () => {
      if (path) await rm(path, { force: true });
    },
  };
  const unknown: string[] = [];
  try {
    const parts = request.parts({
      limits: { fileSize: max, files: 1, fields: 4, fieldSize: MAX_NOTES_BYTES, parts: 5 },
    });
    for await (const part of parts) {
      if (part.type === 'file') {
        if (part.fieldname !== 'file') {
          unknown.push(part.fieldname);
          part.file.resume();
          continue;
        }
        path = join(options.dir, `receipt-${randomUUID()}`);
        let size = 0;
        part.file.on('data', (chunk: Buffer) => {
          size += chunk.length;
        });
        await pipeline(part.file, createWriteStream(path, { flags: 'wx', mode: 0o600 }));
        Object.assign(upload, { path, size, declaredType: part.mimetype, filename: part.filename });
      } else if (part.fieldname === 'notes') {
        upload.notes = typeof part.value === 'string' ? part.value : String(part.value);
      } else {
        unknown.push(part.fieldname);
      }
    }
  } catch (err) {
    await upload.discard();
    throw mapMultipartError(err, max);
  }
  if (unknown.length > 0 || upload.path === null) {
    await upload.discard();
    const fields: Record<string, string[]> = Object.fromEntries(
      unknown.map((f) => [f, ['is not a known field']]),
    );
    if (upload.path === null) fields['file'] = ['is required'];
    throw validationError(fields);
  }
  return upload;
}

function mapMultipartError(err: unknown, max: number): AppError {
  if (err instanceof AppError) return err;
  const code = (err as { code?: string }).code;
  switch (code) {
    case 'FST_REQ_FILE_TOO_LARGE':
      return new AppError('PAYLOAD_TOO_LARGE', `The receipt file is larger than ${max / 1024 / 1024} MB.`, {
        max_bytes: max,
      });
    case 'FST_FILES_LIMIT':
      return validationError({ file: ['only one file may be sent'] });
    case 'FST_FIELDS_LIMIT':
    case 'FST_PARTS_LIMIT':
      return validationError({ form: ['has too many fields'] });
    case 'FST_PROTO_VIOLATION':
      return validationError({ form: ['has a forbidden field name'] });
    default:
      return new AppError('MALFORMED_REQUEST', 'The multipart form could not be read.');
  }
}
