// What other packages (the bot) use from the API: the composition root and its types.

export { buildApp } from './app.ts';
export { type Config, ConfigError, loadConfig, webhookSecret } from './config.ts';
export { connectDatabase, type Database } from './db/connect.ts';
export { isDatabaseUnavailable } from './db/unavailable.ts';
export { type ChannelMembershipChecker, ChatNotVisibleError } from './features/tasks/channel-membership.ts';
export { databaseUnavailable } from './lib/errors.ts';
export { type BotWebhook, mountBotWebhook } from './plugins/bot-webhook.ts';
export { type Composition, createServices, featureServices, type Services } from './services.ts';
