import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { before, describe, test } from 'node:test';
import sharp from 'sharp';
import { createPayment, providerB, transferencia } from '../support/payments.ts';
import { minimalPdf, pngBomb, rotatedPhoto, smallPng } from '../../services/receipts/src/testing/files.ts';
import { download, uploadReceipt } from '../support/receipts.ts';
import { getStack, type Stack, type Tenant } from '../support/stack.ts';

const stack: Stack = await getStack();
let tenant: Tenant;
let other: Tenant;

before(async () => {
  [tenant, other] = await Promise.all([stack.createTenant('Receipts merchant'), stack.createTenant('Other')]);
});

async function transfer(extra: Record<string, unknown> = {}) {
  const res = await createPayment(stack, tenant.testKey, transferencia(extra));
  assert.equal(res.status, 201, res.text);
  return res.json.data;
}

const get = (id: string, key = tenant.testKey) => stack.request('GET', `/v1/payments/${id}`, { key });
const post = (path: string, body?: unknown) => stack.request('POST', path, { key: tenant.testKey, body });
const jpeg = (bytes: Uint8Array, name = 'receipt.jpg') => ({ bytes, type: 'image/jpeg', name });

function assertInvalidFile(res: { status: number; json: any; text: string }, field = 'file') {
  assert.equal(res.status, 422, res.text);
  assert.equal(res.json.error.code, 'VALIDATION_FAILED');
  assert.ok(res.json.error.details.fields[field], res.text);
  assert.equal(typeof res.json.error.request_id, 'string');
}

describe('a bank transfer proven by a receipt', () => {
  test('create → upload a photo → GET shows it → files need the key → confirm', async () => {
    const p = await transfer();
    const photo = await rotatedPhoto();
    const up = await uploadReceipt(stack, tenant.testKey, p.id, jpeg(photo, 'IMG_0001.JPG'), {
      notes: 'Transferencia desde Banco Uno',
    });
    assert.equal(up.status, 201, up.text);
    const receipt = up.json.data;
    assert.match(receipt.id, /^rcpt_/);
    assert.equal(receipt.content_type, 'image/jpeg');
    assert.equal(receipt.notes, 'Transferencia desde Banco Uno');

    const seen = (await get(p.id)).json.data;
    assert.equal(seen.status, 'receipt_uploaded');
    assert.equal(seen.receipts.length, 1);
    const listed = seen.receipts[0];
    assert.deepEqual(Object.keys(listed).sort(), [
      'content_type',
      'created_at',
      'id',
      'notes',
      'size',
      'thumbnail_url',
      'url',
    ]);
    assert.equal(listed.id, receipt.id);

    const file = await download(listed.url, tenant.testKey);
    assert.equal(file.status, 200);
    assert.equal(file.headers.get('content-type'), 'image/jpeg');
    assert.equal(file.headers.get('x-content-type-options'), 'nosniff');
    assert.match(file.headers.get('content-disposition') ?? '', /^inline; filename="rcpt_\w+\.jpg"$/);
    assert.equal(file.bytes.length, listed.size);
    const meta = await sharp(file.bytes).metadata();
    assert.deepEqual([meta.width, meta.height, meta.exif], [1200, 1600, undefined]);

    const thumb = await download(listed.thumbnail_url, tenant.testKey);
    assert.equal(thumb.status, 200);
    assert.equal(thumb.headers.get('content-type'), 'image/jpeg');
    assert.equal(thumb.headers.get('x-content-type-options'), 'nosniff');
    assert.ok(thumb.headers.get('content-disposition'));
    assert.equal((await sharp(thumb.bytes).metadata()).width, 300);

    const anonymous = await download(listed.thumbnail_url, undefined);
    assert.equal(anonymous.status, 401);
    const stranger = await download(listed.thumbnail_url, other.testKey);
    assert.equal(stranger.status, 404);
    assert.equal((await get(p.id, other.testKey)).status, 404);
    const guessed = await download(
      listed.url.replace(receipt.id, 'rcpt_guessed000000000000000'),
      tenant.testKey,
    );
    assert.equal(guessed.status, 404);

    // A second receipt while awaiting review is appended; a PDF is kept byte for byte.
    const pdf = minimalPdf();
    const second = await uploadReceipt(stack, tenant.testKey, p.id, {
      bytes: pdf,
      type: 'application/pdf',
      name: 'comprobante.pdf',
    });
    assert.equal(second.status, 201, second.text);
    assert.equal(second.json.data.thumbnail_url, null);
    const both = (await get(p.id)).json.data;
    assert.equal(both.status, 'receipt_uploaded');
    assert.deepEqual(
      both.receipts.map((r: any) => r.id),
      [receipt.id, second.json.data.id],
    );
    const storedPdf = await download(second.json.data.url, tenant.testKey);
    assert.equal(storedPdf.headers.get('content-type'), 'application/pdf');
    assert.match(storedPdf.headers.get('content-disposition') ?? '', /^attachment;/);
    assert.ok(storedPdf.bytes.equals(pdf), 'the PDF is stored as uploaded');

    const confirmed = await post(`/v1/payments/${p.id}/confirm`, { notes: 'Acreditado' });
    assert.equal(confirmed.status, 200, confirmed.text);
    assert.equal(confirmed.json.data.status, 'confirmed');
    // A confirmed payment takes no more receipts.
    const late = await uploadReceipt(
      stack,
      tenant.testKey,
      p.id,
      jpeg(
        await sharp(await smallPng())
          .jpeg()
          .toBuffer(),
      ),
    );
    assert.equal(late.status, 409, late.text);
    assert.equal(late.json.error.code, 'INVALID_STATE');
    assert.equal((await get(p.id)).json.data.receipts.length, 2);
  });

  test('an operator rejects a receipt with a reason', async () => {
    const p = await transfer();
    const png = await smallPng(200, 100);
    const up = await uploadReceipt(stack, tenant.testKey, p.id, {
      bytes: png,
      type: 'image/png',
      name: 'a.png',
    });
    assert.equal(up.status, 201, up.text);
    const stored = await download(up.json.data.url, tenant.testKey);
    const meta = await sharp(stored.bytes).metadata();
    assert.deepEqual([meta.format, meta.width, meta.height], ['jpeg', 200, 100], 'never enlarged');
    const rejected = await post(`/v1/payments/${p.id}/reject`, { reason: 'El monto no coincide' });
    assert.equal(rejected.status, 200, rejected.text);
    assert.equal(rejected.json.data.status, 'rejected');
    assert.equal(rejected.json.data.rejection_reason, 'El monto no coincide');
  });
});

describe('hostile or invalid uploads change nothing', () => {
  let p: any;
  before(async () => {
    p = await transfer();
  });

  test('random bytes declared as image/png', async () => {
    assertInvalidFile(
      await uploadReceipt(stack, tenant.testKey, p.id, {
        bytes: randomBytes(5000),
        type: 'image/png',
        name: 'x.png',
      }),
    );
  });

  test('HTML and SVG declared as image/jpeg', async () => {
    const html = Buffer.from('<!doctype html><html><script>alert(document.cookie)</script></html>');
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><rect/></svg>');
    assertInvalidFile(await uploadReceipt(stack, tenant.testKey, p.id, jpeg(html, 'receipt.jpg')));
    assertInvalidFile(await uploadReceipt(stack, tenant.testKey, p.id, jpeg(svg, 'receipt.jpg')));
  });

  test('a truncated JPEG and a 20000×20000 PNG bomb', async () => {
    const full = await sharp({ create: { width: 640, height: 480, channels: 3, background: '#123456' } })
      .composite([{ input: randomBytes(640 * 480 * 3), raw: { width: 640, height: 480, channels: 3 } }])
      .jpeg()
      .toBuffer();
    assertInvalidFile(
      await uploadReceipt(stack, tenant.testKey, p.id, jpeg(full.subarray(0, full.length / 2))),
    );
    assertInvalidFile(
      await uploadReceipt(stack, tenant.testKey, p.id, {
        bytes: await pngBomb(),
        type: 'image/png',
        name: 'b.png',
      }),
    );
  });

  test('a malformed PDF, a missing file, an unknown field', async () => {
    assertInvalidFile(
      await uploadReceipt(stack, tenant.testKey, p.id, {
        bytes: Buffer.from('%PDF-1.4\n<script>\n'),
        type: 'application/pdf',
        name: 'x.pdf',
      }),
    );
    assertInvalidFile(await uploadReceipt(stack, tenant.testKey, p.id, null, { notes: 'no file' }));
    assertInvalidFile(
      await uploadReceipt(stack, tenant.testKey, p.id, jpeg(Buffer.from('x')), { colour: 'red' }),
      'colour',
    );
  });

  test('10 MB + 1 byte is 413 in the error envelope; JSON is 415', async () => {
    const big = Buffer.alloc(10 * 1024 * 1024 + 1, 0x41);
    big.set([0xff, 0xd8, 0xff], 0);
    const res = await uploadReceipt(stack, tenant.testKey, p.id, jpeg(big));
    assert.equal(res.status, 413, res.text);
    assert.equal(res.json.error.code, 'PAYLOAD_TOO_LARGE');
    const json = await post(`/v1/payments/${p.id}/receipt`, { file: 'aGVsbG8=' });
    assert.equal(json.status, 415, json.text);
    assert.equal(json.json.error.code, 'UNSUPPORTED_MEDIA_TYPE');
  });

  test('the payment is still pending with no receipts', async () => {
    const seen = (await get(p.id)).json.data;
    assert.equal(seen.status, 'pending');
    assert.deepEqual(seen.receipts, []);
  });

  test('without a key 401, another tenant 404', async () => {
    const photo = jpeg(
      await sharp(await smallPng())
        .jpeg()
        .toBuffer(),
    );
    assert.equal((await uploadReceipt(stack, undefined, p.id, photo)).status, 401);
    assert.equal((await uploadReceipt(stack, other.testKey, p.id, photo)).status, 404);
    assert.equal((await uploadReceipt(stack, tenant.testKey, 'pay_nothere', photo)).status, 404);
  });
});

describe('payments that cannot take a receipt', () => {
  test('an expired transfer answers 422, and confirm still works as a late confirmation', async () => {
    const p = await transfer({ expires_in: 60 });
    const expired = await post(`/v1/test-helpers/payments/${p.id}/expire`);
    assert.equal(expired.json.data.status, 'expired');
    const photo = jpeg(
      await sharp(await smallPng())
        .jpeg()
        .toBuffer(),
    );
    const res = await uploadReceipt(stack, tenant.testKey, p.id, photo);
    assertInvalidFile(res, 'payment');
    const confirmed = await post(`/v1/payments/${p.id}/confirm`);
    assert.equal(confirmed.status, 200, confirmed.text);
    assert.equal(confirmed.json.data.status, 'confirmed');
    assert.equal(confirmed.json.data.confirmed_after_expiry, true);
    assert.equal(confirmed.json.data.recovered_from_status, 'expired');
  });

  test('a card payment answers 422 and has no receipts field', async () => {
    const res = await createPayment(stack, tenant.testKey, providerB());
    assert.equal(res.status, 201, res.text);
    const photo = jpeg(
      await sharp(await smallPng())
        .jpeg()
        .toBuffer(),
    );
    assertInvalidFile(await uploadReceipt(stack, tenant.testKey, res.json.data.id, photo), 'payment');
    assert.equal((await get(res.json.data.id)).json.data.receipts, undefined);
  });
});
