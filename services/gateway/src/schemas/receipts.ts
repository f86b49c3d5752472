import { z } from 'zod';
import { dateTime } from './common.ts';

export const receipt = z
  .object({
    id: z.string(),
    content_type: z
      .enum(['image/jpeg', 'application/pdf'])
      .describe('What is stored: images are normalized to JPEG, PDFs are kept as uploaded'),
    size: z.number().int().describe('Bytes of the stored file'),
    notes: z.string().nullable(),
    created_at: dateTime,
    url: z.string().describe('The stored file; needs the API key'),
    thumbnail_url: z.string().nullable().describe('300 px wide JPEG; null for PDFs'),
  })
  .meta({ id: 'Receipt' });

export const receiptResponse = z.object({ data: receipt });

/** Documents the multipart form; the edge reads it as a stream, not through this schema. */
export const receiptUploadForm = z.object({
  file: z.string().meta({
    format: 'binary',
    description: 'JPEG, PNG or PDF, at most 10 MB; the type is decided by the content',
  }),
  notes: z.string().max(1000).optional(),
});
