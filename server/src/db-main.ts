/**
 * `npm run db`: the embedded database as a standalone server for other processes, over TCP on
 * loopback. DB_PORT (default 0 = any free port), DATA_DIR (default ./.data; "memory" keeps it in
 * memory), DB_PASSWORD (set = SCRAM-SHA-256 authentication required, as user DB_USER, default "cum",
 * in the admin database). Prints exactly one line on stdout, the connection URI (never the password);
 * logs go to stderr. Runs until SIGINT/SIGTERM, then closes the database through the one shutdown path.
 */
import { startEmbeddedDb } from '@cum/embedded-mongo';
import { entryLogger } from './config.ts';
import { installShutdown } from './shutdown.ts';

const env = process.env;
const log = entryLogger({ logLevel: env.LOG_LEVEL ?? 'info', appEnv: env.APP_ENV ?? 'development' }, true);
const port = Number(env.DB_PORT ?? 0);
const dataDirEnv = env.DATA_DIR ?? './.data';
const dataDir = dataDirEnv === 'memory' ? undefined : dataDirEnv;
const password = env.DB_PASSWORD || undefined;
const user = env.DB_USER || 'cum';

let db: Awaited<ReturnType<typeof startEmbeddedDb>>;
try {
  db = await startEmbeddedDb({
    port,
    host: '127.0.0.1',
    dataDir,
    auth: password ? { user, password } : undefined,
  });
} catch (err) {
  log.error({ err }, 'embedded database failed to start');
  log.flush();
  process.exit(1);
}
installShutdown(log, [[{ what: 'database', ms: 5_000, run: () => db.stop() }]]);
process.stdout.write(`${db.uri}\n`);
if (!password)
  log.warn(
    'embedded database: no DB_PASSWORD, so any local process can connect to this port and read or change every document',
  );
// Keep the process alive: the server's own timers are unref'd.
setInterval(() => {}, 1 << 30);
