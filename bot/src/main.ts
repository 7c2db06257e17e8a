// Standalone bot process (`npm run bot`, docker-compose's `bot` service); `npm start` runs the bot
// inside the API instead. It reads the API's configuration and builds the same services through the
// API's composition root, on the API's database.
import {
  type Config,
  ConfigError,
  connectDatabase,
  createServices,
  featureServices,
  loadConfig,
} from '@cum/api';
import { botConfigFromApi } from './config.ts';
import { createConsoleLogger } from './logger.ts';
import { startBot } from './run.ts';

const STOP_TIMEOUT_MS = 10_000;
const logger = createConsoleLogger();

function fail(message: string): never {
  logger.error({}, message);
  process.exit(1);
}

let config: Config;
try {
  config = loadConfig();
} catch (error) {
  if (!(error instanceof ConfigError)) throw error;
  fail(error.message);
}
if (!config.botToken) fail('BOT_TOKEN is not set: the standalone bot has nothing to run.');
// The embedded database lives inside the API process; a second process cannot share it.
if (!config.mongodbUri) {
  fail(
    'The standalone bot needs MONGODB_URI (the API’s database). Without it, run the bot inside the API: npm start.',
  );
}

const db = await connectDatabase({ uri: config.mongodbUri, dataDir: null });
const services = await createServices({ config, connection: db.connection });
const running = await startBot({
  config: botConfigFromApi(config),
  services: featureServices(services),
  logger,
  standalone: true,
});
let shuttingDown = false;

async function shutdown(signal: NodeJS.Signals): Promise<void> {
  if (shuttingDown) {
    logger.warn({ signal }, 'second signal, exiting without waiting');
    process.exit(1);
  }
  shuttingDown = true;
  logger.info({ signal }, 'stopping the bot');
  // A handler stuck on a dead connection must not keep the container from stopping.
  const timer = setTimeout(() => {
    logger.error({ timeoutMs: STOP_TIMEOUT_MS }, 'bot did not stop in time, exiting');
    process.exit(1);
  }, STOP_TIMEOUT_MS);
  timer.unref();
  await running.stop();
  await db.close();
  process.exit(0);
}

process.on('SIGINT', (signal) => void shutdown(signal));
process.on('SIGTERM', (signal) => void shutdown(signal));

// Polling that dies on its own (revoked token, a second poller) exits non-zero so the supervisor restarts us.
const outcome = await running.finished;
if (!shuttingDown) process.exit(outcome.ok ? 0 : 1);
