import { paraguayTimes } from '@gateway/shared/merchant-times.ts';
import { tmpdir } from 'node:os';
import { AppError, notFound } from '@gateway/shared/errors.ts';
import { isProviderName } from '@gateway/shared/names.ts';
import { context, extractContext } from '@gateway/shared/telemetry.ts';
import type { Running } from '@gateway/shared/lifecycle.ts';
import { newId } from '@gateway/shared/ids.ts';
import { endpointLabel, waitFor } from '@gateway/shared/kit/dependencies.ts';
import type { Logger } from '@gateway/shared/logger.ts';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import { connect, type NatsConnection } from '@nats-io/transport-node';
import Fastify, {
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
  LogController,
} from 'fastify';
import { Authenticator, type Principal } from './auth/authenticator.ts';
import { listenForRevocations } from './auth/revocations.ts';
import { type Clients, createClients } from './clients/index.ts';
import { type Config, readConfig } from './config.ts';
import { jsonObjectBody, registerBodyParsers } from './http/body.ts';
import { sendError } from './http/envelope.ts';
import { registerMultipart } from './http/multipart.ts';
import { proxyTo } from './http/proxy.ts';
import { applyRateLimit, RateLimiter } from './http/rate-limit.ts';
import type { ApiRoute } from './http/route.ts';
import { assertCleanText, assertQueryEncoding } from './http/text.ts';
import { parseWith } from './http/validate.ts';
import { openApiDocument } from './openapi/document.ts';
import { cardTestHelperRoutes } from './routes/card-test-helpers.ts';
import { cardRoutes } from './routes/cards.ts';
import { customerRoutes } from './routes/customers.ts';
import { paymentRoutes } from './routes/payments.ts';
import { sessionRoutes } from './routes/sessions.ts';
import { instrumentHttp } from '@gateway/shared/metrics/http.ts';
import { hostedReceiptRoute } from './routes/hosted-receipt.ts';
import { type ReceiptRouteOptions, receiptRoutes } from './routes/receipts.ts';
import { testHelperRoutes } from './routes/test-helpers.ts';
import { webhookRoutes } from './routes/webhooks.ts';
import { zodOnlySchemas } from '@gateway/shared/http/schema-compilers.ts';

export function apiRoutes(
  clients: Clients,
  options: ReceiptRouteOptions = { publicBaseUrl: '', uploadDir: tmpdir() },
): ApiRoute[] {
  return [
    ...customerRoutes(clients),
    ...paymentRoutes(clients, options.publicBaseUrl),
    ...receiptRoutes(clients, options),
    ...cardRoutes(clients),
    ...sessionRoutes(clients),
    ...testHelperRoutes(clients),
    ...cardTestHelperRoutes(clients),
    ...webhookRoutes(clients),
  ];
}

// Fastify's maxParamLength: longer route parameters answer 404 (see envelope.ts).
const MAX_PATH_SEGMENT = 100;

export interface GatewayApp {
  app: FastifyInstance;
  /** Every route fastify serves, as registered (the OpenAPI test compares it with the document). */
  routes: { method: string; url: string }[];
  stop(): Promise<void>;
}

export async function buildApp(config: Config, logger: Logger): Promise<GatewayApp> {
  const clients = createClients(config);
  // Started before NATS (or during its restart), the gateway waits for it instead of exiting.
  const nc: NatsConnection = await waitFor(
    'NATS',
    endpointLabel(config.NATS_URL, '4222'),
    'NATS_URL',
    () => connect({ servers: config.NATS_URL.split(','), name: 'gateway', maxReconnectAttempts: -1 }),
    { deadlineMs: config.DEPENDENCY_WAIT_MS, onRetry: (line) => logger.warn(line) },
  );
  let natsConnected = true;
  void (async () => {
    for await (const status of nc.status()) {
      if (status.type === 'disconnect') natsConnected = false;
      if (status.type === 'reconnect') natsConnected = true;
    }
  })();
  const authenticator = new Authenticator(
    async (secret) => {
      const res = await clients.accounts.authenticateKey({ apiKey: secret }, { timeoutMs: 3000 });
      return {
        tenantId: res.tenantId,
        environment: res.environment as Principal['environment'],
        keyId: res.keyId,
      };
    },
    config.AUTH_CACHE_TTL_MS,
    Date.now,
    {
      failuresPerMinute: config.AUTH_FAILURES_PER_MINUTE,
      negativeTtlMs: config.AUTH_NEGATIVE_TTL_MS,
    },
  );
  listenForRevocations(nc, config.EVENT_NAMESPACE, authenticator, logger);
  const limiter = new RateLimiter({
    rates: { live: config.RATE_LIMIT_LIVE, test: config.RATE_LIMIT_TEST },
    redisUrl: config.REDIS_URL,
    prefix: `ratelimit:${config.EVENT_NAMESPACE}`,
    logger,
  });

  const app = Fastify({
    schemaController: zodOnlySchemas,
    loggerInstance: logger,
    genReqId: () => newId('req'),
    requestIdHeader: false,
    // One access line per request (onResponse) instead of fastify's two.
    logController: new LogController({ requestIdLogLabel: 'request_id', disableRequestLogging: true }),
    bodyLimit: config.BODY_LIMIT_BYTES,
    trustProxy:
      typeof config.TRUST_PROXY === 'number'
        ? (
            (hops: number) => (_address: string, hop: number) =>
              hop < hops
          )(config.TRUST_PROXY)
        : config.TRUST_PROXY,
    // Bad percent-encoding and over-long path segments are answered in the envelope too.
    frameworkErrors: (err, request, reply) => sendError(request, reply, err),
  }) as unknown as FastifyInstance;
  const served: GatewayApp['routes'] = [];
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) served.push({ method, url: route.url });
  });
  registerBodyParsers(app);
  instrumentHttp(app, 'gateway');
  app.addHook('onRequest', async (request, reply) => {
    reply.header('Request-Id', request.id);
    reply.header('X-Content-Type-Options', 'nosniff');
  });
  app.addHook('onSend', async (_request, reply, payload) => {
    // API answers are per caller and often carry payment data: never kept by a shared cache.
    const type = reply.getHeader('content-type');
    if (typeof type === 'string' && type.startsWith('application/json') && !reply.hasHeader('cache-control'))
      reply.header('Cache-Control', 'no-store');
    return payload;
  });
  app.addHook('onResponse', async (request, reply) => {
    request.log.info(
      {
        method: request.method,
        url: request.url.split('?')[0],
        status: reply.statusCode,
        ms: Math.round(reply.elapsedTime),
      },
      'request',
    );
  });
  app.setErrorHandler((err, request, reply) => sendError(request, reply, err));
  app.setNotFoundHandler((request, reply) =>
    sendError(
      request,
      reply,
      new AppError('NOT_FOUND', `No route for ${request.method} ${request.url.split('?')[0]}.`),
    ),
  );

  const routes = apiRoutes(clients, {
    publicBaseUrl: config.PUBLIC_BASE_URL,
    uploadDir: config.UPLOAD_TMP_DIR,
  });
  // Who is calling is settled before the body is read: an anonymous or throttled caller gets its
  // 401 or 429 whatever it sent, and never makes the gateway parse a body.
  const callers = new WeakMap<
    FastifyRequest,
    { principal: Principal; trace: ReturnType<typeof extractContext> }
  >();
  const register = (target: FastifyInstance, route: ApiRoute) =>
    target.route({
      method: route.method,
      url: route.url,
      onRequest: async (request, reply) => {
        // A caller's trace continues through the gRPC calls this request makes.
        const trace = extractContext((k) => {
          const v = request.headers[k];
          return typeof v === 'string' ? v : undefined;
        });
        const principal = await context.with(trace, () => admit(route, request, reply));
        callers.set(request, { principal, trace });
      },
      handler: (request, reply) => {
        const caller = callers.get(request);
        if (!caller)
          throw new AppError('UNAUTHORIZED', 'Provide a valid API key as "Authorization: Bearer sk_...".');
        return context.with(caller.trace, () => handle(route, caller.principal, request, reply));
      },
    });
  for (const route of routes) if (!route.multipart) register(app, route);
  // Only the upload routes parse multipart; everywhere else a form body is a 400 MALFORMED_REQUEST.
  await app.register(async (child) => {
    await registerMultipart(child);
    for (const route of routes) if (route.multipart) register(child, route);
    hostedReceiptRoute(child, clients, { uploadDir: config.UPLOAD_TMP_DIR });
  });

  async function admit(route: ApiRoute, request: FastifyRequest, reply: FastifyReply): Promise<Principal> {
    const principal = await authenticator.authenticate(request.headers.authorization, request.ip);
    request.log = request.log.child({
      tenant_id: principal.tenantId,
      environment: principal.environment,
    });
    // Test helpers do not exist for live keys.
    if (route.testOnly && principal.environment !== 'test') throw new AppError('NOT_FOUND', 'No such route.');
    applyRateLimit(await limiter.take(principal.keyId, principal.environment), (name, value) =>
      reply.header(name, value),
    );
    return principal;
  }

  async function handle(route: ApiRoute, principal: Principal, request: FastifyRequest, reply: FastifyReply) {
    // Everything the request says is checked before anything acts on it.
    const { body, query } = route.ignoresInput
      ? { body: undefined, query: undefined }
      : readInput(route, request);
    const result = await route.handler({
      principal,
      body,
      query,
      params: request.params as Record<string, string>,
      requestId: request.id,
      request,
      reply,
    });
    reply.code(result.status);
    return result.body === undefined ? reply.send() : reply.send(paraguayTimes(result.body));
  }

  function readInput(route: ApiRoute, request: FastifyRequest) {
    assertCleanText(request.params);
    assertQueryEncoding(request.url);
    assertCleanText(request.query);
    const raw = route.body ? jsonObjectBody(request.body, !route.optionalBody) : undefined;
    if (raw !== undefined) assertCleanText(raw);
    return {
      body: route.body ? parseWith(route.body, raw) : undefined,
      query: route.query ? parseWith(route.query, request.query) : undefined,
    };
  }

  const document = openApiDocument(routes, config.PUBLIC_BASE_URL);
  app.get('/v1/openapi.json', async () => document);
  // The reference and guides, rendered by Swagger UI from the same document and served from
  // the package's own files (no CDN).
  await app.register(fastifySwagger, { mode: 'static', specification: { document: document as never } });
  await app.register(fastifySwaggerUi, { routePrefix: '/docs', uiConfig: { deepLinking: true } });

  // Provider callbacks are authenticated by their signature, checked on the raw body by the
  // service that owns the subject: card registrations by cards, payments by payments.
  app.post('/v1/provider-callbacks/:provider', async (request) => {
    const { provider } = request.params as { provider: string };
    // The raw text still goes to payments for the signature; the parsed body only proves it clean.
    assertCleanText(request.params);
    if (request.body !== null && typeof request.body === 'object' && !Buffer.isBuffer(request.body))
      assertCleanText(request.body);
    const signature = request.headers['x-provider-signature'];
    const body =
      typeof request.rawBody === 'string' ? request.rawBody : (request.rawBody?.toString('utf8') ?? '');
    // The path names the processor: one that is not a provider at all is no route (404).
    if (!isProviderName(provider)) throw notFound('provider');
    const call = { provider, body, signature: typeof signature === 'string' ? signature : '' };
    if (callbackType(body) === 'card') {
      const res = await clients.cards.handleProviderCallback(call, { requestId: request.id });
      return { received: true, card_id: res.cardId, status: res.status };
    }
    const res = await clients.payments.handleProviderCallback(call, { requestId: request.id });
    return { received: true, payment_id: res.paymentId, status: res.status };
  });

  // The hosted iframe pages are public: the opaque token in the path is the authorisation.
  app.all('/v1/checkout-pages/*', async (request, reply) => {
    // No token is that long or holds NUL: answered here, in the envelope, like any /v1 path.
    const rest = (request.params as Record<string, string>)['*'] ?? '';
    if (rest.split('/').some((segment) => segment.length > MAX_PATH_SEGMENT))
      throw new AppError('NOT_FOUND', 'No such resource.');
    assertCleanText(request.params);
    assertQueryEncoding(request.url);
    try {
      return await proxyTo(request, reply, `${config.CHECKOUT_PAGE_URL}${request.url}`);
    } catch (err) {
      request.log.warn({ err }, 'checkout page unavailable');
      throw new AppError('UNAVAILABLE', 'The checkout page is temporarily unavailable.');
    }
  });

  // The card registration page: public, authorised by its opaque token like the checkout pages.
  app.all('/v1/card-registrations/*', async (request, reply) => {
    try {
      return await proxyTo(request, reply, `${config.CHECKOUT_PAGE_URL}${request.url}`);
    } catch (err) {
      request.log.warn({ err }, 'registration page unavailable');
      throw new AppError('UNAVAILABLE', 'The registration page is temporarily unavailable.');
    }
  });

  // The hosted checkout page is public: the session id in the path is the authorisation (spec 5).
  app.all('/v1/checkout/*', async (request, reply) => {
    const rest = (request.params as Record<string, string>)['*'] ?? '';
    if (rest.split('/').some((segment) => segment.length > MAX_PATH_SEGMENT))
      throw new AppError('NOT_FOUND', 'No such resource.');
    assertCleanText(request.params);
    assertQueryEncoding(request.url);
    try {
      return await proxyTo(request, reply, `${config.CHECKOUT_PAGE_URL}${request.url}`);
    } catch (err) {
      request.log.warn({ err }, 'checkout page unavailable');
      throw new AppError('UNAVAILABLE', 'The checkout page is temporarily unavailable.');
    }
  });

  // The operators' dashboard signs in and keeps its own sessions; the edge only forwards to it.
  const toDashboard = async (request: FastifyRequest, reply: FastifyReply) => {
    try {
      return await proxyTo(request, reply, `${config.DASHBOARD_URL}${request.url}`, { cookies: true });
    } catch (err) {
      request.log.warn({ err }, 'dashboard unavailable');
      throw new AppError('UNAVAILABLE', 'The dashboard is temporarily unavailable.');
    }
  };
  app.all('/dashboard', toDashboard);
  app.all('/dashboard/*', toDashboard);

  app.get('/healthz', async () => ({ status: 'ok' }));
  app.get('/readyz', async (_request, reply) => {
    if (nc.isClosed() || !natsConnected)
      return reply.code(503).send({ status: 'unavailable', nats: nc.isClosed() ? 'closed' : 'disconnected' });
    return { status: 'ready' };
  });

  return {
    app,
    routes: served,
    stop: async () => {
      await app.close();
      clients.close();
      limiter.close();
      await nc.drain().catch(() => undefined);
    },
  };
}

export async function start(logger: Logger): Promise<Running> {
  const config = readConfig();
  const gateway = await buildApp(config, logger);
  const address = await gateway.app.listen({ port: config.HTTP_PORT, host: config.HOST });
  logger.info({ address, public_base_url: config.PUBLIC_BASE_URL }, 'gateway listening');
  return { stop: gateway.stop };
}

/** Which kind of callback a body is; only routing reads it before the owner verifies the signature. */
function callbackType(body: string): string | null {
  try {
    const parsed: unknown = JSON.parse(body);
    if (typeof parsed === 'object' && parsed !== null && 'type' in parsed) {
      const type = (parsed as { type: unknown }).type;
      return typeof type === 'string' ? type : null;
    }
  } catch {
    // Not JSON: the payments path answers it as malformed.
  }
  return null;
}
