import assert from 'node:assert/strict';
import { test } from 'node:test';
import { Ajv2020 } from 'ajv/dist/2020.js';
import { apiRoutes } from '../app.ts';
import type { Clients } from '../clients/index.ts';
import { openApiDocument } from './document.ts';

type Doc = Record<string, any>;
const doc = openApiDocument(apiRoutes({} as Clients), 'https://api.example.com') as Doc;

test('every JSON request and response body has an example, and each example is valid for its schema', () => {
  const ajv = new Ajv2020({ strict: false, validateFormats: false });
  ajv.addSchema({ $id: 'doc', components: doc['components'] });
  let checked = 0;
  for (const [path, operations] of Object.entries<Doc>(doc['paths']))
    for (const [method, operation] of Object.entries<Doc>(operations)) {
      const bodies = [
        ['request', operation['requestBody']?.content?.['application/json']],
        ...Object.entries<Doc>(operation['responses']).map(([status, r]) => [
          status,
          r['content']?.['application/json'],
        ]),
      ] as [string, Doc | undefined][];
      for (const [which, media] of bodies) {
        if (!media?.['schema']) continue;
        const where = `${method.toUpperCase()} ${path} ${which}`;
        assert.ok('example' in media, `${where} has an example`);
        const schema = media['schema']['$ref'] ? { $ref: `doc${media['schema']['$ref']}` } : media['schema'];
        const validate = ajv.compile(schema);
        assert.ok(validate(media['example']), `${where}: ${ajv.errorsText(validate.errors)}`);
        checked++;
      }
    }
  assert.ok(checked > 80, `${checked} bodies checked`);
});

test('the payment create example reads like a real request', () => {
  const example = doc['paths']['/v1/payments'].post.requestBody.content['application/json'].example;
  assert.ok(['provider_a', 'provider_b', 'transferencia'].includes(example.provider));
  assert.equal(example.currency, 'PYG');
  assert.ok(Number.isInteger(example.amount) && example.amount > 0);
});
