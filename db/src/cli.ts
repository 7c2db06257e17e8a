/**
 * `npm run db`: runs the embedded database as a standalone server.
 * DB_PORT (default 0 = any free port), DATA_DIR (default ./.data; "memory" keeps it in memory).
 * Prints exactly one line, the connection URI, then runs until SIGINT/SIGTERM.
 */
import { startEmbeddedDb } from './index.ts';

const port = Number(process.env.DB_PORT ?? 0);
const dataDirEnv = process.env.DATA_DIR ?? './.data';
const dataDir = dataDirEnv === 'memory' ? undefined : dataDirEnv;

try {
  const db = await startEmbeddedDb({ port, dataDir });
  process.stdout.write(`${db.uri}\n`);
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
