import assert from 'node:assert/strict';
import { test } from 'node:test';
import { apiRoutes } from '../app.ts';
import type { Clients } from '../clients/index.ts';
import { openApiDocument } from './document.ts';

test('the receipt upload is documented as a multipart form and the files as binary', () => {
  const doc = openApiDocument(apiRoutes({} as Clients), 'https://api.example.com') as {
    paths: Record<string, Record<string, any>>;
    components: { schemas: Record<string, any> };
  };
  const resolve = (schema: any) =>
    schema.$ref ? doc.components.schemas[String(schema.$ref).split('/').pop()!] : schema;
  const upload = doc.paths['/v1/payments/{id}/receipt']!['post'];
  const form = resolve(upload.requestBody.content['multipart/form-data'].schema);
  assert.equal(form.properties.file.format, 'binary');
  assert.deepEqual(form.required, ['file']);
  for (const status of ['201', '404', '409', '413', '415', '422'])
    assert.ok(upload.responses[status], status);
  const file = doc.paths['/v1/payments/{id}/receipts/{receiptId}/thumbnail']!['get'];
  assert.equal(file.responses['200'].content['image/jpeg'].schema.format, 'binary');
  assert.deepEqual(Object.keys(doc.components.schemas['Receipt'].properties).sort(), [
    'content_type',
    'created_at',
    'id',
    'notes',
    'size',
    'thumbnail_url',
    'url',
  ]);
});
