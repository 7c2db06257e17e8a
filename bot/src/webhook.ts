import { webhookCallback } from 'grammy';
import type { CumBot } from './bot.ts';
import { type BotConfig, webhookSecretOf } from './config.ts';

/** The path the API serves the webhook at: the one of BOT_WEBHOOK_URL. */
export const webhookPath = (config: BotConfig): string | null =>
  config.BOT_WEBHOOK_URL ? new URL(config.BOT_WEBHOOK_URL).pathname : null;

/**
 * grammY's webhook callback for Fastify. It compares X-Telegram-Bot-Api-Secret-Token with our secret
 * and answers 401 without handling the update when it is wrong or missing.
 */
export function webhookHandler(bot: CumBot, config: BotConfig) {
  return webhookCallback(bot, 'fastify', { secretToken: webhookSecretOf(config) });
}
