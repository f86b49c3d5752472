import type { Metadata, Sharp } from 'sharp';
import { loadSharp } from './sharp.ts';

/** An uploaded image refused by the rules below; the message completes "The file …". */
export class UntrustedImageRejected extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'UntrustedImageRejected';
  }
}

/**
 * The one set of rules for an image a stranger uploaded (receipts, logos): JPEG or PNG by its
 * header, whatever it was declared as; the pixel count judged from the header before anything is
 * decoded (decompression bombs); decoding stops on the first error (truncated or corrupt files);
 * and what is written back carries no metadata (EXIF, GPS), because sharp writes none unless asked.
 * Returns a pipeline for the caller's resize and encoding.
 */
export async function openUntrustedImage(
  input: Buffer,
  maxInputPixels: number,
): Promise<{ image: Sharp; format: 'jpeg' | 'png' }> {
  const sharp = await loadSharp();
  let meta: Metadata;
  try {
    // Reads the header only.
    meta = await sharp(input, { limitInputPixels: false }).metadata();
  } catch {
    throw new UntrustedImageRejected('is not a readable image');
  }
  if (meta.format !== 'jpeg' && meta.format !== 'png')
    throw new UntrustedImageRejected('must be a JPEG or PNG image');
  if (!meta.width || !meta.height) throw new UntrustedImageRejected('has no dimensions');
  if (meta.width * meta.height > maxInputPixels)
    throw new UntrustedImageRejected(`has more than ${maxInputPixels} pixels`);
  const image = sharp(input, { limitInputPixels: maxInputPixels, failOn: 'error', sequentialRead: true });
  return { image: image.autoOrient(), format: meta.format };
}

/** Runs the caller's encoding; a decoder failure half-way is the file's fault, not ours. */
export async function encodeUntrusted<T>(encode: () => Promise<T>): Promise<T> {
  try {
    return await encode();
  } catch {
    throw new UntrustedImageRejected('is corrupt or truncated');
  }
}
