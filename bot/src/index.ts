// The package's public face for the API's composition root and the standalone process.
export { type BotSignals, type CreateBotOptions, type CumBot, createBot } from './bot.ts';
export {
  type AppEnv,
  type BotConfig,
  BotConfigError,
  botConfigFromApi,
  loadBotConfig,
  webhookSecretOf,
} from './config.ts';
export type { BotContext, BotServices } from './context.ts';
export type { BotLogger } from './logger.ts';
export { type PollingOutcome, type RunningBot, type StartBotOptions, startBot } from './run.ts';
export { webhookHandler, webhookPath } from './webhook.ts';
