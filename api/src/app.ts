import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import { jsonSchemaTransform, validatorCompiler } from 'fastify-type-provider-zod';
import { capRequestsPerClient } from './http/client-concurrency.ts';
import { capConnectionsPerIp, clientErrorHandler, frameworkErrors } from './http/connections.ts';
import { requireAccessGuard } from './http/define-route.ts';
import { trackInFlight } from './http/in-flight.ts';
import { createSerializerCompiler } from './http/serializer.ts';
import { trustedProxyPeer, trustProxyOption } from './http/trusted-proxy.ts';
import { tooManyRequests } from './lib/errors.ts';
import { createLogger, type Logger } from './platform/logger.ts';
import { authPlugin, type IdentityStrategy } from './plugins/auth.ts';
import { errorsPlugin } from './plugins/errors.ts';
import { hardeningPlugin } from './plugins/hardening.ts';
import { metricsPlugin } from './plugins/metrics.ts';
import { securityPlugin } from './plugins/security.ts';
import { staticPlugin } from './plugins/static.ts';
import { featureRoutes } from './routes.ts';
import { type Composition, featureServices } from './services.ts';

export interface BuildAppOptions {
  services: Composition;
  /** Extra ways to identify a request besides the session cookie (Telegram initData). */
  identityStrategies?: IdentityStrategy[];
  /** Where the built miniapp lives (tests point elsewhere or nowhere). */
  staticRoot?: string;
  /** Where log lines go (stdout when unset); tests read them. Ignored when `logger` is given. */
  logStream?: { write(line: string): void };
  /** The process's logger (built once at the entry); else one is built from the config. */
  logger?: Logger;
}

/** Builds the Fastify app: plugins first (errors, security, cookies, auth), then feature routes. */
export async function buildApp({
  services,
  identityStrategies,
  staticRoot,
  logStream,
  logger,
}: BuildAppOptions): Promise<FastifyInstance> {
  const { config } = services;
  const app = Fastify({
    // One logger, one JSON shape: secrets redacted, no mailed or login-link token in a logged URL.
    loggerInstance: (logger ??
      createLogger({ level: config.logLevel, stream: logStream })) as FastifyBaseLogger,
    trustProxy: trustProxyOption(config.trustProxy),
    bodyLimit: 64 * 1024,
    // Slow bodies (a byte every few seconds) are cut off: the whole request must arrive in time.
    requestTimeout: config.requestTimeoutMs,
    connectionTimeout: config.requestTimeoutMs * 2,
    http: {
      headersTimeout: Math.min(config.requestTimeoutMs, 20_000),
      connectionsCheckingInterval: Math.min(Math.ceil(config.requestTimeoutMs / 2), 30_000),
    },
    clientErrorHandler,
    frameworkErrors,
    // Telegram ids and our ObjectIds are short; a huge URL is an attack, not a request.
    routerOptions: { maxParamLength: 200 },
    // While closing, requests on open connections get our own 503 (http/in-flight.ts), not Fastify's.
    return503OnClosing: false,
  });
  // The spec's client (and many others) post a JSON content type with an empty body on body-less
  // calls: that means "no body". A route that needs a body then answers 400 naming `body`.
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (req, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') done(null, undefined);
    else parseJson(req, text, done);
  });
  // The trusted proxy carries many clients: its connections are not capped; each client's requests are.
  capConnectionsPerIp(app.server, config.maxConnectionsPerIp, trustedProxyPeer(config.trustProxy));
  capRequestsPerClient(app, config.maxRequestsPerClient);
  app.setValidatorCompiler(validatorCompiler);
  // Answers are written by serialisers compiled once from the contract; outside production each answer
  // is also checked with zod and compared (api/src/http/serializer.ts).
  app.setSerializerCompiler(
    createSerializerCompiler({
      verify: !config.isProduction,
      onFallback: (route, reason) =>
        app.log.warn({ route, reason }, 'response serialised by zod (not compiled)'),
    }),
  );

  await app.register(errorsPlugin);
  trackInFlight(app);
  await app.register(metricsPlugin, { metrics: services.metrics, config });
  await app.register(securityPlugin, { config });
  await app.register(compress, { threshold: 1024 });
  await app.register(cookie, { secret: config.sessionSecret });
  await app.register(rateLimit, {
    global: false,
    // An AppError (the plugin throws what this returns), so the answer carries its reason too.
    errorResponseBuilder: (_req, ctx) => {
      const seconds = Math.ceil(ctx.ttl / 1000);
      return tooManyRequests(`Too many attempts. Please try again in ${seconds} seconds.`).because({
        reason: 'rate-limited',
        params: { seconds },
      });
    },
  });
  await app.register(authPlugin, {
    config,
    sessions: services.sessions,
    findUser: (id) => services.accounts.findActive(id),
    clock: services.clock,
    onAuthenticated: (user) => services.activeUsers.markActive(user),
    // The mini-app authenticates every request with `Authorization: tma <initData>` instead of a cookie.
    strategies: identityStrategies ?? [(req) => services.auth.identifyByInitData(req.headers.authorization)],
  });
  // The ledger tally folds posted entries into the counters and leaderboard totals while the app serves.
  app.addHook('onReady', async () => services.tally.start());
  app.addHook('onClose', async () => services.tally.stop());
  await app.register(hardeningPlugin, { userMutationsPerMinute: config.userMutationsPerMinute });

  if (!config.isProduction) {
    await app.register(swagger, {
      openapi: { info: { title: '$CUM API', version: '0.1.0' } },
      transform: jsonSchemaTransform,
    });
    await app.register(swaggerUi, { routePrefix: '/api/docs' });
  }

  requireAccessGuard(app);
  await app.register(async (api) => {
    const routeServices = featureServices(services);
    for (const register of featureRoutes) register(api, routeServices);
  });
  await app.register(staticPlugin, {
    root: staticRoot,
    sourceMaps: !config.isProduction,
    developmentPages: config.appEnv === 'development',
  });
  return app;
}
