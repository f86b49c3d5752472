import assert from 'node:assert/strict';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import { testKinds } from './test-kinds.ts';

test('a test reaching pg or NATS through any helper is integration; type-only imports do not count', async () => {
  const root = await mkdtemp(join(tmpdir(), 'kinds-'));
  try {
    const src = join(root, 'services', 'x', 'src');
    await mkdir(join(root, 'services', 'shared', 'src', 'db'), { recursive: true });
    await mkdir(src, { recursive: true });
    await writeFile(join(root, 'services', 'shared', 'src', 'db', 'database.ts'), "import pg from 'pg';\n");
    await writeFile(join(src, 'helper.ts'), "import { x } from '@gateway/shared/db/database.ts';\n");
    await writeFile(join(src, 'cycle-a.ts'), "import { b } from './cycle-b.ts';\n");
    await writeFile(
      join(src, 'cycle-b.ts'),
      "import { a } from './cycle-a.ts';\nimport { h } from './helper.ts';\n",
    );
    await writeFile(join(src, 'pure.ts'), "import type { Pool } from 'pg';\nimport { z } from 'zod';\n");
    await writeFile(join(src, 'db.test.ts'), "import { h } from './helper.ts';\n");
    await writeFile(join(src, 'cycle.test.ts'), "import { a } from './cycle-a.ts';\n");
    await writeFile(join(src, 'nats.test.ts'), "import { connect } from '@nats-io/transport-node';\n");
    await writeFile(join(src, 'pure.test.ts'), "import { p } from './pure.ts';\n");
    const files = ['db', 'cycle', 'nats', 'pure'].map((n) => `services/x/src/${n}.test.ts`);
    assert.deepEqual(testKinds(root, files), {
      unit: ['services/x/src/pure.test.ts'],
      integration: [
        'services/x/src/db.test.ts',
        'services/x/src/cycle.test.ts',
        'services/x/src/nats.test.ts',
      ],
    });
  } finally {
    await rm(root, { recursive: true, force: true });
  }
});
