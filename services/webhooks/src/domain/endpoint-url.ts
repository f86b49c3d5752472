import { isIP } from 'node:net';
import { validationError } from '@gateway/shared/errors.ts';
import { isForbiddenAddress } from './addresses.ts';

/** Resolves a host name to every address it has (a port: the domain does no I/O itself). */
export type Resolve = (host: string) => Promise<string[]>;

const MAX_URL_LENGTH = 2048;

const invalid = (message: string) => validationError({ url: [message] });

/**
 * Contracts 3: http(s) only; live endpoints must be https and must not resolve to a loopback,
 * private, link-local or metadata address. Test endpoints may point at a merchant's own machine.
 * Returns the URL as the merchant sent it, not as the parser spells it (`http://host:9999` gains
 * no `/`): it is what they configured and compare against. The sender parses it the same way.
 */
export async function checkEndpointUrl(
  raw: string,
  environment: 'test' | 'live',
  resolve: Resolve,
): Promise<string> {
  if (raw.length > MAX_URL_LENGTH) throw invalid(`must be at most ${MAX_URL_LENGTH} characters`);
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw invalid('must be an absolute http or https URL');
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw invalid('must be an http or https URL');
  if (url.username || url.password) throw invalid('must not carry credentials');
  if (environment === 'test') return raw;
  if (url.protocol !== 'https:') throw invalid('must use https for live endpoints');
  const host = url.hostname.replace(/^\[|\]$/g, '');
  let addresses: string[];
  if (isIP(host)) addresses = [host];
  else {
    if (host === 'localhost' || host.endsWith('.localhost'))
      throw invalid('must not point at a local address');
    addresses = await resolve(host).catch(() => []);
    if (addresses.length === 0) throw invalid('host does not resolve');
  }
  if (addresses.some(isForbiddenAddress))
    throw invalid('must not resolve to a loopback, private, link-local or metadata address');
  return raw;
}
