// Standalone bot process (docker-compose's `bot` service); `npm start` runs the bot inside the API.
import { BotConfigError, loadBotConfig } from './config.ts';
import { createConsoleLogger } from './logger.ts';
import { startBot } from './run.ts';

const STOP_TIMEOUT_MS = 10_000;
const logger = createConsoleLogger();

let config: ReturnType<typeof loadBotConfig>;
try {
  config = loadBotConfig();
} catch (error) {
  if (!(error instanceof BotConfigError)) throw error;
  logger.error({}, error.message);
  process.exit(1);
}

const running = await startBot({ config, logger, standalone: true });
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
  process.exit(0);
}

process.on('SIGINT', (signal) => void shutdown(signal));
process.on('SIGTERM', (signal) => void shutdown(signal));

// Polling that dies on its own (revoked token, a second poller) exits non-zero so the supervisor restarts us.
const outcome = await running.finished;
if (!shuttingDown) process.exit(outcome.ok ? 0 : 1);
