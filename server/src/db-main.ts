/**
 * `npm run db`: the embedded database as a standalone server for other processes, over TCP on
 * loopback. DB_PORT (default 0 = any free port), DATA_DIR (default ./.data; "memory" keeps it in
 * memory), DB_PASSWORD (set = SCRAM-SHA-256 authentication required, as user DB_USER, default "cum",
 * in the admin database). Prints exactly one line on stdout, the connection URI (never the password);
 * logs go to stderr. Runs until SIGINT/SIGTERM, then closes the database through the one shutdown path.
 */
import { type DbCliConfig, loadDbConfig, startEmbeddedDb } from '@cum/embedded-mongo';

import { entryLogger } from './config.ts';
import { installShutdown } from './shutdown.ts';

const env = process.env;
const log = entryLogger({ logLevel: env.LOG_LEVEL ?? 'info', appEnv: env.APP_ENV ?? 'development' }, true);
let config: DbCliConfig;
let db: Awaited<ReturnType<typeof startEmbeddedDb>>;
try {
  // DB_PORT, DATA_DIR, DB_PASSWORD, DB_USER, checked once (db/src/config.ts).
  config = loadDbConfig(env);
  db = await startEmbeddedDb({
    port: config.port,
    host: '127.0.0.1',
    dataDir: config.dataDir,
    auth: config.auth,
    log,
  });
} catch (err) {
  log.error({ err }, 'embedded database failed to start');
  log.flush();
  process.exit(1);
}
installShutdown(log, [[{ what: 'database', ms: 5_000, run: () => db.stop() }]]);
process.stdout.write(`${db.uri}\n`);
if (!config.auth)
  log.warn(
    'embedded database: no DB_PASSWORD, so any local process can connect to this port and read or change every document',
  );
// Keep the process alive: the server's own timers are unref'd.
setInterval(() => {}, 1 << 30);
