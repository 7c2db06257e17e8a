import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { badRequest } from '../lib/errors.ts';

const MUTATIONS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

// C0 controls except tab, LF and CR, and DEL: never part of a name, a title or a message.
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point.
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** The path of the first string with a control character or a lone surrogate, or null. */
export function badTextPath(value: unknown, path: string, depth = 0): string | null {
  if (typeof value === 'string') return CONTROL.test(value) || LONE_SURROGATE.test(value) ? path : null;
  if (depth > 20 || value === null || typeof value !== 'object') return null;
  for (const [key, v] of Object.entries(value)) {
    const found = badTextPath(v, `${path}.${key}`, depth + 1);
    if (found) return found;
  }
  return null;
}

/**
 * Rules every API request follows: no control characters or lone surrogates in any text it sends,
 * `Cache-Control: no-store` on every answer (they are per user), and a per-user rate limit on
 * signed-in mutations.
 */
export const hardeningPlugin = fp(async (app: FastifyInstance, opts: { userMutationsPerMinute: number }) => {
  app.addHook('preValidation', async (req) => {
    // Telegram's webhook carries users' free text as Telegram sends it; the bot handles it.
    if (req.routeOptions.url?.includes('webhook')) return;
    const bad =
      badTextPath(req.body, 'body') ?? badTextPath(req.query, 'query') ?? badTextPath(req.params, 'params');
    if (bad) throw badRequest(`${bad}: must not contain control characters or invalid Unicode`);
  });

  app.addHook('onSend', async (req, reply) => {
    if (req.url.startsWith('/api/') || req.url === '/api') reply.header('cache-control', 'no-store');
  });

  const perUser = app.rateLimit({
    max: opts.userMutationsPerMinute,
    timeWindow: '1 minute',
    keyGenerator: async (req: FastifyRequest) => {
      const user = await req.server.auth.currentUser(req);
      return `user:${user?._id.toHexString() ?? req.ip}`;
    },
  });
  app.addHook('preHandler', async (req: FastifyRequest, reply: FastifyReply) => {
    if (!MUTATIONS.has(req.method)) return;
    const access = req.routeOptions.config?.access;
    if (access !== 'user' && access !== 'admin') return;
    await perUser.call(req.server, req, reply);
  });
});
