import {
  encodeUntrusted,
  openUntrustedImage,
  UntrustedImageRejected,
} from '@gateway/shared/images/untrusted-image.ts';
import { LOGO_BOX, LogoRejected, type LogoProcessor } from '../domain/logo.ts';

/** A logo as the checkout page shows it: within LOGO_BOX, transparency kept, PNG without metadata. */
export function createLogoProcessor(maxInputPixels = 25_000_000): LogoProcessor {
  return {
    async normalize(bytes) {
      try {
        const { image } = await openUntrustedImage(Buffer.from(bytes), maxInputPixels);
        return await encodeUntrusted(() =>
          image
            .resize({
              width: LOGO_BOX.width,
              height: LOGO_BOX.height,
              fit: 'inside',
              withoutEnlargement: true,
            })
            .png({ compressionLevel: 9 })
            .toBuffer(),
        );
      } catch (err) {
        if (err instanceof UntrustedImageRejected) throw new LogoRejected(err.message);
        throw err;
      }
    },
  };
}
