import type { UserFromGetMe } from 'grammy/types';
import { type CreateBotOptions, type CumBot, createBot } from './bot.ts';
import { type BotConfig, loadBotConfig } from './config.ts';
import { createConsoleLogger } from './logger.ts';

export type PollingOutcome = { ok: true } | { ok: false; error: unknown };

export interface RunningBot {
  bot: CumBot;
  /** Ends long polling and waits for the update being handled to finish. Safe to call twice. */
  stop(): Promise<void>;
  /** Settles when polling ends, after stop() or because Telegram refused it (bad token, 409). */
  finished: Promise<PollingOutcome>;
}

export interface StartBotOptions extends Omit<CreateBotOptions, 'config'> {
  /** Defaults to the bot's own reading of the environment (loadBotConfig). */
  config?: BotConfig;
  /** True only for bot/src/main.ts: the dedicated process polls whatever BOT_EMBEDDED says. */
  standalone?: boolean;
}

/**
 * Starts long polling without waiting for it: the API keeps serving even while Telegram is
 * unreachable, and a fatal polling error is logged and reported through `finished`.
 */
export async function startBot(options: StartBotOptions = {}): Promise<RunningBot> {
  const config = options.config ?? loadBotConfig();
  const logger = options.logger ?? createConsoleLogger();
  const bot = createBot({ config, services: options.services, logger });

  if (!options.standalone && !config.BOT_EMBEDDED) {
    logger.info({}, 'bot polling is left to the standalone bot process (BOT_EMBEDDED=false)');
    return { bot, stop: async () => {}, finished: Promise.resolve({ ok: true }) };
  }

  let stopping: Promise<void> | undefined;
  const finished: Promise<PollingOutcome> = bot
    .start({
      onStart: (me: UserFromGetMe) => logger.info({ username: me.username }, 'bot polling started'),
    })
    .then(
      (): PollingOutcome => ({ ok: true }),
      (error: unknown): PollingOutcome => {
        // Aborting the start-up requests is how a stop during start-up shows up; not a failure.
        if (stopping) return { ok: true };
        logger.error({ err: error }, 'bot polling stopped with an error');
        return { ok: false, error };
      },
    );

  const stop = () => {
    stopping ??= (async () => {
      try {
        await bot.stop();
      } catch (error) {
        // bot.stop confirms the last update offset; if that call fails the update is redelivered.
        logger.warn({ err: error }, 'could not confirm the last update while stopping');
      }
      await finished;
      logger.info({}, 'bot polling stopped');
    })();
    return stopping;
  };

  return { bot, stop, finished };
}
