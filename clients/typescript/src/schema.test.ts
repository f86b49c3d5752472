import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';
import { generateSchema, SCHEMA_FILE } from './generate.ts';

test('the committed client types match the gateway document (run `make client` after changing a route)', async () => {
  assert.equal(readFileSync(SCHEMA_FILE, 'utf8'), await generateSchema());
});
