import { timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { webhookCallback } from 'grammy';
import type { CumBot } from './bot.ts';
import { type BotConfig, webhookSecretOf } from './config.ts';

/** Telegram waits for the answer a while; acknowledge well before it gives up. */
export const WEBHOOK_ACK_MS = 5_000;

export const SECRET_HEADER = 'x-telegram-bot-api-secret-token';

/** The path the API serves the webhook at: the one of BOT_WEBHOOK_URL. */
export const webhookPath = (config: BotConfig): string | null =>
  config.BOT_WEBHOOK_URL ? new URL(config.BOT_WEBHOOK_URL).pathname : null;

const sameSecret = (given: unknown, expected: string) =>
  typeof given === 'string' &&
  given.length === expected.length &&
  timingSafeEqual(Buffer.from(given), Buffer.from(expected));

/**
 * The webhook route's handler: X-Telegram-Bot-Api-Secret-Token is compared first, so a wrong or
 * missing one gets 401 before anything else happens (grammY's callback would first call getMe),
 * then grammY's webhook callback for Fastify handles the update.
 */
export function webhookHandler(bot: CumBot, config: BotConfig, options: { timeoutMs?: number } = {}) {
  const secret = webhookSecretOf(config);
  // A slow update is acknowledged (200) after the timeout while its handling goes on: answering 5xx
  // would make Telegram deliver it again. The update-id claim (updates.ts) skips any redelivery.
  const handle = webhookCallback(bot, 'fastify', {
    secretToken: secret,
    onTimeout: 'return',
    timeoutMilliseconds: options.timeoutMs ?? WEBHOOK_ACK_MS,
  });
  return async (request: FastifyRequest, reply: FastifyReply) => {
    if (!sameSecret(request.headers[SECRET_HEADER], secret)) {
      await reply.code(401).send({ error: 'unauthorized', message: 'Wrong or missing webhook secret.' });
      return;
    }
    await handle(request, reply);
  };
}
