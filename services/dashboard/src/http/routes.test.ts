import assert from 'node:assert/strict';
import { test } from 'node:test';
import cookie from '@fastify/cookie';
import formbody from '@fastify/formbody';
import { systemClock } from '@gateway/shared/clock.ts';
import Fastify from 'fastify';
import type { DashboardStore } from '../domain/ports.ts';
import { signInUseCases } from '../domain/sign-in.ts';
import { COOKIE, dashboardRoutes, type RouteDeps } from './routes.ts';

/** A store whose database has gone away: every call fails as pg does when Postgres is down. */
const unreachable = new Proxy({} as DashboardStore, {
  get: () => async () => {
    throw Object.assign(new Error('connect ECONNREFUSED 10.1.2.3:5432 (secret host)'), {
      code: 'ECONNREFUSED',
    });
  },
});

test('with Postgres away a page is 503 in the dashboard frame, naming no host', async () => {
  const app = Fastify();
  await app.register(cookie);
  await app.register(formbody);
  const unused = {} as RouteDeps['accounts'];
  dashboardRoutes(app, {
    signIn: signInUseCases(unreachable, systemClock, 12),
    store: unreachable,
    clock: systemClock,
    accounts: unused,
    payments: unused as unknown as RouteDeps['payments'],
    receipts: unused as unknown as RouteDeps['receipts'],
    webhooks: unused as unknown as RouteDeps['webhooks'],
    secureCookies: false,
  });
  const res = await app.inject({ url: '/dashboard/payments', cookies: { [COOKIE]: 'a-session-token' } });
  assert.equal(res.statusCode, 503);
  assert.match(res.headers['content-type'] ?? '', /text\/html/);
  assert.doesNotMatch(res.body, /ECONNREFUSED|10\.1\.2\.3|secret host/);
  const signIn = await app.inject({
    method: 'POST',
    url: '/dashboard/sign-in',
    payload: 'email=a%40b.example&password=whatever-long-enough',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
  assert.equal(signIn.statusCode, 503);
  await app.close();
});
