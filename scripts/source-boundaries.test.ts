import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { it } from 'node:test';

const root = join(import.meta.dirname, '..');

function sources(dir: string, out: string[] = []): string[] {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules') continue;
    const path = join(dir, entry.name);
    if (entry.isDirectory()) sources(path, out);
    else if (entry.name.endsWith('.ts')) out.push(path);
  }
  return out;
}

// The images drop src/testing and *.test.ts (deploy/Dockerfile); that is safe only while no code
// that ships imports them.
it('no code that ships in an image imports test-only code', () => {
  const offenders: string[] = [];
  for (const file of sources(join(root, 'services'))) {
    const path = relative(root, file);
    if (path.endsWith('.test.ts') || path.split('/').includes('testing')) continue;
    const text = readFileSync(file, 'utf8');
    for (const match of text.matchAll(/from\s+['"]([^'"]+)['"]/g)) {
      const target = match[1] ?? '';
      if (/(^|\/)testing\//.test(target) || /\.test\.ts$/.test(target))
        offenders.push(`${path} imports ${target}`);
    }
  }
  assert.deepEqual(offenders, []);
});
