// Writes schema.ts from the gateway's OpenAPI document (`make client`). The document is built
// from the gateway's route declarations, so no server has to run.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import openapiTS, { astToString } from 'openapi-typescript';

export const SCHEMA_FILE = join(import.meta.dirname, 'schema.ts');

export async function generateSchema(): Promise<string> {
  const { apiRoutes } = await import('../../../services/gateway/src/app.ts');
  const { openApiDocument } = await import('../../../services/gateway/src/openapi/document.ts');
  const document = openApiDocument(apiRoutes({} as never), 'http://localhost:8080');
  const ast = await openapiTS(document as never, { alphabetize: true });
  return `// Generated from the gateway's OpenAPI document by \`make client\`; never edit by hand.\n${astToString(ast)}`;
}

if (import.meta.main) writeFileSync(SCHEMA_FILE, await generateSchema());
