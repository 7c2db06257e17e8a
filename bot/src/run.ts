import { randomBytes } from 'node:crypto';
import { type RunnerHandle, run } from '@grammyjs/runner';
import { GrammyError, type Transformer } from 'grammy';
import { type BotSignals, type CumBot, createBot } from './bot.ts';
import { type BotConfig, webhookSecretOf } from './config.ts';
import type { BotServices } from './context.ts';
import type { BotLogger } from './logger.ts';
import { createMembershipChecker } from './membership.ts';
import { realScheduler, type Scheduler } from './scheduler.ts';
import { configureChat } from './setup.ts';
import { createBroadcaster } from './workers/broadcaster.ts';
import { startLoop, type WorkerLoop } from './workers/loop.ts';
import { createNotificationsWorker } from './workers/notifications.ts';

export type PollingOutcome = { ok: true } | { ok: false; error: unknown; tokenRefused?: boolean };

/** Telegram answers 401 to every call made with a token it does not know (made up or revoked). */
const isTokenRefused = (error: unknown) => error instanceof GrammyError && error.error_code === 401;

export interface RunningBot {
  bot: CumBot;
  /** Ends polling and the workers, waiting for the update being handled. Safe to call twice. */
  stop(): Promise<void>;
  /** Settles when the bot stops, after stop() or because Telegram refused polling (bad token, 409). */
  finished: Promise<PollingOutcome>;
}

export interface StartBotOptions {
  config: BotConfig;
  services: BotServices;
  logger: BotLogger;
  /** True only for the standalone bot entry (server/src/bot-main.ts): the dedicated process runs whatever BOT_EMBEDDED says. */
  standalone?: boolean;
  scheduler?: Scheduler;
  apiTransformers?: Transformer[];
  /** How long the workers rest when there is nothing to send. */
  idleMs?: number;
}

/**
 * Starts the bot without waiting for Telegram: the API keeps serving even while Telegram is
 * unreachable. Updates come by long polling, or by the API's webhook route when BOT_WEBHOOK_URL is
 * set; the notifications and broadcast workers run in every process that runs the bot.
 */
export async function startBot(options: StartBotOptions): Promise<RunningBot> {
  const { config, services, standalone = false } = options;
  const { logger } = options;
  const scheduler = options.scheduler ?? realScheduler;
  const signals: BotSignals = { broadcastQueued: () => {} };
  const bot = createBot({
    config,
    services,
    logger,
    scheduler,
    apiTransformers: options.apiTransformers,
    signals,
  });
  // Task claims are checked in the API, whichever process polls.
  services.tasks.setChannelMembershipChecker(createMembershipChecker(bot.api, logger));

  if (!standalone && !config.BOT_EMBEDDED) {
    logger.info({}, 'bot polling is left to the standalone bot process (BOT_EMBEDDED=false)');
    return { bot, stop: async () => {}, finished: Promise.resolve({ ok: true }) };
  }

  const workerId = `bot-${process.pid}-${randomBytes(4).toString('hex')}`;
  const idleMs = options.idleMs ?? 5_000;
  const notifications = createNotificationsWorker({
    api: bot.api,
    services,
    config,
    logger,
    scheduler,
    workerId,
  });
  const broadcaster = createBroadcaster({ api: bot.api, services, logger, scheduler, workerId });
  const loops: WorkerLoop[] = [
    startLoop({ name: 'notifications', step: notifications.step, idleMs, scheduler, logger }),
    startLoop({ name: 'broadcasts', step: broadcaster.step, idleMs, scheduler, logger }),
  ];
  signals.broadcastQueued = () => loops[1]?.wake();

  let stopping: Promise<void> | undefined;
  let finished: Promise<PollingOutcome>;
  let endWebhook = (_outcome: PollingOutcome = { ok: true }) => {};
  let runner: RunnerHandle | undefined;
  let refused: PollingOutcome | null = null;
  /**
   * A token Telegram refuses stays refused: said once, then the bot stays off (no polling, no
   * workers, no webhook) instead of calling Telegram again and again; the API keeps serving.
   */
  const refuse = (error: unknown): PollingOutcome => {
    if (!refused) {
      refused = { ok: false, error, tokenRefused: true };
      logger.error(
        {},
        'Telegram refused BOT_TOKEN (401 Unauthorized): the bot stays off. Check the token with @BotFather, then restart.',
      );
      void runner?.stop().catch(() => {});
      for (const loop of loops) void loop.stop();
      endWebhook(refused);
    }
    return refused;
  };
  // The chat's commands and menu button once Telegram knows the bot (not with a refused token).
  const identified = bot.init().then(
    () => true,
    (error: unknown) => {
      if (isTokenRefused(error)) refuse(error);
      return false;
    },
  );
  void identified.then(async (ok) => {
    if (ok) await configureChat(bot.api, config, services, logger);
  });

  if (config.BOT_WEBHOOK_URL) {
    finished = new Promise((resolve) => {
      endWebhook = (outcome = { ok: true }) => resolve(outcome);
    });
    const url = config.BOT_WEBHOOK_URL;
    // The webhook callback needs the bot's own identity (getMe) before its first update.
    void identified.then((ok) => {
      if (!ok && !refused) logger.warn({}, 'getMe failed; retried on the first update');
    });
    bot.api
      .setWebhook(url, { secret_token: webhookSecretOf(config) })
      .then(() => logger.info({ url }, 'bot webhook set: Telegram posts updates to the API'))
      .catch((error: unknown) => {
        if (isTokenRefused(error)) refuse(error);
        else logger.error({ err: error, url }, 'could not set the bot webhook');
      });
  } else {
    // @grammyjs/runner: updates are handled concurrently (sequentialized per chat in createBot). An
    // update fetched again after a restart (the runner confirms offsets as it fetches) is skipped
    // by the update-id claims.
    runner = run(bot, { runner: { silent: true } });
    void identified.then(
      (ok) => ok && logger.info({ username: bot.botInfo.username }, 'bot polling started'),
    );
    finished = (runner.task() ?? Promise.resolve()).then(
      (): PollingOutcome => refused ?? { ok: true },
      (error: unknown): PollingOutcome => {
        // Aborting the start-up requests is how a stop during start-up shows up; not a failure.
        if (stopping && !refused) return { ok: true };
        if (refused || isTokenRefused(error)) return refuse(error);
        logger.error({ err: error }, 'bot polling stopped with an error');
        return { ok: false, error };
      },
    );
  }

  const stop = () => {
    stopping ??= (async () => {
      await runner?.stop();
      await bot.idle();
      endWebhook();
      await Promise.all(loops.map((loop) => loop.stop()));
      await finished;
      logger.info({}, config.BOT_WEBHOOK_URL ? 'bot stopped' : 'bot polling stopped');
    })();
    return stopping;
  };

  return { bot, stop, finished };
}
