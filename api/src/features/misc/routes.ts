import { contract } from '@cum/shared/contract';
import type { FastifyInstance } from 'fastify';
import { defineRoute } from '../../http/define-route.ts';
import { notFound, serviceUnavailable } from '../../lib/errors.ts';
import type { Services } from '../../services.ts';

export function miscRoutes(app: FastifyInstance, services: Services) {
  const { config, health } = services;

  defineRoute(app, contract.misc.health, async () => {
    if (!(await health.databaseReady())) {
      throw serviceUnavailable('The database is not connected yet.');
    }
    if (!(await health.databaseWritable())) {
      throw serviceUnavailable('The database cannot save changes right now.');
    }
    return { status: 'ok' as const };
  });

  defineRoute(app, contract.misc.config, async () => ({
    appEnv: config.appEnv,
    rewardIntervalMinutes: config.rewardIntervalMinutes,
    botUsername: config.botUsername,
    publicUrl: config.publicUrl,
  }));

  defineRoute(
    app,
    contract.misc.newsletter,
    async ({ body }) => {
      await services.newsletter.subscribe(body.email);
      return { message: "Thank you for subscribing! You'll receive updates about the platform." };
    },
    { config: { rateLimit: { max: 10, timeWindow: '1 minute' } } },
  );

  defineRoute(app, contract.misc.platformTest, async ({ body, req }) => {
    if (config.isProduction) throw notFound('This developer page is not available in production.');
    const telegramHeader = req.headers['x-telegram-id'];
    const telegramUserId =
      typeof telegramHeader === 'string' && /^\d+$/.test(telegramHeader) ? Number(telegramHeader) : null;
    return {
      received: true as const,
      message: body.message,
      timestamp: body.timestamp,
      platform: (telegramUserId !== null || req.headers.authorization?.startsWith('tma ')
        ? 'telegram'
        : 'web') as 'telegram' | 'web',
      telegramUserId,
    };
  });
}
