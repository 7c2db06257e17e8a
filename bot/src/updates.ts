import type { MiddlewareFn } from 'grammy';
import type { BotConfig } from './config.ts';
import type { BotContext, BotServices } from './context.ts';
import type { BotLogger } from './logger.ts';

/** The bot's own id is the part of the token before the colon: known without asking Telegram. */
export const botIdOf = (config: BotConfig) => Number(config.BOT_TOKEN.split(':')[0]);

/**
 * Exactly once per update: an update already claimed (by this or another process) is acknowledged
 * and skipped, so Telegram's redeliveries never run a command twice. The claim is marked done after
 * handling, whatever the outcome (a failed update was answered with an apology, not to be re-run).
 */
export function oncePerUpdate(
  botId: number,
  services: BotServices,
  logger: BotLogger,
): MiddlewareFn<BotContext> {
  const { updates } = services.telegramBot;
  return async (ctx, next) => {
    const updateId = ctx.update.update_id;
    if (!(await updates.claim(botId, updateId))) {
      logger.info({ updateId }, 'update already handled; skipped');
      return;
    }
    try {
      await next();
    } finally {
      await updates.finish(botId, updateId).catch((error: unknown) => {
        logger.warn({ err: error, updateId }, 'could not mark the update handled');
      });
    }
  };
}
