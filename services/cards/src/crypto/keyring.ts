/** AES-256 keys by id; `current` encrypts new tokens, every key decrypts what it wrote. */
export interface Keyring {
  current: string;
  keys: ReadonlyMap<string, Buffer>;
}

const KEY_ID = /^[A-Za-z0-9._-]{1,64}$/;

/** "id:base64,id:base64", newest first. A malformed list is refused whole: no half keyring. */
export function parseKeyring(spec: string): { ok: true; keyring: Keyring } | { ok: false; message: string } {
  const keys = new Map<string, Buffer>();
  let current: string | null = null;
  for (const entry of spec.split(',').map((part) => part.trim())) {
    if (entry === '') continue;
    const at = entry.indexOf(':');
    const id = at === -1 ? '' : entry.slice(0, at);
    if (!KEY_ID.test(id)) return { ok: false, message: 'each entry must be id:base64key' };
    const key = Buffer.from(entry.slice(at + 1), 'base64');
    if (key.length !== 32) return { ok: false, message: `key ${id} must be 32 bytes of base64` };
    if (keys.has(id)) return { ok: false, message: `key ${id} is listed twice` };
    keys.set(id, key);
    current ??= id;
  }
  if (current === null) return { ok: false, message: 'at least one key is required' };
  return { ok: true, keyring: { current, keys } };
}
