import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { describe, it } from 'node:test';
import sharp from 'sharp';
import { ImageRejected } from '../domain/ports.ts';
import { firstQuantValue, pngBomb, rotatedPhoto, smallPng } from '../testing/files.ts';
import { createImageProcessor } from './sharp-processor.ts';

const processor = createImageProcessor(50_000_000);

async function pixel(image: Uint8Array, x: number, y: number): Promise<number[]> {
  const { data, info } = await sharp(image).raw().toBuffer({ resolveWithObject: true });
  const at = (y * info.width + x) * info.channels;
  return [data[at] ?? 0, data[at + 1] ?? 0, data[at + 2] ?? 0];
}

describe('image normalization with sharp', () => {
  it('turns a 4000×3000 photo tagged with an EXIF orientation into an upright JPEG ≤ 1200 px wide, quality 80, with no metadata', async () => {
    const input = await rotatedPhoto();
    const before = await sharp(input).metadata();
    assert.equal(before.orientation, 6);
    assert.ok(before.exif, 'the fixture carries EXIF with GPS');

    const out = await processor.normalize(input);
    const meta = await sharp(out.file).metadata();
    assert.equal(meta.format, 'jpeg');
    // Displayed upright the photo is 3000×4000; at 1200 px wide it is 1600 tall.
    assert.equal(meta.width, 1200);
    assert.equal(meta.height, 1600);
    assert.deepEqual([out.width, out.height], [1200, 1600]);
    assert.equal(meta.orientation, undefined);
    assert.equal(meta.exif, undefined);
    assert.equal(meta.icc, undefined);
    assert.equal(meta.xmp, undefined);
    // The stored top half was red: rotated 90° clockwise it is the right half now.
    const right = await pixel(out.file, 1100, 800);
    const left = await pixel(out.file, 100, 800);
    assert.ok((right[0] ?? 0) > 200 && (right[2] ?? 0) < 60, `right is red: ${right}`);
    assert.ok((left[2] ?? 0) > 200 && (left[0] ?? 0) < 60, `left is blue: ${left}`);
    assert.equal(firstQuantValue(out.file), 6, 'libjpeg standard tables at quality 80');

    const thumb = await sharp(out.thumbnail).metadata();
    assert.equal(thumb.format, 'jpeg');
    assert.equal(thumb.width, 300);
    assert.equal(thumb.height, 400);
    assert.equal(thumb.exif, undefined);
  });

  it('never enlarges a small PNG; it is stored as a JPEG of the same size', async () => {
    const out = await processor.normalize(await smallPng(200, 100));
    const meta = await sharp(out.file).metadata();
    assert.equal(meta.format, 'jpeg');
    assert.deepEqual([meta.width, meta.height], [200, 100]);
    const thumb = await sharp(out.thumbnail).metadata();
    assert.deepEqual([thumb.width, thumb.height], [200, 100]);
  });

  it('refuses a truncated JPEG', async () => {
    const full = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#336699' } })
      .composite([{ input: randomBytes(800 * 600 * 3), raw: { width: 800, height: 600, channels: 3 } }])
      .jpeg()
      .toBuffer();
    const truncated = full.subarray(0, Math.floor(full.length / 2));
    await assert.rejects(processor.normalize(truncated), ImageRejected);
  });

  it('refuses a 20000×20000 PNG before decoding it', async () => {
    const started = Date.now();
    await assert.rejects(processor.normalize(await pngBomb()), (err: Error) => {
      assert.ok(err instanceof ImageRejected);
      assert.match(err.message, /pixels/);
      return true;
    });
    assert.ok(Date.now() - started < 2000, 'refused from the header, not after decoding');
  });

  it('refuses random bytes behind a PNG signature', async () => {
    const fake = Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      randomBytes(4096),
    ]);
    await assert.rejects(processor.normalize(fake), ImageRejected);
  });
});
