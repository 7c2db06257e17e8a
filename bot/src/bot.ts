import { isDatabaseUnavailable } from '@cum/api';
import { DEFAULT_LANGUAGE } from '@cum/shared/domain/languages';
import { autoRetry } from '@grammyjs/auto-retry';
import { sequentialize } from '@grammyjs/runner';
import { Bot, type BotError, Composer, GrammyError, HttpError, type Transformer } from 'grammy';
import type { BotConfig } from './config.ts';
import type { BotContext, BotServices } from './context.ts';
import { accountFeature } from './features/account.ts';
import { installAccountCommands } from './features/admin/accounts.ts';
import { installBroadcast } from './features/admin/broadcast.ts';
import { configuredAdmins } from './features/admin/configured.ts';
import { installDirectory } from './features/admin/directory.ts';
import { adminCommands } from './features/admin/filter.ts';
import { chatsFeature } from './features/chats.ts';
import { commandsInAnyCase, fallbackFeature } from './features/fallback.ts';
import { helpFeature } from './features/help.ts';
import { loginFeature } from './features/login.ts';
import { startFeature } from './features/start.ts';
import { botI18n, languageMiddleware } from './i18n/index.ts';
import type { BotLogger } from './logger.ts';
import { messageMetrics } from './message-metrics.ts';
import { realScheduler, type Scheduler } from './scheduler.ts';
import { setAdminCommands } from './setup.ts';
import { createThrottle } from './throttle.ts';
import { botIdOf, oncePerUpdate } from './updates.ts';

/** Things handlers tell the workers of the same process (set by startBot). */
export interface BotSignals {
  broadcastQueued(): void;
}

export interface CreateBotOptions {
  config: BotConfig;
  services: BotServices;
  logger: BotLogger;
  /** The throttle's clock; tests pass a fake one. */
  scheduler?: Scheduler;
  /** Installed closest to the network (tests answer Bot API calls here, under auto-retry). */
  apiTransformers?: Transformer[];
  signals?: BotSignals;
}

/** The apology in English (tests); users read it in their language (bot.ftl's sorry). */
export const SORRY = botI18n.plain(DEFAULT_LANGUAGE, 'sorry');
/** The database cannot be reached: the API's 503 sentence (bot.ftl's unavailable). */
export const UNAVAILABLE = botI18n.plain(DEFAULT_LANGUAGE, 'unavailable');

function describeError(error: unknown): Record<string, unknown> {
  if (error instanceof GrammyError) {
    return { kind: 'telegram', method: error.method, code: error.error_code, description: error.description };
  }
  if (error instanceof HttpError) return { kind: 'network', err: error.error };
  return { kind: 'handler', err: error };
}

/** Tells the user something went wrong, unless Telegram itself refused to talk to them. */
async function answerPolitely(ctx: BotContext | undefined, error: unknown) {
  if (!ctx || (error instanceof GrammyError && error.error_code === 403)) return;
  // The language middleware may not have run (it failed, or the error came before it).
  const language = ctx.language ?? DEFAULT_LANGUAGE;
  const text = botI18n.plain(language, isDatabaseUnavailable(error) ? 'unavailable' : 'sorry');
  if (ctx.callbackQuery && typeof ctx.answerCallbackQuery === 'function') {
    await ctx.answerCallbackQuery({ text, show_alert: true });
  } else if (ctx.chat?.type === 'private' && typeof ctx.reply === 'function') {
    await ctx.reply(text);
  }
}

export function createBot(options: CreateBotOptions) {
  const { config, services, logger, scheduler = realScheduler } = options;
  const signals = options.signals ?? { broadcastQueued: () => {} };
  const bot = new Bot<BotContext>(config.BOT_TOKEN, { client: { apiRoot: config.TELEGRAM_API_ROOT } });

  // Innermost first: the test double (if any), then the rate limit on each real request, then
  // auto-retry around both, so a retried request waits for its turn too.
  if (options.apiTransformers) bot.api.config.use(...options.apiTransformers);
  const counted = messageMetrics(services.botMessages);
  bot.api.config.use(counted.inner);
  bot.api.config.use(createThrottle(scheduler).transformer);
  // A reply stuck in a flood wait holds up only its chat (sequentialize below), but a wait over a
  // minute is better given up: the error boundary apologises. The workers wait out any length.
  bot.api.config.use(autoRetry({ maxRetryAttempts: 3, maxDelaySeconds: 60, rethrowHttpErrors: true }));
  bot.api.config.use(counted.outer);

  // Updates are handled concurrently (runner, webhook requests), but one chat's in order: a chat
  // waiting out a flood wait delays only itself.
  bot.use(sequentialize(chatKey));
  // Every update being handled, so a stopping process can wait for them.
  const handling = new Set<Promise<void>>();
  bot.use(async (_ctx, next) => {
    const done = next();
    handling.add(done);
    try {
      await done;
    } finally {
      handling.delete(done);
    }
  });
  const botId = botIdOf(config);
  bot.use((ctx, next) => {
    ctx.config = config;
    ctx.services = services;
    ctx.logger = logger;
    ctx.updateKey = `${botId}:${ctx.update.update_id}`;
    return next();
  });

  // The error boundary: one failing update must never take the bot (or the API process hosting it)
  // down, and the user hears that something went wrong instead of silence. It wraps every feature,
  // so it also holds for webhook updates (bot.catch only sees long polling).
  const handleError = async (error: BotError<BotContext>) => {
    try {
      logger.error(
        { updateId: error.ctx.update.update_id, ...describeError(error.error) },
        'bot update handling failed',
      );
    } catch {
      // A logger that throws must not turn a handled error into a crash.
    }
    try {
      await answerPolitely(error.ctx, error.error);
    } catch {
      // Telegram unreachable: the log line above is all we can do.
    }
  };
  const features = bot.errorBoundary(handleError);
  // The user's language for every reply, read afresh on each update (shared/locales/<code>/bot.ftl).
  features.use(languageMiddleware());
  // Inside the boundary: a claim that fails (database unreachable) is answered with the apology.
  features.use(oncePerUpdate(botId, services, logger));

  // One Composer per feature.
  features.use(configuredAdmins());
  features.use(commandsInAnyCase);
  features.use(chatsFeature);
  features.use(startFeature);
  features.use(loginFeature);
  features.use(helpFeature);
  features.use(accountFeature);
  const { composer: adminFeature, admins } = adminCommands();
  const everyone = new Composer<BotContext>();
  installDirectory(admins);
  installAccountCommands(admins, (telegramId, isAdmin) => setAdminCommands(bot.api, telegramId, isAdmin));
  installBroadcast(admins, everyone, () => signals.broadcastQueued());
  features.use(adminFeature);
  features.use(everyone);
  features.use(fallbackFeature);
  bot.catch(handleError);

  /** Resolves once every update being handled now is done. */
  const idle = async () => {
    while (handling.size > 0) await Promise.allSettled([...handling]);
  };
  return Object.assign(bot, { idle });
}

/** Updates of one chat (or, without a chat, one user) are handled in order. */
const chatKey = (ctx: BotContext) => {
  const id = ctx.chat?.id ?? ctx.from?.id;
  return id === undefined ? undefined : String(id);
};

export type CumBot = ReturnType<typeof createBot>;
