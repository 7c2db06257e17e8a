import { type Config, ConfigError, createLogger, type Logger, loadConfig } from '@cum/api';

/** The API's configuration, parsed once; a bad one is said in one line and the process exits 1. */
export function loadConfigOrExit(): Config {
  try {
    return loadConfig();
  } catch (err) {
    if (!(err instanceof ConfigError)) throw err;
    console.error(err.message);
    process.exit(1);
  }
}

/**
 * The process's one logger: pino-pretty when a person watches a development terminal (`npm start`),
 * JSON lines otherwise (production, tests, a redirected output). `toStderr` keeps stdout for the one
 * line a program reads (npm run db's URI).
 */
export function entryLogger(config: { logLevel: string; appEnv: string }, toStderr = false): Logger {
  const stream = toStderr ? process.stderr : process.stdout;
  const pretty = config.appEnv === 'development' && stream.isTTY === true;
  return createLogger({ level: config.logLevel, pretty, destination: toStderr ? 2 : 1 });
}
