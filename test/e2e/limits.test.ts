// Every limit the OpenAPI document states is the limit the API enforces, end to end: the value at
// the limit passes the edge and the owning service, one past it is 422 naming that field. The
// document is generated from the edge's schemas, so a service with a stricter (or looser) rule of
// its own, or a document that drifted, fails here, field by field.
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { before, describe, it } from 'node:test';
import { registrationBody } from '../support/cards.ts';
import { customer, ORIGIN, reference } from '../support/payments.ts';
import { getStack, type Stack, type Tenant } from '../support/stack.ts';

const stack: Stack = await getStack();
let tenant: Tenant;
let doc: { paths: Record<string, Record<string, any>>; components: { schemas: Record<string, any> } };

before(async () => {
  tenant = await stack.createTenant('Limits merchant');
  doc = (await stack.request('GET', '/v1/openapi.json')).json;
});

type Schema = Record<string, any>;

const resolve = (schema: Schema): Schema =>
  schema['$ref'] ? resolve(doc.components.schemas[String(schema['$ref']).split('/').at(-1)!]) : schema;

interface Limit {
  path: string[];
  kind: 'maxLength' | 'minimum' | 'maximum';
  value: number;
}

/** Plain-text length limits and integer bounds of a request body, nested objects included. */
function limitsOf(schema: Schema, path: string[] = []): Limit[] {
  const s = resolve(schema);
  const variants = (s['anyOf'] ?? s['oneOf'] ?? []) as Schema[];
  const object = variants.map(resolve).find((v) => v['type'] === 'object') ?? s;
  if (object['type'] === 'object' && object['properties'])
    return Object.entries(object['properties'] as Record<string, Schema>).flatMap(([name, child]) =>
      limitsOf(child, [...path, name]),
    );
  const out: Limit[] = [];
  // Formatted or patterned strings (URLs, e-mails, ids) cannot be padded to length.
  if (
    s['type'] === 'string' &&
    typeof s['maxLength'] === 'number' &&
    !s['format'] &&
    !s['pattern'] &&
    !s['enum']
  )
    out.push({ path, kind: 'maxLength', value: s['maxLength'] });
  if (s['type'] === 'integer') {
    if (typeof s['minimum'] === 'number') out.push({ path, kind: 'minimum', value: s['minimum'] });
    if (typeof s['maximum'] === 'number' && s['maximum'] <= 1e9)
      out.push({ path, kind: 'maximum', value: s['maximum'] });
  }
  return out;
}

function withValue(body: Record<string, unknown>, path: string[], value: unknown): Record<string, unknown> {
  const copy = structuredClone(body);
  // A customer given by id alone: with the object too, both ids would have to match.
  if (path.join('.') === 'customer_id') delete copy['customer'];
  let at: Record<string, unknown> = copy;
  for (const key of path.slice(0, -1)) {
    at[key] ??= {};
    at = at[key] as Record<string, unknown>;
  }
  at[path.at(-1)!] = value;
  return copy;
}

/** A value exactly `length` characters long; unique, so references never collide. */
const text = (length: number) => `${randomUUID()}${'x'.repeat(length)}`.slice(0, length);

/** A URL exactly `length` characters long, its path padded. */
const url = (length: number) => `${ORIGIN}/${text(length)}`.slice(0, length);

function boundary(limit: Limit): { ok: unknown; bad: unknown } {
  const name = limit.path.at(-1)!;
  if (limit.kind === 'maxLength' && name.endsWith('url'))
    return { ok: url(limit.value), bad: url(limit.value + 1) };
  if (limit.kind === 'maxLength') return { ok: text(limit.value), bad: text(limit.value + 1) };
  if (limit.kind === 'minimum') return { ok: limit.value, bad: limit.value - 1 };
  return { ok: limit.value, bad: limit.value + 1 };
}

const OPERATIONS: { name: string; path: string; body: () => Record<string, unknown> }[] = [
  {
    name: 'POST /v1/payments',
    path: '/v1/payments',
    body: () => ({
      provider: 'provider_a',
      amount: 250000,
      currency: 'PYG',
      reference: reference(),
      target_origin: ORIGIN,
      customer: customer(),
    }),
  },
  { name: 'POST /v1/cards', path: '/v1/cards', body: () => registrationBody() },
  {
    name: 'POST /v1/webhook-endpoints',
    path: '/v1/webhook-endpoints',
    body: () => ({ url: `${ORIGIN}/hooks/${randomUUID()}`, events: ['payment.confirmed'] }),
  },
  {
    name: 'POST /v1/checkout-sessions',
    path: '/v1/checkout-sessions',
    body: () => ({
      reference: reference(),
      amount: 150000,
      currency: 'PYG',
      success_url: `${ORIGIN}/gracias`,
      cancel_url: `${ORIGIN}/carrito`,
      customer: customer(),
    }),
  },
];

describe('each limit in the OpenAPI document holds at its boundary, over HTTP', () => {
  for (const operation of OPERATIONS) {
    it(operation.name, async (t) => {
      const schema = doc.paths[operation.path]?.['post']?.requestBody?.content?.['application/json']?.schema;
      assert.ok(schema, `${operation.name} has a documented body`);
      const limits = limitsOf(schema);
      assert.ok(limits.length > 0, `${operation.name} documents limits`);
      t.diagnostic(limits.map((l) => `${l.path.join('.')} ${l.kind} ${l.value}`).join(', '));
      for (const limit of limits) {
        const field = limit.path.join('.');
        const { ok, bad } = boundary(limit);
        // A customer_id must name a customer that exists: one is created with that id first.
        if (field === 'customer_id') {
          const seeded = await stack.request('POST', '/v1/payments', {
            key: tenant.testKey,
            body: { ...OPERATIONS[0]!.body(), customer: customer(String(ok)) },
          });
          assert.equal(seeded.status, 201, seeded.text);
        }
        const accepted = await stack.request('POST', operation.path, {
          key: tenant.testKey,
          body: withValue(operation.body(), limit.path, ok),
        });
        // An id we issue (card_id) at its length limit names nothing: 404, past the edge's checks.
        const unknownId = field.endsWith('_id') && field !== 'customer_id' && accepted.status === 404;
        assert.ok(
          accepted.status < 300 || unknownId,
          `${field} at its ${limit.kind} ${limit.value}: ${accepted.status} ${accepted.text}`,
        );
        const refused = await stack.request('POST', operation.path, {
          key: tenant.testKey,
          body: withValue(operation.body(), limit.path, bad),
        });
        assert.equal(refused.status, 422, `${field} past its ${limit.kind} ${limit.value}: ${refused.text}`);
        assert.ok(
          refused.json.error.details.fields[field],
          `${field} is named: ${JSON.stringify(refused.json.error.details)}`,
        );
      }
    });
  }
});
