import assert from 'node:assert/strict';
import { join } from 'node:path';
import { beforeEach, describe, it } from 'node:test';
import { checkDockerfile } from './dockerfile.ts';
import { problems } from './report.ts';

describe('deploy/Dockerfile rules', () => {
  beforeEach(() => {
    problems.length = 0;
  });

  it("the repository's Dockerfile follows them", () => {
    checkDockerfile();
    assert.deepEqual(problems, []);
  });

  it('an image that would ship tests and test-only code is refused, one line each', () => {
    checkDockerfile(join(import.meta.dirname, 'fixtures', 'Dockerfile.keeps-test-code'));
    assert.deepEqual(problems, [
      'deploy/Dockerfile: does not remove *.test.ts from the image',
      'deploy/Dockerfile: does not remove src/testing (test-only code) from the image',
    ]);
  });

  it('a missing Dockerfile is one problem', () => {
    checkDockerfile(join(import.meta.dirname, 'fixtures', 'no-such-Dockerfile'));
    assert.deepEqual(problems, ['deploy/Dockerfile: missing']);
  });
});
