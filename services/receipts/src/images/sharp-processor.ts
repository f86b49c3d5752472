import sharp, { type Metadata } from 'sharp';
import { ImageRejected, type ImageProcessor } from '../domain/ports.ts';
import { MAX_WIDTH, QUALITY, THUMBNAIL_WIDTH } from '../domain/receipt.ts';

// Decoded images are large and rarely repeat: no cache, so memory follows the work in flight.
// One libvips thread per image: the service bounds how many images run at once instead.
sharp.cache(false);
sharp.concurrency(1);

/**
 * Hostile input is assumed: the pixel count is checked from the header before anything is
 * decoded (decompression bombs), decoding stops on the first error (truncated or corrupt files),
 * and the output carries no metadata (EXIF, GPS) because sharp writes none unless asked.
 */
export function createImageProcessor(maxInputPixels: number): ImageProcessor {
  const open = (input: Buffer) =>
    sharp(input, { limitInputPixels: maxInputPixels, failOn: 'error', sequentialRead: true });
  return {
    async normalize(bytes) {
      const input = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.length);
      let meta: Metadata;
      try {
        // Reads the header only; the pixel count is judged below, before any decoding.
        meta = await sharp(input, { limitInputPixels: false }).metadata();
      } catch {
        throw new ImageRejected('is not a readable image');
      }
      if (meta.format !== 'jpeg' && meta.format !== 'png')
        throw new ImageRejected('must be a JPEG or PNG image');
      if (!meta.width || !meta.height) throw new ImageRejected('has no dimensions');
      if (meta.width * meta.height > maxInputPixels) {
        throw new ImageRejected(`has more than ${maxInputPixels} pixels`);
      }
      try {
        const { data, info } = await open(input)
          .autoOrient()
          // Transparent PNGs become JPEGs on white, the paper a receipt is printed on.
          .flatten({ background: '#ffffff' })
          .resize({ width: MAX_WIDTH, withoutEnlargement: true })
          .jpeg({ quality: QUALITY })
          .toBuffer({ resolveWithObject: true });
        const thumbnail = await sharp(data)
          .resize({ width: THUMBNAIL_WIDTH, withoutEnlargement: true })
          .jpeg({ quality: QUALITY })
          .toBuffer();
        return { file: data, thumbnail, width: info.width, height: info.height };
      } catch {
        throw new ImageRejected('is corrupt or truncated');
      }
    },
  };
}
