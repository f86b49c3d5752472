import sharp from 'sharp';

/** A landscape photo whose top half is red and bottom half blue, tagged to display rotated 90° clockwise. */
export async function rotatedPhoto(width = 4000, height = 3000): Promise<Buffer> {
  const red = await sharp({
    create: { width, height: height / 2, channels: 3, background: { r: 255, g: 0, b: 0 } },
  })
    .png()
    .toBuffer();
  return sharp({ create: { width, height, channels: 3, background: { r: 0, g: 0, b: 255 } } })
    .composite([{ input: red, top: 0, left: 0 }])
    .jpeg({ quality: 95 })
    .withExif({
      IFD0: { Copyright: 'Buyer', Make: 'PhoneMaker' },
      IFD3: {
        GPSLatitudeRef: 'S',
        GPSLatitude: '25/1 17/1 0/1',
        GPSLongitudeRef: 'W',
        GPSLongitude: '57/1 38/1 0/1',
      },
    })
    .withMetadata({ orientation: 6 })
    .toBuffer();
}

export function smallPng(width = 200, height = 100): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 4, background: { r: 0, g: 128, b: 0, alpha: 1 } } })
    .png()
    .toBuffer();
}

/** A valid PNG header claiming 20000×20000 pixels over a tiny body: a decompression bomb's opening. */
export async function pngBomb(): Promise<Buffer> {
  const png = Buffer.from(await smallPng(8, 8));
  // IHDR data starts at byte 16 (8 signature + 4 length + 4 type); its CRC follows 13 data bytes.
  png.writeUInt32BE(20_000, 16);
  png.writeUInt32BE(20_000, 20);
  png.writeUInt32BE(crc32(png.subarray(12, 29)), 29);
  return png;
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

export function crc32(bytes: Uint8Array): number {
  let c = 0xffffffff;
  for (const b of bytes) c = (CRC_TABLE[(c ^ b) & 0xff] ?? 0) ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

/** A minimal one-page PDF with a correct cross-reference table. */
export function minimalPdf(text = 'Transferencia 150000 PYG'): Buffer {
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 300 200] /Contents 4 0 R >>',
  ];
  const stream = `BT /F1 12 Tf 20 100 Td (${text}) Tj ET`;
  objects.push(`<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`);
  let body = '%PDF-1.4\n%\xe2\xe3\xcf\xd3\n';
  const offsets: number[] = [];
  objects.forEach((o, i) => {
    offsets.push(Buffer.byteLength(body, 'latin1'));
    body += `${i + 1} 0 obj\n${o}\nendobj\n`;
  });
  const xref = Buffer.byteLength(body, 'latin1');
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const off of offsets) body += `${String(off).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

/** The first luminance quantization value of a baseline JPEG: 6 for libjpeg's standard tables at quality 80. */
export function firstQuantValue(jpeg: Uint8Array): number | null {
  for (let i = 2; i < jpeg.length - 5; i++) {
    if (jpeg[i] === 0xff && jpeg[i + 1] === 0xdb) return jpeg[i + 5] ?? null;
  }
  return null;
}
