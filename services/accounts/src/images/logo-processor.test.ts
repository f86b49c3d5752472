import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import sharp from 'sharp';
import { LogoRejected } from '../domain/logo.ts';
import { createLogoProcessor } from './logo-processor.ts';

const logos = createLogoProcessor(1_000_000);

async function rejection(bytes: Uint8Array): Promise<string> {
  try {
    await logos.normalize(bytes);
  } catch (err) {
    assert.ok(err instanceof LogoRejected, String(err));
    return err.message;
  }
  assert.fail('expected the logo to be refused');
}

describe('logo processor', () => {
  it('scales a logo into the header box, keeps transparency and drops metadata', async () => {
    const photo = await sharp({
      create: { width: 1200, height: 300, channels: 4, background: { r: 11, g: 110, b: 79, alpha: 0.5 } },
    })
      .jpeg()
      .withMetadata({ exif: { IFD0: { Copyright: 'GPS and secrets' } } })
      .toBuffer();
    const png = await sharp({
      create: { width: 1200, height: 300, channels: 4, background: { r: 11, g: 110, b: 79, alpha: 0.5 } },
    })
      .png()
      .toBuffer();
    const fromPng = await sharp(await logos.normalize(png)).metadata();
    assert.deepEqual(
      [fromPng.format, fromPng.width, fromPng.height, fromPng.hasAlpha],
      ['png', 480, 120, true],
    );
    const fromJpeg = await logos.normalize(photo);
    const meta = await sharp(fromJpeg).metadata();
    assert.equal(meta.format, 'png');
    assert.equal(meta.exif, undefined);
    assert.ok(!Buffer.from(fromJpeg).includes('GPS and secrets'));
  });

  it('refuses what is not a JPEG or PNG, whatever it claims, and decompression bombs', async () => {
    assert.match(await rejection(Buffer.from('<svg onload="alert(1)"></svg>')), /not a readable image/);
    const gif = await sharp({ create: { width: 10, height: 10, channels: 3, background: 'red' } })
      .gif()
      .toBuffer();
    assert.match(await rejection(gif), /JPEG or PNG/);
    const big = await sharp({ create: { width: 2000, height: 2000, channels: 3, background: 'white' } })
      .png()
      .toBuffer();
    assert.match(await rejection(big), /more than 1000000 pixels/);
    const truncated = (
      await sharp({ create: { width: 300, height: 300, channels: 3, background: 'blue' } })
        .jpeg()
        .toBuffer()
    ).subarray(0, 400);
    assert.match(await rejection(truncated), /corrupt or truncated|not a readable image/);
  });
});
