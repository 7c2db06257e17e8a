import { existsSync } from 'node:fs';
import { basename, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ErrorBody } from '@cum/shared/contract';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { routeHtml } from './route-preloads.ts';

// The built web app (miniapp/dist), found from this module: api/src/plugins/ when run from the sources,
// api/dist/ once bundled by `npm run build` (scripts/build-server.mjs).
const here = fileURLToPath(new URL('.', import.meta.url));
export const MINIAPP_DIST = resolve(here, basename(here) === 'dist' ? '../..' : '../../..', 'miniapp/dist');

/** What tells the web app, at run time, that the server runs in development (miniapp/src/config.ts). */
export const DEVELOPMENT_META = '<meta name="app-env" content="development">';

/**
 * Serves the built miniapp. Any GET that is not an API path and not a file answers index.html, and the
 * client-side router decides between the landing page and the app. With `developmentPages` (APP_ENV
 * development) the page says so, and the app then serves its developer pages (/platform-demo,
 * /telegram-test): one build serves both, and a production server never marks its pages.
 */
export const staticPlugin = fp(
  async (app: FastifyInstance, opts: { root?: string; sourceMaps?: boolean; developmentPages?: boolean }) => {
    const root = opts.root ?? MINIAPP_DIST;
    const built = existsSync(`${root}/index.html`);
    const pageFor = routeHtml(root);
    if (built && opts.sourceMaps === false) {
      // Production does not hand out the source: a .map answers 404 like any missing file.
      // Synchronous and cheap: it runs before every request, API calls included.
      app.addHook('onRequest', (req, reply, done) => {
        const end = req.url.indexOf('?');
        const path = end === -1 ? req.url : req.url.slice(0, end);
        if (path.endsWith('.map') && !path.startsWith('/api/')) {
          reply
            .status(404)
            .header('cache-control', 'no-store')
            .send({ error: 'not_found', message: 'No such file.' } satisfies ErrorBody);
          return;
        }
        done();
      });
    }
    if (built) {
      await app.register(fastifyStatic, {
        root,
        wildcard: false,
        index: false,
        // The build writes .br/.gz copies of its assets (miniapp/precompress.ts): sent as they are.
        preCompressed: true,
        setHeaders: (res, path) => {
          // Vite's hashed assets never change; index.html must always be revalidated.
          res.header(
            'cache-control',
            path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
          );
        },
      });
    }

    app.setNotFoundHandler(async (req, reply) => {
      const path = req.url.split('?')[0] ?? '/';
      if (path.startsWith('/api/') || path === '/api' || (req.method !== 'GET' && req.method !== 'HEAD')) {
        // A short, plain path is named to help; anything else is not echoed back.
        const plain = path.length <= 80 && /^[A-Za-z0-9/_.-]+$/.test(path);
        const message = plain ? `No such endpoint: ${req.method} ${path}` : 'No such endpoint.';
        return reply.status(404).send({ error: 'not_found', message } satisfies ErrorBody);
      }
      if (!built) {
        return reply.status(404).send({
          error: 'not_found',
          message: 'The web app is not built yet: run `npm run build` (npm start does it for you).',
        } satisfies ErrorBody);
      }
      // The page differs with a session cookie (it preloads the signed-in user): caches must key on it.
      reply.header('cache-control', 'no-cache').header('vary', 'Cookie');
      const withSession = Boolean(app.hasDecorator('auth') && req.cookies?.[app.auth.cookieName]);
      const page = await pageFor(path, { withSession });
      // Before </head>, after the charset declaration that must come first.
      const marked = opts.developmentPages ? page.replace('</head>', `${DEVELOPMENT_META}</head>`) : page;
      return reply.type('text/html; charset=utf-8').send(marked);
    });
  },
);
