import {
  encodeUntrusted,
  openUntrustedImage,
  UntrustedImageRejected,
} from '@gateway/shared/images/untrusted-image.ts';
import { loadSharp } from '@gateway/shared/images/sharp.ts';
import { ImageRejected, type ImageProcessor } from '../domain/ports.ts';
import { MAX_WIDTH, QUALITY, THUMBNAIL_WIDTH } from '../domain/receipt.ts';

/** Receipts as the shared rules for untrusted images allow them, re-encoded as JPEG with a thumbnail. */
export function createImageProcessor(maxInputPixels: number): ImageProcessor {
  return {
    async normalize(bytes) {
      const input = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.length);
      try {
        const { image } = await openUntrustedImage(input, maxInputPixels);
        return await encodeUntrusted(async () => {
          const { data, info } = await image
            // Transparent PNGs become JPEGs on white, the paper a receipt is printed on.
            .flatten({ background: '#ffffff' })
            .resize({ width: MAX_WIDTH, withoutEnlargement: true })
            .jpeg({ quality: QUALITY })
            .toBuffer({ resolveWithObject: true });
          const sharp = await loadSharp();
          const thumbnail = await sharp(data)
            .resize({ width: THUMBNAIL_WIDTH, withoutEnlargement: true })
            .jpeg({ quality: QUALITY })
            .toBuffer();
          return { file: data, thumbnail, width: info.width, height: info.height };
        });
      } catch (err) {
        if (err instanceof UntrustedImageRejected) throw new ImageRejected(err.message);
        throw err;
      }
    },
  };
}
