import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { minimalPdf } from '../testing/files.ts';
import { checkPdf } from './pdf.ts';

describe('checkPdf', () => {
  it('accepts a well-formed PDF', () => {
    assert.equal(checkPdf(minimalPdf()), null);
  });

  it('refuses a bad header, a missing end marker, a missing or wrong xref pointer', () => {
    const pdf = minimalPdf();
    assert.equal(checkPdf(Buffer.from('%PDF-9.9\n')), 'header');
    assert.equal(checkPdf(pdf.subarray(0, pdf.length - 20)), 'eof');
    assert.equal(checkPdf(Buffer.from('%PDF-1.4\nhello\n%%EOF\n')), 'startxref');
    assert.equal(checkPdf(Buffer.from('%PDF-1.4\nhello\nstartxref\n99999\n%%EOF\n')), 'xref');
    assert.equal(checkPdf(Buffer.from('%PDF-1.4\nhello world\nstartxref\n3\n%%EOF\n')), 'xref');
  });
});
