// A PDF is stored as uploaded, so it is checked for the skeleton every reader relies on: the
// header, a cross-reference pointer inside the file that lands on a cross-reference section or
// stream, and the end-of-file marker. Anything else that merely starts with %PDF is refused.
const HEADER = /^%PDF-(1\.[0-7]|2\.0)[\r\n\s%]/;
const TAIL_BYTES = 2048;

export type PdfProblem = 'header' | 'eof' | 'startxref' | 'xref';

export function checkPdf(bytes: Uint8Array): PdfProblem | null {
  const head = Buffer.from(bytes.buffer, bytes.byteOffset, Math.min(bytes.length, 16)).toString('latin1');
  if (!HEADER.test(head)) return 'header';
  const tailStart = Math.max(0, bytes.length - TAIL_BYTES);
  const tail = Buffer.from(bytes.buffer, bytes.byteOffset + tailStart, bytes.length - tailStart).toString(
    'latin1',
  );
  if (!/%%EOF\s*$/.test(tail)) return 'eof';
  const pointer = /startxref\s+(\d+)\s+%%EOF\s*$/.exec(tail);
  if (!pointer) return 'startxref';
  const offset = Number(pointer[1]);
  if (!Number.isSafeInteger(offset) || offset <= 0 || offset >= bytes.length) return 'xref';
  const at = Buffer.from(
    bytes.buffer,
    bytes.byteOffset + offset,
    Math.min(64, bytes.length - offset),
  ).toString('latin1');
  // A classic table starts with "xref"; PDF 1.5+ may point at an object holding an xref stream.
  if (!/^(xref|\d+\s+\d+\s+obj)/.test(at)) return 'xref';
  return null;
}
