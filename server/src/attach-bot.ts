import { type Composition, type Config, featureServices, type Logger, mountBotWebhook } from '@cum/api';
import {
  botConfigFromApi,
  createBot,
  type PollingOutcome,
  startBot,
  webhookHandler,
  webhookPath,
} from '@cum/bot';
import type { FastifyInstance } from 'fastify';

export interface AttachedBot {
  stop: () => Promise<void>;
  finished: Promise<PollingOutcome>;
}

/**
 * The bot beside the API in the server process. Embedded (BOT_EMBEDDED, the default) it polls or
 * answers its webhook and runs the workers here; otherwise the standalone bot (`npm run bot`) runs
 * them, and in webhook mode this server still answers Telegram's posts with the same handlers.
 */
export async function attachBot(
  app: FastifyInstance,
  services: Composition,
  config: Config,
  log: Logger,
): Promise<AttachedBot | null> {
  if (!config.botToken) {
    log.info('bot is off: BOT_TOKEN is not set (set it to run the Telegram bot with the API)');
    return null;
  }
  // The API's parsed configuration: the bot does not read the environment again.
  const botConfig = botConfigFromApi(config);
  const path = webhookPath(botConfig);
  if (config.botEmbedded) {
    const bot = await startBot({ config: botConfig, services: featureServices(services), logger: log });
    if (path) mountBotWebhook(app, { path, handler: webhookHandler(bot.bot, botConfig) });
    return { stop: bot.stop, finished: bot.finished };
  }
  if (path) {
    const bot = createBot({ config: botConfig, services: featureServices(services), logger: log });
    mountBotWebhook(app, { path, handler: webhookHandler(bot, botConfig) });
  }
  log.info(
    path
      ? `bot is not embedded (BOT_EMBEDDED=false): this server answers its webhook at ${path}; \`npm run bot\` runs its workers`
      : 'bot is not embedded: BOT_EMBEDDED=false (it runs as its own process, `npm run bot`)',
  );
  return null;
}
