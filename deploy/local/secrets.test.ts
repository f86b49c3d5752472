import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, it } from 'node:test';
import { INSTALLATION_SECRETS, installationSecrets } from './secrets.ts';

describe('installationSecrets', () => {
  const roots: string[] = [];
  const root = () => {
    const dir = mkdtempSync(join(tmpdir(), 'gw-secrets-'));
    roots.push(dir);
    return dir;
  };
  after(() => {
    for (const dir of roots) rmSync(dir, { recursive: true, force: true });
  });

  it('generates every secret once per installation into .local/secrets.json, readable by its owner only', () => {
    const dir = root();
    const first = installationSecrets(dir);
    assert.deepEqual(Object.keys(first).sort(), [...INSTALLATION_SECRETS].sort());
    for (const [name, value] of Object.entries(first)) {
      if (name === 'CARD_TOKEN_KEYS') assert.match(value, /^local-1:[A-Za-z0-9+/]{43}=$/);
      else assert.match(value, /^[A-Za-z0-9_-]{43}$/);
    }
    assert.deepEqual(installationSecrets(dir), first, 'the same secrets on the next start');
    const file = join(dir, '.local', 'secrets.json');
    assert.equal(statSync(file).mode & 0o777, 0o600);
    assert.notDeepEqual(installationSecrets(root()), first, 'another installation gets its own');
  });

  it('keeps what is saved and adds a secret the file does not have yet', () => {
    const dir = root();
    installationSecrets(dir);
    const file = join(dir, '.local', 'secrets.json');
    const saved = JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>;
    delete saved['CARD_TOKEN_KEYS'];
    writeFileSync(file, JSON.stringify(saved));
    const completed = installationSecrets(dir);
    assert.equal(completed.PROVIDER_A_CALLBACK_SECRET, saved['PROVIDER_A_CALLBACK_SECRET']);
    assert.ok(completed.CARD_TOKEN_KEYS);
    assert.equal(
      (JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>)['CARD_TOKEN_KEYS'],
      completed.CARD_TOKEN_KEYS,
    );
  });
});
