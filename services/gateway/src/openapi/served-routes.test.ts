// The document against the live route table: every route the edge's fastify instance really
// serves under /v1 is documented, with its method (a wildcard page route with at least one).
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { createLogger } from '@gateway/shared/logger.ts';
import { uniqueNamespace } from '@gateway/shared/testing/database.ts';
import { buildApp, type GatewayApp } from '../app.ts';
import { readConfig } from '../config.ts';

let gateway: GatewayApp;
let doc: Record<string, any>;

before(async () => {
  gateway = await buildApp(
    readConfig({ ...process.env, EVENT_NAMESPACE: uniqueNamespace('openapi'), HTTP_PORT: '0' }),
    createLogger('gateway-test', 'silent'),
  );
  await gateway.app.ready();
  doc = (await gateway.app.inject({ method: 'GET', url: '/v1/openapi.json' })).json();
});

after(async () => {
  await gateway?.stop();
});

test('every route fastify serves under /v1 is in the served document', () => {
  const served = gateway.routes.filter(
    (r) => r.url.startsWith('/v1/') && r.method !== 'HEAD' && r.method !== 'OPTIONS',
  );
  assert.ok(served.length > 40, `${served.length} routes`);
  const missing: string[] = [];
  for (const route of served) {
    if (route.url.endsWith('*')) {
      // A page route (`app.all('/v1/checkout/*')`): documented as its parameterised page paths.
      const prefix = `${route.url.slice(0, -1)}{`;
      if (!Object.keys(doc['paths']).some((p) => p.startsWith(prefix)))
        missing.push(`${route.method} ${route.url}`);
      continue;
    }
    const path = route.url.replace(/:(\w+)/g, '{$1}');
    if (!doc['paths'][path]?.[route.method.toLowerCase()]) missing.push(`${route.method} ${route.url}`);
  }
  assert.deepEqual([...new Set(missing)], []);
});
