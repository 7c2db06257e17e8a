import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

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
  app.post(webhook.path, { bodyLimit: 1024 * 1024 }, async (request, reply) => {
    await webhook.handler(request, reply);
    return reply;
  });
}
