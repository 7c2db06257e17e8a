import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { accessGuard } from '../http/define-route.ts';

export interface BotWebhook {
  /** The path of BOT_WEBHOOK_URL, e.g. /api/telegram/webhook. */
  path: string;
  /** grammY's webhook callback (bot/src/webhook.ts); it checks the secret header itself. */
  handler: (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>;
}

/**
 * Where Telegram posts updates in webhook mode. No session, no origin check (Telegram sends none):
 * the X-Telegram-Bot-Api-Secret-Token header is the only credential, and a wrong one gets 401.
 */
export function mountBotWebhook(app: FastifyInstance, webhook: BotWebhook) {
  const options = { bodyLimit: 1024 * 1024, config: { access: 'public' as const }, onRequest: accessGuard };
  app.post(webhook.path, options, async (request, reply) => {
    await webhook.handler(request, reply);
    return reply;
  });
}
