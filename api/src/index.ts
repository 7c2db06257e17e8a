// What the composition entries (server/) and the bot use from the API: the composition root and its types.

export { buildApp } from './app.ts';
export { type Config, ConfigError, loadConfig, webhookSecret } from './config.ts';
export { connectDatabase, type Database } from './db/connect.ts';
export { isDatabaseUnavailable } from './db/unavailable.ts';
export { type ChannelMembershipChecker, ChatNotVisibleError } from './features/tasks/channel-membership.ts';
export { loadOrCreateDevSecret } from './lib/dev-secret.ts';
export { databaseUnavailable } from './lib/errors.ts';
export { TIMED_OUT, within } from './lib/within.ts';
export { createLogger, type Logger } from './platform/logger.ts';
export { type BotWebhook, mountBotWebhook } from './plugins/bot-webhook.ts';
export { type Composition, createServices, featureServices, type Services } from './services.ts';
export { closeHttp } from './shutdown.ts';
