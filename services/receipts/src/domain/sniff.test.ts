import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { describe, it } from 'node:test';
import { minimalPdf, smallPng } from '../testing/files.ts';
import { sniffType } from './sniff.ts';

describe('sniffType decides by the first bytes', () => {
  it('knows JPEG, PNG and PDF', async () => {
    assert.equal(sniffType(Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0])), 'image/jpeg');
    assert.equal(sniffType(await smallPng()), 'image/png');
    assert.equal(sniffType(minimalPdf()), 'application/pdf');
  });

  it('refuses HTML, SVG, random bytes and empty input whatever they claim to be', () => {
    assert.equal(sniffType(Buffer.from('<!doctype html><script>alert(1)</script>')), null);
    assert.equal(sniffType(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>')), null);
    assert.equal(sniffType(Buffer.from([0xff, 0xd8])), null);
    assert.equal(sniffType(Buffer.alloc(0)), null);
    const random = randomBytes(1024);
    random[0] = 0x00;
    assert.equal(sniffType(random), null);
  });
});
