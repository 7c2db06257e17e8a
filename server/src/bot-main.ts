// The standalone bot process (`npm run bot`, the bot image): polling (or, in webhook mode, only the
// workers) on the API's MongoDB, with the API's configuration and services. `npm start` runs the bot
// inside the server instead.
import { connectDatabase, createServices, featureServices } from '@cum/api';
import { botConfigFromApi, startBot } from '@cum/bot';
import { entryLogger, loadConfigOrExit } from './config.ts';
import { installShutdown } from './shutdown.ts';

const config = loadConfigOrExit();
const log = entryLogger(config);
function fail(message: string): never {
  log.error(message);
  log.flush();
  process.exit(1);
}
if (!config.botToken) fail('BOT_TOKEN is not set: the standalone bot has nothing to run.');
// The embedded database lives inside the server process; a second process cannot share it.
if (!config.mongodbUri) {
  fail(
    'The standalone bot needs MONGODB_URI (the API’s database). Without it, run the bot inside the API: npm start.',
  );
}

const db = await connectDatabase({ uri: config.mongodbUri, dataDir: null, log });
const services = await createServices({ config, connection: db.connection, log });
const running = await startBot({
  config: botConfigFromApi(config),
  services: featureServices(services),
  logger: log,
  standalone: true,
});
installShutdown(log, [
  [{ what: 'bot', ms: 5_000, run: () => running.stop() }],
  [{ what: 'database', ms: 2_000, run: () => db.close() }],
]);
// Keep the process alive whatever the bot does: the database driver's timers may all be idle.
setInterval(() => {}, 1 << 30);

// Polling that dies on its own (a second poller, 409) exits non-zero so the supervisor restarts us.
// A token Telegram refuses is said once and the process stays up, idle: a restart would only
// repeat the refusal (bot/src/run.ts).
const outcome = await running.finished;
if (!outcome.ok && !outcome.tokenRefused) {
  // Thrown outside this module's promise: the shutdown path takes it (closes the database, exits 1).
  setImmediate(() => {
    throw new Error('bot polling stopped on its own', { cause: outcome.error });
  });
}
