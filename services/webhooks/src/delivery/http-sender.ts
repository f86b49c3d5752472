import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import { isForbiddenAddress } from '../domain/addresses.ts';

export interface SendLimits {
  /** The whole exchange: any 2xx within it counts (contracts 4: 15 s). */
  timeoutMs: number;
  connectTimeoutMs: number;
  /** Response bytes read before the connection is dropped: receivers answer, they do not stream. */
  maxResponseBytes: number;
}

export interface SendResult {
  statusCode: number | null;
  retryAfter: string | undefined;
  durationMs: number;
  error: string | null;
}

/**
 * Resolves like the system resolver but refuses private, loopback, link-local and metadata
 * addresses. It runs for every new connection, so a host re-pointed after the endpoint was
 * accepted (DNS rebinding) is still refused.
 */
const guardedLookup: LookupFunction = (hostname, options, callback) => {
  dnsLookup(hostname, { ...options, all: true }, (err, addresses: LookupAddress[]) => {
    if (err) return callback(err, '', 0);
    const list = addresses ?? [];
    if (list.length === 0 || list.some((a) => isForbiddenAddress(a.address))) {
      const refused = Object.assign(new Error(`${hostname} resolves to a forbidden address`), {
        code: 'EFORBIDDENADDRESS',
      });
      return callback(refused, '', 0);
    }
    if ((options as { all?: boolean }).all)
      return (callback as unknown as (e: null, a: LookupAddress[]) => void)(null, list);
    return callback(null, list[0]!.address, list[0]!.family);
  });
};

export interface HttpSender {
  send(
    url: string,
    headers: Record<string, string>,
    body: string,
    options: { publicOnly: boolean },
  ): Promise<SendResult>;
  close(): void;
}

export function createHttpSender(limits: SendLimits, idleSocketsPerHost: number): HttpSender {
  // Kept-alive connections save a handshake per delivery; guarded agents never share a socket with
  // open ones. No socket cap per host: endpoints of different tenants may share a host, and the
  // worker already bounds what is in flight per endpoint.
  const agentOptions = {
    keepAlive: true,
    maxSockets: Number.POSITIVE_INFINITY,
    maxFreeSockets: idleSocketsPerHost,
    timeout: limits.timeoutMs,
  };
  const agents = {
    open: { http: new http.Agent(agentOptions), https: new https.Agent(agentOptions) },
    guarded: {
      http: new http.Agent({ ...agentOptions, lookup: guardedLookup }),
      https: new https.Agent({ ...agentOptions, lookup: guardedLookup }),
    },
  };

  function send(
    rawUrl: string,
    headers: Record<string, string>,
    body: string,
    options: { publicOnly: boolean },
  ): Promise<SendResult> {
    const started = performance.now();
    const elapsed = () => Math.round(performance.now() - started);
    const fail = (error: string): SendResult => ({
      statusCode: null,
      retryAfter: undefined,
      durationMs: elapsed(),
      error,
    });
    let url: URL;
    try {
      url = new URL(rawUrl);
    } catch {
      return Promise.resolve(fail('invalid url'));
    }
    const host = url.hostname.replace(/^\[|\]$/g, '');
    if (options.publicOnly && (url.protocol !== 'https:' || (isIP(host) && isForbiddenAddress(host))))
      return Promise.resolve(fail('url is not allowed for a live endpoint'));
    const set = options.publicOnly ? agents.guarded : agents.open;
    const secure = url.protocol === 'https:';
    const payload = Buffer.from(body, 'utf8');
    return new Promise<SendResult>((resolve) => {
      let settled = false;
      const finish = (result: SendResult) => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        resolve(result);
      };
      const request = (secure ? https : http).request(url, {
        method: 'POST',
        agent: secure ? set.https : set.http,
        headers: { ...headers, 'content-length': String(payload.length) },
      });
      const timer = setTimeout(() => {
        finish(fail(`timed out after ${limits.timeoutMs} ms`));
        request.destroy();
      }, limits.timeoutMs);
      request.on('socket', (socket) => {
        if (!socket.connecting) return;
        const connectTimer = setTimeout(() => {
          finish(fail(`could not connect within ${limits.connectTimeoutMs} ms`));
          request.destroy();
        }, limits.connectTimeoutMs);
        socket.once('connect', () => clearTimeout(connectTimer));
        socket.once('secureConnect', () => clearTimeout(connectTimer));
        socket.once('close', () => clearTimeout(connectTimer));
      });
      request.on('error', (err: NodeJS.ErrnoException) => finish(fail(err.code ?? 'request failed')));
      request.on('response', (response) => {
        // Redirects are answers like any other non-2xx: never followed.
        const statusCode = response.statusCode ?? null;
        const retryAfter = response.headers['retry-after'];
        let read = 0;
        response.on('data', (chunk: Buffer) => {
          read += chunk.length;
          if (read > limits.maxResponseBytes) {
            finish({ statusCode, retryAfter, durationMs: elapsed(), error: null });
            response.destroy();
          }
        });
        response.on('end', () => finish({ statusCode, retryAfter, durationMs: elapsed(), error: null }));
        response.on('error', () => finish({ statusCode, retryAfter, durationMs: elapsed(), error: null }));
      });
      request.end(payload);
    });
  }

  return {
    send,
    close() {
      for (const set of Object.values(agents)) {
        set.http.destroy();
        set.https.destroy();
      }
    },
  };
}
