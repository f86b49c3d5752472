import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeEach, describe, it } from 'node:test';
import { parse } from 'yaml';
import { skaffoldFile } from './paths.ts';
import { problems } from './report.ts';
import { checkSkaffoldSchema } from './skaffold.ts';

const fixture = (name: string): unknown =>
  parse(readFileSync(join(import.meta.dirname, 'fixtures', name), 'utf8'));

describe("skaffold.yaml against skaffold's published schema", () => {
  beforeEach(() => {
    problems.length = 0;
  });

  it("the repository's skaffold.yaml is valid", () => {
    checkSkaffoldSchema(parse(readFileSync(skaffoldFile, 'utf8')));
    assert.deepEqual(problems, []);
  });

  it('a misspelt key and a value of the wrong type are each named with their path', () => {
    checkSkaffoldSchema(fixture('skaffold-typo.yaml'), 'fixture');
    assert.ok(
      problems.some((p) => p.includes('/build/artifacts/0') && p.includes('(dokcer)')),
      problems.join('\n'),
    );
    assert.ok(
      problems.some((p) => p.includes('/portForward/0/localPort') && p.includes('integer')),
      problems.join('\n'),
    );
  });

  it('a field of the wrong shape at the top is refused', () => {
    checkSkaffoldSchema(
      { apiVersion: 'skaffold/v4beta11', kind: 'Config', build: { artifacts: 'gateway/x' } },
      'fixture',
    );
    assert.ok(
      problems.some((p) => p.includes('/build/artifacts') && p.includes('array')),
      problems.join('\n'),
    );
  });
});
