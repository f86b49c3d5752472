import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Secrets the services require in production and the local stack still should not share with
 * every other clone (processor keys and callback secrets, the card token key): generated once per
 * installation into `.local/secrets.json` (git-ignored,
 * mode 0600) and given to every service. A variable already set in the environment wins.
 */
export const INSTALLATION_SECRETS = [
  'PROVIDER_A_CALLBACK_SECRET',
  'PROVIDER_B_CALLBACK_SECRET',
  'PROVIDER_A_API_KEY',
  'PROVIDER_B_API_KEY',
  'CARD_TOKEN_KEYS',
] as const;

export type InstallationSecrets = Record<(typeof INSTALLATION_SECRETS)[number], string>;

// The cards service reads a keyring, "id:base64key": one AES-256 key named for this installation.
const value = (name: string): string =>
  name === 'CARD_TOKEN_KEYS'
    ? `local-1:${randomBytes(32).toString('base64')}`
    : randomBytes(32).toString('base64url');

function generate(): InstallationSecrets {
  return Object.fromEntries(INSTALLATION_SECRETS.map((name) => [name, value(name)])) as InstallationSecrets;
}

function read(file: string): Partial<InstallationSecrets> {
  return JSON.parse(readFileSync(file, 'utf8')) as Partial<InstallationSecrets>;
}

export function installationSecrets(root: string): InstallationSecrets {
  const dir = join(root, '.local');
  const file = join(dir, 'secrets.json');
  mkdirSync(dir, { recursive: true });
  try {
    // 'wx': two stacks starting at once keep the one file the first of them wrote.
    writeFileSync(file, `${JSON.stringify(generate(), null, 2)}\n`, { flag: 'wx', mode: 0o600 });
  } catch (err) {
    if ((err as { code?: string }).code !== 'EEXIST') throw err;
  }
  const saved = read(file);
  const missing = INSTALLATION_SECRETS.filter((name) => !saved[name]);
  if (missing.length === 0) return saved as InstallationSecrets;
  // A secret added after the file was written is generated and kept alongside the others.
  const completed = { ...generate(), ...saved };
  writeFileSync(file, `${JSON.stringify(completed, null, 2)}\n`, { mode: 0o600 });
  return completed;
}
