import type { ErrorBody } from '@cum/shared/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/**
 * Caps the requests one client (`req.ip`: the client behind a trusted proxy, not the proxy) has in
 * flight at once; the one over answers 429 at once. Behind a proxy the per-address connection cap
 * cannot see clients, so this is what stops one client holding every upstream connection.
 */
export function capRequestsPerClient(app: FastifyInstance, max: number) {
  if (max <= 0) return;
  const inFlight = new Map<string, number>();
  const counted = new WeakMap<FastifyRequest, string>();
  // Every way a request ends (answered, aborted, timed out, socket gone) releases it, exactly once.
  const release = (req: FastifyRequest) => {
    const ip = counted.get(req);
    if (ip === undefined) return;
    counted.delete(req);
    const left = (inFlight.get(ip) ?? 1) - 1;
    if (left <= 0) inFlight.delete(ip);
    else inFlight.set(ip, left);
  };

  app.addHook('onRequest', (req, reply, done) => {
    const ip = req.ip;
    const count = (inFlight.get(ip) ?? 0) + 1;
    if (count > max) {
      reply
        .code(429)
        .header('retry-after', '1')
        .send({
          error: 'too_many_requests',
          message: 'Too many requests at once from your address. Please try again in a moment.',
        } satisfies ErrorBody);
      return;
    }
    inFlight.set(ip, count);
    counted.set(req, ip);
    reply.raw.once('close', () => release(req));
    done();
  });
  app.addHook('onResponse', async (req) => release(req));
  app.addHook('onRequestAbort', async (req) => release(req));
}
