// The server process (`npm start`, the api image): database (embedded when MONGODB_URI is unset), API
// + web app, and the bot with its workers when BOT_TOKEN is set. One logger, one shutdown path.
import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { buildApp, closeHttp, connectDatabase, createServices, loadOrCreateDevSecret } from '@cum/api';
import { attachBot } from './attach-bot.ts';
import { entryLogger, loadConfigOrExit } from './config.ts';
import { installShutdown } from './shutdown.ts';

let config = loadConfigOrExit();
const log = entryLogger(config);
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
  log,
});
const services = await createServices({
  config,
  connection: db.connection,
  databaseWriteState: db.writeState,
  log,
});
const app = await buildApp({ services, logger: log });
// A first run has something to do: an empty database gets the starter tasks, once ever.
if (await services.tasks.seedStarterCatalogue(config.publicUrl)) {
  log.info('first start: added the starter task catalogue (admins edit it in the admin panel)');
}
log.info(db.embedded ? `embedded database at ${db.uri} (files in ${dataDir})` : 'connected to MongoDB');
const bot = await attachBot(app, services, config, log);

installShutdown(log, [
  [
    { what: 'bot', ms: 5_000, run: async () => bot?.stop() },
    { what: 'http', ms: 5_000, run: () => closeHttp(app) },
  ],
  // Registrations and resets answered just before the signal finish their work (accounts, mails).
  [{ what: 'after-requests', ms: 1_000, run: () => services.auth.afterAnswer.idle() }],
  [{ what: 'database', ms: 2_000, run: () => db.close() }],
]);
await app.listen({ port: config.port, host: config.host });
if (config.embeddedDbInProduction)
  log.warn(
    'EMBEDDED_DB=true: production on the embedded database, single-machine mode (one API instance, no replica; back up DATA_DIR). Set MONGODB_URI to run on MongoDB.',
  );
if (!config.isProduction) log.info(`open ${config.publicUrl}`);
