import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Clients } from '../clients/index.ts';
import { apiRoutes } from '../app.ts';
import { openApiDocument } from './document.ts';

test('the OpenAPI 3.1 document lists every route with its request and response schemas', () => {
  const routes = apiRoutes({} as Clients);
  const doc = openApiDocument(routes, 'https://api.example.com') as {
    openapi: string;
    paths: Record<string, Record<string, any>>;
  };
  assert.equal(doc.openapi, '3.1.0');
  for (const route of routes) {
    const path = route.url.replace(/:(\w+)/g, '{$1}');
    assert.ok(doc.paths[path]?.[route.method.toLowerCase()], `${route.method} ${path} documented`);
  }
  const create = doc.paths['/v1/payments']!['post'];
  const body = create.requestBody.content['application/json'].schema;
  assert.deepEqual(body.required.sort(), ['amount', 'currency', 'provider', 'reference']);
  assert.deepEqual(body.properties.provider.enum, ['provider_a', 'provider_b', 'transferencia']);
  assert.ok(create.responses['201'] && create.responses['409'] && create.responses['422']);
  const list = doc.paths['/v1/payments']!['get'];
  assert.ok(list.parameters.some((p: { name: string }) => p.name === 'per_page'));
});
