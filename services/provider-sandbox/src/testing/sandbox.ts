import type { AddressInfo } from 'node:net';
import { pino } from 'pino';
import { type App, buildApp } from '../app.ts';
import { parseConfig } from '../config.ts';
import { type FakeClock, fakeClock } from './fake-clock.ts';

export const SECRETS = { provider_a: 'test_secret_a', provider_b: 'test_secret_b' };

export type Sandbox = {
  app: App;
  origin: string;
  a: string;
  b: string;
  clock: FakeClock;
  close(): Promise<void>;
};

/** The real app on an ephemeral loopback port, with a clock the test controls. */
export async function startSandbox(options: { callbackRetryDelayMs?: number } = {}): Promise<Sandbox> {
  const parsed = parseConfig({
    PROVIDER_A_CALLBACK_SECRET: SECRETS.provider_a,
    PROVIDER_B_CALLBACK_SECRET: SECRETS.provider_b,
    LOG_LEVEL: 'silent',
  });
  if (!parsed.ok) throw new Error(parsed.message);
  const clock = fakeClock();
  const app = await buildApp(parsed.config, {
    clock,
    logger: pino({ level: 'silent' }),
    callbackRetryDelayMs: options.callbackRetryDelayMs ?? 20,
    callbackTimeoutMs: 2000,
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  const origin = `http://127.0.0.1:${port}`;
  return {
    app,
    origin,
    a: `${origin}/provider-a`,
    b: `${origin}/provider-b`,
    clock,
    close: () => app.close(),
  };
}

export type JsonReply = { status: number; body: Record<string, unknown> };

/** A server-to-server call as the gateway's adapter makes it. */
export async function callApi(
  url: string,
  body?: unknown,
  init: { key?: string | null } = {},
): Promise<JsonReply> {
  const headers: Record<string, string> = {};
  if (init.key !== null) headers['authorization'] = `Bearer ${init.key ?? 'sk_test_sandbox'}`;
  if (body !== undefined) headers['content-type'] = 'application/json';
  const response = await fetch(url, {
    method: body === undefined ? 'GET' : 'POST',
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}
