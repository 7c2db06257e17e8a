import { autoRetry } from '@grammyjs/auto-retry';
import { Bot, type BotError, GrammyError, HttpError } from 'grammy';
import type { BotConfig } from './config.ts';
import type { BotContext, BotServices } from './context.ts';
import { startFeature } from './features/start.ts';
import { type BotLogger, createConsoleLogger } from './logger.ts';

export interface CreateBotOptions {
  config: BotConfig;
  services?: BotServices;
  logger?: BotLogger;
}

function describeError(error: unknown): Record<string, unknown> {
  if (error instanceof GrammyError) {
    return { kind: 'telegram', method: error.method, code: error.error_code, description: error.description };
  }
  if (error instanceof HttpError) return { kind: 'network', err: error.error };
  return { kind: 'handler', err: error };
}

export function createBot({ config, services = {}, logger = createConsoleLogger() }: CreateBotOptions) {
  const bot = new Bot<BotContext>(config.BOT_TOKEN, { client: { apiRoot: config.TELEGRAM_API_ROOT } });

  // Updates are handled one at a time during long polling, so a request stuck in retries would stall
  // every user: give up on long flood waits and let network errors surface to the error boundary.
  bot.api.config.use(autoRetry({ maxRetryAttempts: 3, maxDelaySeconds: 60, rethrowHttpErrors: true }));

  bot.use((ctx, next) => {
    ctx.config = config;
    ctx.services = services;
    ctx.logger = logger;
    return next();
  });

  bot.use(startFeature);

  // One failing update must never take the bot (or the API process hosting it) down.
  bot.catch((error: BotError<BotContext>) => {
    try {
      logger.error(
        { updateId: error.ctx.update.update_id, ...describeError(error.error) },
        'bot update handling failed',
      );
    } catch {
      // A logger that throws must not turn a handled error into a crash.
    }
  });

  return bot;
}

export type CumBot = ReturnType<typeof createBot>;
