/**
 * `npm run db`: runs the embedded database as a standalone server for other processes, over TCP on
 * loopback. DB_PORT (default 0 = any free port), DATA_DIR (default ./.data; "memory" keeps it in
 * memory), DB_PASSWORD (set = SCRAM-SHA-256 authentication required, as user DB_USER, default "cum",
 * in the admin database). Prints exactly one line, the connection URI (never the password), then runs
 * until SIGINT/SIGTERM.
 */
import { loadDbConfig } from './config.ts';
import { startEmbeddedDb } from './index.ts';

try {
  const { port, dataDir, auth } = loadDbConfig(process.env);
  const db = await startEmbeddedDb({ port, host: '127.0.0.1', dataDir, auth });
  process.stdout.write(`${db.uri}\n`);
  if (!auth)
    process.stderr.write(
      'embedded database: no DB_PASSWORD, so any local process can connect to this port and read or change every document\n',
    );
  let stopping = false;
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    await db.stop();
    process.exit(0);
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
  // Keep the process alive: the server's own timers are unref'd.
  setInterval(() => {}, 1 << 30);
} catch (e) {
  process.stderr.write(`embedded database failed to start: ${(e as Error).message}\n`);
  process.exit(1);
}
