import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { ErrorBody } from '@cum/shared/contract';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

export const MINIAPP_DIST = fileURLToPath(new URL('../../../miniapp/dist/', import.meta.url));

/**
 * Serves the built miniapp. Any GET that is not an API path and not a file answers index.html, and the
 * client-side router decides between the landing page and the app.
 */
export const staticPlugin = fp(async (app: FastifyInstance, opts: { root?: string }) => {
  const root = opts.root ?? MINIAPP_DIST;
  const built = existsSync(`${root}/index.html`);
  if (built) {
    await app.register(fastifyStatic, {
      root,
      wildcard: false,
      index: false,
      setHeaders: (res, path) => {
        // Vite's hashed assets never change; index.html must always be revalidated.
        res.header(
          'cache-control',
          path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
      },
    });
  }

  app.setNotFoundHandler((req, reply) => {
    const path = req.url.split('?')[0] ?? '/';
    if (path.startsWith('/api/') || path === '/api' || (req.method !== 'GET' && req.method !== 'HEAD')) {
      return reply
        .status(404)
        .send({ error: 'not_found', message: `No such endpoint: ${req.method} ${path}` } satisfies ErrorBody);
    }
    if (!built) {
      return reply.status(404).send({
        error: 'not_found',
        message: 'The web app is not built yet: run `npm run build` (npm start does it for you).',
      } satisfies ErrorBody);
    }
    reply.header('cache-control', 'no-cache');
    return reply.type('text/html').sendFile('index.html');
  });
});
