import assert from 'node:assert/strict';
import { test } from 'node:test';
import { apiRoutes } from '../app.ts';
import type { Clients } from '../clients/index.ts';
import { openApiDocument } from './document.ts';

test('the receipt upload is documented as a multipart form and the files as binary', () => {
  const doc = openApiDocument(apiRoutes({} as Clients), 'https://api.example.com') as {
    paths: Record<string, Record<string, any>>;
  };
  const upload = doc.paths['/v1/payments/{id}/receipt']!['post'];
  const form = upload.requestBody.content['multipart/form-data'].schema;
  assert.equal(form.properties.file.format, 'binary');
  assert.deepEqual(form.required, ['file']);
  for (const status of ['201', '404', '409', '413', '415', '422'])
    assert.ok(upload.responses[status], status);
  const file = doc.paths['/v1/payments/{id}/receipts/{receiptId}/thumbnail']!['get'];
  assert.equal(file.responses['200'].content['image/jpeg'].schema.format, 'binary');
  const payment = doc.paths['/v1/payments/{id}']!['get'].responses['200'].content['application/json'].schema;
  assert.ok(JSON.stringify(payment).includes('thumbnail_url'));
});
