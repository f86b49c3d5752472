import { ERROR_CODES } from '@gateway/shared/errors.ts';
import { sample } from 'openapi-sampler';
import { z } from 'zod';
import type { ApiRoute } from '../http/route.ts';
import { GUIDES } from './guides.ts';

type Json = Record<string, unknown>;
const ref = (id: string) => ({ $ref: `#/components/schemas/${id}` });

/** PascalCase name of an operation: POST /v1/payments/:id/cancel → PostPaymentsIdCancel. */
function operationName(route: ApiRoute): string {
  const words = [route.method.toLowerCase(), ...route.url.replace(/^\/v1\//, '').split(/[/:_-]+/)];
  return words
    .filter(Boolean)
    .map((w) => w[0]!.toUpperCase() + w.slice(1))
    .join('');
}

/**
 * Converts every schema of the document in one pass per direction, so a schema named with
 * `.meta({id})` (Payment, Customer, Error, ...) becomes one component that every operation
 * references, instead of private `$defs` a document-level `$ref` cannot reach.
 */
function components(requests: Map<string, z.ZodType>, responses: Map<string, z.ZodType>): Json {
  const named = (z.globalRegistry as unknown as { _idmap: Map<string, z.ZodType> })._idmap;
  const convert = (schemas: Map<string, z.ZodType>, io: 'input' | 'output') => {
    const registry = z.registry<{ id: string }>();
    for (const [id, schema] of schemas) registry.add(schema, { id });
    const { schemas: out } = z.toJSONSchema(registry, {
      target: 'draft-2020-12',
      unrepresentable: 'any',
      io,
      uri: (id) => `#/components/schemas/${id}`,
    }) as { schemas: Record<string, Json> };
    for (const schema of Object.values(out)) {
      delete schema['$schema'];
      delete schema['$id'];
    }
    return out;
  };
  // Named schemas are what the API returns; requests are documented as clients send them.
  return { ...convert(requests, 'input'), ...convert(new Map([...named, ...responses]), 'output') };
}

const header = (description: string, type: 'string' | 'integer' = 'string') => ({
  description,
  schema: { type },
});

const COMMON_HEADERS = {
  'Request-Id': header('Identifies this request; equals error.request_id in an error body.'),
};
const RATE_HEADERS = {
  'RateLimit-Limit': header('Requests per second allowed for this API key.', 'integer'),
  'RateLimit-Remaining': header('Requests left in the current one-second window.', 'integer'),
  'RateLimit-Reset': header('Seconds until the window resets.', 'integer'),
};

/** Answers any authenticated route can give, besides the ones it declares. */
function commonErrors(route: ApiRoute): Record<string, string> {
  return {
    ...(route.body || route.optionalBody
      ? { '400': 'MALFORMED_REQUEST: the body is not a JSON object', '422': 'VALIDATION_FAILED' }
      : {}),
    ...(route.query ? { '422': 'VALIDATION_FAILED: a query parameter is invalid or unknown' } : {}),
    401: 'UNAUTHORIZED: missing, invalid or revoked API key',
    429: 'RATE_LIMITED: over the per-key rate limit; retry after Retry-After seconds',
    500: 'INTERNAL: unexpected error; quote error.request_id to support',
    503: 'UNAVAILABLE: a dependency is down; retry with the same reference',
  };
}

const html = (description: string) => ({
  description,
  headers: COMMON_HEADERS,
  content: { 'text/html': { schema: { type: 'string' } } },
});
const tokenParam = (name: string, description: string) => ({
  name,
  in: 'path',
  required: true,
  description,
  schema: { type: 'string' },
});

/**
 * What the edge serves under /v1 without an API key: the document itself, the pages a buyer's
 * browser opens (authorised by the opaque id in their path) and the processors' signed callbacks.
 */
const PUBLIC_OPERATIONS: Record<string, Record<string, Json>> = {
  '/v1/openapi.json': {
    get: {
      operationId: 'getOpenApiDocument',
      summary: 'This document',
      tags: ['Reference'],
      security: [],
      responses: {
        200: {
          description: 'OpenAPI 3.1',
          headers: COMMON_HEADERS,
          content: { 'application/json': { schema: { type: 'object' } } },
        },
      },
    },
  },
  '/v1/checkout/{session_id}': {
    get: {
      operationId: 'getHostedCheckoutPage',
      summary: 'The hosted checkout page of a session (HTML for the buyer; spec 4.4)',
      tags: ['Checkout sessions'],
      security: [],
      parameters: [
        tokenParam('session_id', 'The cs_… id: it alone authorises the page while the session is open'),
      ],
      responses: {
        200: html('The page: method selection, card form or bank transfer with receipt upload'),
        303: {
          description: 'The transfer receipt is in: on to success_url?status=pending',
          headers: COMMON_HEADERS,
        },
        410: html('The session is completed, expired or cancelled; the page sends the buyer back'),
        404: html('No such session'),
      },
    },
  },
  '/v1/checkout/{session_id}/receipt': {
    post: {
      operationId: 'postHostedCheckoutReceipt',
      summary:
        "The buyer's transfer receipt, uploaded from the hosted page (same limits as the API's upload)",
      tags: ['Checkout sessions'],
      security: [],
      parameters: [tokenParam('session_id', 'The open session whose transfer awaits a receipt')],
      requestBody: {
        required: true,
        content: {
          'multipart/form-data': {
            schema: {
              type: 'object',
              required: ['file'],
              properties: {
                file: { type: 'string', format: 'binary' },
                notes: { type: 'string', maxLength: 1000 },
              },
            },
          },
        },
      },
      responses: {
        303: {
          description: 'Back to the hosted page, with receipt_error when the file was refused',
          headers: COMMON_HEADERS,
        },
        503: {
          description: 'UNAVAILABLE',
          headers: COMMON_HEADERS,
          content: { 'application/json': { schema: ref('Error') } },
        },
      },
    },
  },
  '/v1/checkout-pages/{path}': {
    get: {
      operationId: 'getCheckoutIframePage',
      summary: 'The card payment page inside the iframe (checkout.checkout_url), and its form',
      tags: ['Payments'],
      security: [],
      parameters: [tokenParam('path', 'The opaque token of checkout_url, and the form paths under it')],
      responses: { 200: html('The page'), 404: html('Unknown token'), 410: html('The link expired') },
    },
    post: {
      operationId: 'postCheckoutIframeForm',
      summary: 'The card form posted from inside the iframe (proxied to the processor, never exposed)',
      tags: ['Payments'],
      security: [],
      parameters: [tokenParam('path', 'The opaque token of checkout_url, and the form paths under it')],
      responses: { 200: html('The processor’s next step or result'), 404: html('Unknown token') },
    },
  },
  '/v1/card-registrations/{path}': {
    get: {
      operationId: 'getCardRegistrationPage',
      summary: 'The card registration page inside the iframe (registration.checkout_url)',
      tags: ['Cards'],
      security: [],
      parameters: [
        tokenParam('path', 'The opaque token of the registration checkout_url, and the paths under it'),
      ],
      responses: { 200: html('The page'), 404: html('Unknown token'), 410: html('The link expired') },
    },
    post: {
      operationId: 'postCardRegistrationForm',
      summary: 'The registration form posted from inside the iframe (3DS included)',
      tags: ['Cards'],
      security: [],
      parameters: [
        tokenParam('path', 'The opaque token of the registration checkout_url, and the paths under it'),
      ],
      responses: { 200: html('The next step or result'), 404: html('Unknown token') },
    },
  },
  '/v1/provider-callbacks/{provider}': {
    post: {
      operationId: 'postProviderCallback',
      summary:
        "A card processor's signed callback (X-Provider-Signature: t=…,v1=…; refused beyond 5 minutes)",
      tags: ['Processors'],
      security: [],
      parameters: [tokenParam('provider', 'provider_a or provider_b')],
      requestBody: { required: true, content: { 'application/json': { schema: { type: 'object' } } } },
      responses: {
        200: {
          description: 'Applied (or already applied)',
          headers: COMMON_HEADERS,
          content: { 'application/json': { schema: { type: 'object' } } },
        },
        401: {
          description: 'UNAUTHORIZED: bad or stale signature',
          headers: COMMON_HEADERS,
          content: { 'application/json': { schema: ref('Error') } },
        },
        404: {
          description: 'NOT_FOUND: unknown provider or payment',
          headers: COMMON_HEADERS,
          content: { 'application/json': { schema: ref('Error') } },
        },
      },
    },
  },
};

/** OpenAPI 3.1 built from the same zod schemas the edge validates with. */
export function openApiDocument(routes: ApiRoute[], baseUrl: string): Json {
  const requests = new Map<string, z.ZodType>();
  const responses = new Map<string, z.ZodType>();
  const paths: Record<string, Record<string, unknown>> = {};
  const named = (schema: z.ZodType, fallback: string, into: Map<string, z.ZodType>) => {
    const id = z.globalRegistry.get(schema)?.id;
    if (typeof id === 'string') return ref(id);
    into.set(fallback, schema);
    return ref(fallback);
  };

  for (const route of routes) {
    const name = operationName(route);
    const path = route.url.replace(/:(\w+)/g, '{$1}');
    const pathParams = [...route.url.matchAll(/:(\w+)/g)].map((m) => ({
      name: m[1],
      in: 'path',
      required: true,
      schema: { type: 'string' },
    }));
    const queryParams = route.query
      ? Object.entries(
          (z.toJSONSchema(route.query, { unrepresentable: 'any', io: 'input' }) as { properties?: Json })
            .properties ?? {},
        ).map(([param, schema]) => ({ name: param, in: 'query', required: false, schema }))
      : [];

    const declared = Object.entries(route.responses).map(([status, r]) => [
      status,
      {
        description: r.description,
        headers: { ...COMMON_HEADERS, ...RATE_HEADERS },
        ...(r.schema
          ? {
              content: {
                'application/json': { schema: named(r.schema, `${name}Response${status}`, responses) },
              },
            }
          : {}),
        ...(r.mediaType
          ? { content: { [r.mediaType]: { schema: { type: 'string', format: 'binary' } } } }
          : {}),
      },
    ]);
    const extra = Object.entries(commonErrors(route))
      .filter(([status]) => !(status in route.responses))
      .map(([status, description]) => [
        status,
        {
          description,
          headers:
            status === '429'
              ? { ...COMMON_HEADERS, ...RATE_HEADERS, 'Retry-After': header('Seconds to wait.', 'integer') }
              : COMMON_HEADERS,
          content: { 'application/json': { schema: ref('Error') } },
        },
      ]);

    const operation: Json = {
      operationId: name[0]!.toLowerCase() + name.slice(1),
      summary: route.summary,
      ...(route.description ? { description: route.description } : {}),
      tags: [route.tag],
      parameters: [...pathParams, ...queryParams],
      responses: Object.fromEntries([...declared, ...extra]),
    };
    if (route.body) {
      operation['requestBody'] = {
        required: !route.optionalBody,
        content: { 'application/json': { schema: named(route.body, `${name}Request`, requests) } },
      };
    }
    if (route.multipart) {
      operation['requestBody'] = {
        required: true,
        content: { 'multipart/form-data': { schema: named(route.multipart, `${name}Request`, requests) } },
      };
    }
    paths[path] ??= {};
    paths[path][route.method.toLowerCase()] = operation;
  }

  const schemas = components(requests, responses);
  // The closed set of codes, so clients can switch on error.code exhaustively.
  const error = schemas['Error'] as { properties?: { error?: { properties?: Json } } } | undefined;
  if (error?.properties?.error?.properties) {
    error.properties.error.properties['code'] = { type: 'string', enum: [...ERROR_CODES] };
  }
  for (const [path, operations] of Object.entries(PUBLIC_OPERATIONS)) paths[path] = { ...operations };
  addExamples(paths, schemas);
  return {
    openapi: '3.1.0',
    info: {
      title: 'Payment gateway API',
      version: '1.0.0',
      description: GUIDES,
    },
    servers: [{ url: baseUrl }],
    security: [{ bearer: [] }],
    tags: [
      ...new Set([
        ...routes.map((r) => r.tag),
        ...Object.values(PUBLIC_OPERATIONS).flatMap((ops) =>
          Object.values(ops).flatMap((op) => op['tags'] as string[]),
        ),
      ]),
    ].map((tag) => ({ name: tag })),
    components: {
      securitySchemes: { bearer: { type: 'http', scheme: 'bearer', description: 'sk_test_… or sk_live_…' } },
      schemas,
    },
    paths,
  };
}

/**
 * An example for every request and response body, generated from its schema by Redocly's
 * openapi-sampler, which prefers the examples the schemas carry (`.meta({ example })`) and
 * otherwise builds one from types, formats, enums and limits: so an example can never disagree
 * with the schema it illustrates.
 */
function addExamples(paths: Record<string, Record<string, unknown>>, schemas: Json): void {
  const document = { components: { schemas } };
  const exemplify = (content: unknown) => {
    for (const media of Object.values((content ?? {}) as Record<string, Json>)) {
      const schema = media['schema'] as Json | undefined;
      if (!schema || schema['format'] === 'binary') continue;
      media['example'] = sample(schema as never, { skipReadOnly: true, quiet: true }, document);
    }
  };
  for (const operations of Object.values(paths))
    for (const operation of Object.values(operations) as Json[]) {
      exemplify((operation['requestBody'] as Json | undefined)?.['content']);
      for (const response of Object.values(operation['responses'] as Record<string, Json>))
        exemplify(response['content']);
    }
}
