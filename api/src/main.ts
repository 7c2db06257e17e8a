import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import { connectDatabase } from './db/connect.ts';
import { loadOrCreateDevSecret } from './lib/dev-secret.ts';
import { mountBotWebhook } from './plugins/bot-webhook.ts';
import { createServices, featureServices } from './services.ts';
import { installShutdown } from './shutdown.ts';

/**
 * The server process: config, database (embedded when MONGODB_URI is unset), API + web app, and the
 * bot when BOT_TOKEN is set. SIGINT/SIGTERM close everything in reverse order, within 8 s (shutdown.ts).
 */
async function main() {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }

  if (config.sessionSecretGenerated && !config.isProduction) {
    config = { ...config, sessionSecret: loadOrCreateDevSecret(resolve(config.dataDir)) };
  }

  let dataDir: string | null = null;
  if (!config.mongodbUri) {
    dataDir = resolve(config.dataDir);
    mkdirSync(dataDir, { recursive: true });
  }
  const db = await connectDatabase({
    uri: config.mongodbUri,
    dataDir,
    embeddedWorker: config.embeddedDbWorker,
  });
  const services = await createServices({
    config,
    connection: db.connection,
    databaseWriteState: db.writeState,
  });
  const app = await buildApp({ services });
  // A first run has something to do: an empty database gets the starter tasks, once ever.
  if (await services.tasks.seedStarterCatalogue(config.publicUrl)) {
    app.log.info('first start: added the starter task catalogue (admins edit it in the admin panel)');
  }
  app.log.info(db.embedded ? `embedded database at ${db.uri} (files in ${dataDir})` : 'connected to MongoDB');

  let stopBot: (() => Promise<void>) | null = null;
  if (config.botToken && config.botEmbedded) {
    const { botConfigFromApi, startBot, webhookHandler, webhookPath } = await import('@cum/bot');
    // The API's parsed configuration: the embedded bot does not read the environment again.
    const botConfig = botConfigFromApi(config);
    const bot = await startBot({ config: botConfig, services: featureServices(services), logger: app.log });
    const path = webhookPath(botConfig);
    if (path) mountBotWebhook(app, { path, handler: webhookHandler(bot.bot, botConfig) });
    stopBot = bot.stop;
  } else if (config.botToken) {
    // The bot runs as its own process (workers, broadcasts). In webhook mode Telegram still posts
    // updates to this public server, so the API answers them with the same handlers; the bot process
    // then only runs the workers and picks queued broadcasts up on its schedule.
    const { botConfigFromApi, createBot, webhookHandler, webhookPath } = await import('@cum/bot');
    const botConfig = botConfigFromApi(config);
    const path = webhookPath(botConfig);
    if (path) {
      const bot = createBot({ config: botConfig, services: featureServices(services), logger: app.log });
      mountBotWebhook(app, { path, handler: webhookHandler(bot, botConfig) });
    }
    app.log.info(
      path
        ? `bot is not embedded (BOT_EMBEDDED=false): this server answers its webhook at ${path}; \`npm run bot\` runs its workers`
        : 'bot is not embedded: BOT_EMBEDDED=false (it runs as its own process, `npm run bot`)',
    );
  } else {
    app.log.info('bot is off: BOT_TOKEN is not set (set it to run the Telegram bot with the API)');
  }

  installShutdown({
    app,
    stopBot,
    // Registrations and resets answered just before the signal finish their work (accounts, mails).
    afterRequests: () => services.auth.afterAnswer.idle(),
    closeDatabase: () => db.close(),
  });
  await app.listen({ port: config.port, host: config.host });
  if (config.embeddedDbInProduction)
    app.log.warn(
      'EMBEDDED_DB=true: production on the embedded database, single-machine mode (one API instance, no replica; back up DATA_DIR). Set MONGODB_URI to run on MongoDB.',
    );
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
