import type { FastifyServerOptions } from 'fastify';

const refuse = (): never => {
  throw new Error('This service validates with zod: a route may not declare a fastify JSON schema');
};

/**
 * fastify's `schemaController` without its default compilers. Every route here validates its input
 * with zod, so fastify would load ajv and fast-json-stringify (about 3 MiB resident per process) for
 * nothing; a route that declares a body, query, params, headers or response schema fails at start.
 */
export const zodOnlySchemas: NonNullable<FastifyServerOptions['schemaController']> = {
  compilersFactory: { buildValidator: refuse, buildSerializer: refuse },
};
