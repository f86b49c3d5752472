import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { AppError } from '@gateway/shared/errors.ts';
import { isForbiddenAddress } from './addresses.ts';
import { checkEndpointUrl } from './endpoint-url.ts';

const dns: Record<string, string[]> = {
  'hooks.example.com': ['93.184.216.34', '2606:2800:220:1::1'],
  'rebind.example.com': ['127.0.0.1'],
  'mixed.example.com': ['93.184.216.34', '10.1.2.3'],
  'metadata.example.com': ['169.254.169.254'],
  'v6-local.example.com': ['fd00::1'],
};
const resolve = async (host: string) => dns[host] ?? [];

async function refused(url: string, environment: 'test' | 'live' = 'live'): Promise<string> {
  const err = await checkEndpointUrl(url, environment, resolve).then(
    () => assert.fail(`${url} was accepted`),
    (e: unknown) => e,
  );
  assert.ok(err instanceof AppError);
  assert.equal(err.code, 'VALIDATION_FAILED');
  return ((err.details?.['fields'] as Record<string, string[]> | undefined)?.['url'] ?? []).join();
}

describe('live endpoint URLs (contracts 3)', () => {
  it('accepts https to a public host', async () => {
    assert.equal(
      await checkEndpointUrl('https://hooks.example.com/in', 'live', resolve),
      'https://hooks.example.com/in',
    );
  });

  it('refuses http, literal private addresses and names that resolve to them', async () => {
    assert.match(await refused('http://hooks.example.com/in'), /https/);
    for (const url of [
      'https://127.0.0.1/in',
      'https://10.0.0.1/in',
      'https://172.16.5.4/in',
      'https://192.168.1.1/in',
      'https://169.254.169.254/latest/meta-data',
      'https://[::1]/in',
      'https://[fe80::1]/in',
      'https://[::ffff:127.0.0.1]/in',
      'https://rebind.example.com/in',
      'https://mixed.example.com/in',
      'https://metadata.example.com/in',
      'https://v6-local.example.com/in',
      'https://localhost/in',
    ])
      assert.match(await refused(url), /loopback|local|private/, url);
    assert.match(await refused('https://nowhere.example.com/in'), /does not resolve/);
  });

  it('refuses non-http schemes and credentials in any environment', async () => {
    for (const env of ['test', 'live'] as const) {
      await refused('ftp://hooks.example.com/in', env);
      await refused('https://user:pass@hooks.example.com/in', env);
      await refused('not a url', env);
    }
  });

  it('test endpoints may be http on loopback', async () => {
    assert.equal(
      await checkEndpointUrl('http://127.0.0.1:4000/hook', 'test', resolve),
      'http://127.0.0.1:4000/hook',
    );
    assert.equal(
      await checkEndpointUrl('http://localhost:4000/hook', 'test', resolve),
      'http://localhost:4000/hook',
    );
  });
});

describe('the URL as sent', () => {
  it('is returned as the merchant wrote it, not as the parser normalises it', async () => {
    assert.equal(await checkEndpointUrl('http://host:9999', 'test', resolve), 'http://host:9999');
    assert.equal(
      await checkEndpointUrl('http://127.0.0.1:4000/hook?a=1#frag', 'test', resolve),
      'http://127.0.0.1:4000/hook?a=1#frag',
    );
    assert.equal(
      await checkEndpointUrl('HTTPS://Hooks.Example.com:443/In/../hook', 'live', resolve),
      'HTTPS://Hooks.Example.com:443/In/../hook',
    );
    assert.equal(
      await checkEndpointUrl('https://hooks.example.com', 'live', resolve),
      'https://hooks.example.com',
    );
  });
});

describe('isForbiddenAddress', () => {
  it('knows public from private', () => {
    assert.equal(isForbiddenAddress('93.184.216.34'), false);
    assert.equal(isForbiddenAddress('2606:2800:220:1::1'), false);
    for (const ip of ['127.0.0.53', '0.0.0.0', '100.64.0.1', '::', 'fc00::1', '::ffff:10.0.0.1', 'garbage'])
      assert.equal(isForbiddenAddress(ip), true, ip);
  });
});
