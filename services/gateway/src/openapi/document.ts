import { z } from 'zod';
import type { ApiRoute } from '../http/route.ts';

function schemaOf(schema: z.ZodType): Record<string, unknown> {
  // io: 'input' documents what clients send (defaults optional, coercions as typed).
  return z.toJSONSchema(schema, { target: 'draft-2020-12', unrepresentable: 'any', io: 'input' }) as Record<
    string,
    unknown
  >;
}

function queryParameters(schema: z.ZodType | undefined) {
  if (!schema) return [];
  const json = schemaOf(schema) as { properties?: Record<string, unknown> };
  return Object.entries(json.properties ?? {}).map(([name, s]) => ({
    name,
    in: 'query',
    required: false,
    schema: s,
  }));
}

/** OpenAPI 3.1 built from the same zod schemas the edge validates with. */
export function openApiDocument(routes: ApiRoute[], baseUrl: string): Record<string, unknown> {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const route of routes) {
    const path = route.url.replace(/:(\w+)/g, '{$1}');
    const params = [...route.url.matchAll(/:(\w+)/g)].map((m) => ({
      name: m[1],
      in: 'path',
      required: true,
      schema: { type: 'string' },
    }));
    const operation: Record<string, unknown> = {
      summary: route.summary,
      tags: [route.tag],
      parameters: [...params, ...queryParameters(route.query)],
      responses: Object.fromEntries(
        Object.entries(route.responses).map(([status, r]) => [
          status,
          {
            description: r.description,
            ...(r.schema ? { content: { 'application/json': { schema: schemaOf(r.schema) } } } : {}),
          },
        ]),
      ),
    };
    if (route.body) {
      operation['requestBody'] = {
        required: !route.optionalBody,
        content: { 'application/json': { schema: schemaOf(route.body) } },
      };
    }
    paths[path] ??= {};
    paths[path][route.method.toLowerCase()] = operation;
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Payment gateway API',
      version: '1.0.0',
      description:
        'Card payments through provider_a and provider_b, bank transfers reviewed by an operator, ' +
        'customers and hosted checkout for merchants in Paraguay (PYG). Errors use ' +
        '{error: {code, message, details?, request_id}}; every response carries a Request-Id header.',
    },
    servers: [{ url: baseUrl }],
    security: [{ bearer: [] }],
    components: {
      securitySchemes: { bearer: { type: 'http', scheme: 'bearer', description: 'sk_test_… or sk_live_…' } },
    },
    paths,
  };
}
