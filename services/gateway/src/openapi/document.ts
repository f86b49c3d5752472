import { ERROR_CODES } from '@gateway/shared/errors.ts';
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
  return {
    openapi: '3.1.0',
    info: {
      title: 'Payment gateway API',
      version: '1.0.0',
      description: GUIDES,
    },
    servers: [{ url: baseUrl }],
    security: [{ bearer: [] }],
    tags: [...new Set(routes.map((r) => r.tag))].map((tag) => ({ name: tag })),
    components: {
      securitySchemes: { bearer: { type: 'http', scheme: 'bearer', description: 'sk_test_… or sk_live_…' } },
      schemas,
    },
    paths,
  };
}
