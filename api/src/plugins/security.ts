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
/** `npm run dev`'s Vite server (miniapp/vite.config.ts), which proxies /api to the API. */
const DEV_ORIGINS = ['http://localhost:5173', 'http://127.0.0.1:5173'];

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

  // Cross-site request forgery: a state-changing request whose Origin is not PUBLIC_URL's is refused
  // (not compared with the Host header, which the client writes). Browsers always send Origin on
  // cross-site POST/PATCH/DELETE; the mini-app and same-origin pages pass. Outside production the
  // Vite dev server's origin is ours too.
  const allowed = new Set([new URL(config.publicUrl).origin]);
  if (!config.isProduction) for (const o of DEV_ORIGINS) allowed.add(o);
  app.addHook('onRequest', async (req) => {
    if (SAFE_METHODS.has(req.method)) return;
    const origin = req.headers.origin;
    if (origin === undefined) return;
    if (!allowed.has(origin)) throw forbidden('Requests from this origin are not allowed.');
  });
});
