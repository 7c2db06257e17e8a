import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config.ts';
import { forbidden } from '../lib/errors.ts';
import { helmetOnce } from './helmet-once.ts';

/** Telegram's web clients embed the mini-app in an iframe; nobody else may frame it. */
const TELEGRAM_FRAME_ANCESTORS = [
  'https://web.telegram.org',
  'https://*.telegram.org',
  'https://telegram.org',
];
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export const securityPlugin = fp(async (app: FastifyInstance, { config }: { config: Config }) => {
  await app.register(helmetOnce, {
    // X-Frame-Options cannot list several origins; frame-ancestors below does the job.
    frameguard: false,
    crossOriginEmbedderPolicy: false,
    contentSecurityPolicy: {
      useDefaults: true,
      directives: {
        'default-src': ["'self'"],
        'script-src': ["'self'", 'https://telegram.org'],
        'style-src': ["'self'", "'unsafe-inline'"],
        'img-src': ["'self'", 'data:', 'blob:', 'https:'],
        'media-src': ["'self'", 'blob:', 'https:'],
        'connect-src': ["'self'"],
        'font-src': ["'self'", 'data:'],
        'frame-ancestors': ["'self'", ...TELEGRAM_FRAME_ANCESTORS],
        'upgrade-insecure-requests': config.isProduction ? [] : null,
      },
    },
    hsts: config.isProduction ? { maxAge: 15_552_000, includeSubDomains: true } : false,
  });

  // Cross-site request forgery: a state-changing request whose Origin is not ours is refused. Browsers
  // always send Origin on cross-site POST/PATCH/DELETE; the mini-app and same-origin pages pass.
  const allowed = new Set([new URL(config.publicUrl).origin]);
  app.addHook('onRequest', async (req) => {
    if (SAFE_METHODS.has(req.method)) return;
    const origin = req.headers.origin;
    if (!origin || origin === 'null') {
      if (origin === 'null') throw forbidden('Requests from this origin are not allowed.');
      return;
    }
    const host = req.headers.host;
    const sameHost = host !== undefined && (origin === `http://${host}` || origin === `https://${host}`);
    if (!sameHost && !allowed.has(origin)) throw forbidden('Requests from this origin are not allowed.');
  });
});
