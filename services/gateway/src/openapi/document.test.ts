import assert from 'node:assert/strict';
import { test } from 'node:test';
import SwaggerParser from '@apidevtools/swagger-parser';
import { ERROR_CODES } from '@gateway/shared/errors.ts';
import { apiRoutes } from '../app.ts';
import type { Clients } from '../clients/index.ts';
import { openApiDocument } from './document.ts';

type Doc = Record<string, any>;
const routes = apiRoutes({} as Clients);
const doc = openApiDocument(routes, 'https://api.example.com') as Doc;

test('a real OpenAPI 3.1 validator accepts the document and resolves every $ref', async () => {
  await SwaggerParser.validate(structuredClone(doc) as never);
  const text = JSON.stringify(doc);
  assert.doesNotMatch(text, /\$defs|__shared/, 'no schema keeps private definitions');
  for (const [, target] of text.matchAll(/"\$ref":"#\/components\/schemas\/([^"]+)"/g)) {
    assert.ok(doc['components'].schemas[target!], `${target} is a component`);
  }
});

test('every route is documented once, with a unique operationId and the answers it can give', () => {
  const ids = new Set<string>();
  for (const route of routes) {
    const op = doc['paths'][route.url.replace(/:(\w+)/g, '{$1}')]?.[route.method.toLowerCase()];
    assert.ok(op, `${route.method} ${route.url} documented`);
    assert.ok(!ids.has(op.operationId), `operationId ${op.operationId} is unique`);
    ids.add(op.operationId);
    for (const status of ['401', '429', '500', '503'])
      assert.ok(op.responses[status], `${op.operationId} ${status}`);
    if (route.body) assert.ok(op.responses['422'] && op.responses['400'], `${op.operationId} 400/422`);
    assert.ok(op.responses['429'].headers['Retry-After']);
    for (const response of Object.values<Doc>(op.responses)) assert.ok(response['headers']['Request-Id']);
  }
});

test('payments: the create body, the Payment component and the closed set of error codes', () => {
  const create = doc['paths']['/v1/payments'].post;
  const bodyRef = create.requestBody.content['application/json'].schema.$ref as string;
  const body = doc['components'].schemas[bodyRef.split('/').pop()!];
  assert.deepEqual([...body.required].sort(), ['amount', 'currency', 'provider', 'reference']);
  assert.deepEqual(body.properties.provider.enum, ['provider_a', 'provider_b', 'transferencia']);
  assert.ok(create.responses['201'] && create.responses['409'] && create.responses['422']);
  assert.ok(doc['components'].schemas['Payment'].properties.amount);
  assert.deepEqual(doc['components'].schemas['Error'].properties.error.properties.code.enum, [
    ...ERROR_CODES,
  ]);
  const list = doc['paths']['/v1/payments'].get;
  assert.ok(list.parameters.some((p: { name: string }) => p.name === 'per_page'));
});

test('the guides are part of the document', () => {
  for (const section of ['Idempotency', 'Test mode and helpers', 'Sandbox cards', 'Webhooks'])
    assert.match(doc['info'].description, new RegExp(`## ${section}`));
});
