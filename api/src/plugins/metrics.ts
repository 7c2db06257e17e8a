import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config.ts';
import { unauthorized } from '../lib/errors.ts';
import type { Metrics } from '../platform/metrics.ts';

const digest = (s: string) => createHash('sha256').update(s).digest();

/** `Authorization: Bearer <token>`, compared in constant time. */
function bearerMatches(req: FastifyRequest, token: string): boolean {
  const header = req.headers.authorization ?? '';
  const given = header.startsWith('Bearer ') ? header.slice(7).trim() : '';
  return given !== '' && timingSafeEqual(digest(given), digest(token));
}

/**
 * Request latency of every answered request (by route pattern, method and status), and GET /metrics
 * in Prometheus' text format on the API's own port. With METRICS_TOKEN set it needs that bearer
 * token; production without one serves no metrics at all (404), outside production it is open.
 */
export const metricsPlugin = fp(
  async (app: FastifyInstance, { metrics, config }: { metrics: Metrics; config: Config }) => {
    app.addHook('onResponse', async (req, reply) => {
      metrics.request(
        req.method,
        req.routeOptions.url ?? 'unmatched',
        reply.statusCode,
        reply.elapsedTime / 1000,
      );
    });
    const token = config.metricsToken;
    if (config.isProduction && !token) return;
    app.get('/metrics', async (req, reply) => {
      if (token && !bearerMatches(req, token)) throw unauthorized('A valid metrics token is required.');
      reply.header('content-type', metrics.registry.contentType).header('cache-control', 'no-store');
      return metrics.registry.metrics();
    });
  },
);
