import mongoose from 'mongoose';
import type { Logger } from '../platform/logger.ts';

// Operator injection: filters built from request values must never carry `$` operators.
// With sanitizeFilter on, intentional operators in our own filters are wrapped in mongoose.trusted().
mongoose.set('strictQuery', true);
mongoose.set('sanitizeFilter', true);

export interface Database {
  connection: mongoose.Connection;
  /** The URI the connection uses (the embedded server's when MONGODB_URI is unset). */
  uri: string;
  embedded: boolean;
  /** The embedded database's worker heap (see @cum/embedded-mongo's `memory`); absent otherwise. */
  embeddedMemory?: () => Promise<{ heapUsed: number; heapTotal: number }>;
  /** The embedded database's `writeState` (false while its disk is full); absent otherwise. */
  writeState?: () => Promise<{ writable: boolean; lastError: string | null }>;
  close(): Promise<void>;
}

export interface ConnectOptions {
  /** External MongoDB; null starts the embedded database in-process. */
  uri: string | null;
  /** Files of the embedded database; null keeps it in memory (tests). */
  dataDir: string | null;
  dbName?: string;
  /**
   * Run the embedded database in a worker thread instead of on this event loop (the app's default,
   * EMBEDDED_DB_WORKER): it measured faster on the 2-core machine (docs/benchmarks.md, "bench:db").
   * Off here by default because each start costs about a second, which tests pay many times.
   */
  embeddedWorker?: boolean;
  /** The process's logger, for the embedded database's own warnings (a torn journal tail cut, a
   * failed compaction), also from its worker thread. Unset: JSON lines on stderr. */
  log?: Logger;
}

/**
 * How long an operation waits for a reachable server. Short, so that during an outage a request fails
 * (503 with Retry-After, plugins/errors.ts) within a few seconds instead of piling up behind the
 * driver; the driver re-checks the server as soon as one waits, so service resumes quickly after.
 */
export const SERVER_SELECTION_TIMEOUT_MS = 1_500;
/** How long the start may wait for MongoDB to come up (a container starting beside it). */
const START_WAIT_MS = 30_000;

const connectionOptions = (dbName: string | undefined) => ({
  dbName,
  serverSelectionTimeoutMS: SERVER_SELECTION_TIMEOUT_MS,
  // Operations go to the driver at once instead of queueing in mongoose while it is disconnected
  // (mongoose would hold them for 10 s): the short selection timeout above is the only wait.
  bufferCommands: false,
});

/** Opens a connection, trying again while the server is not up yet (until START_WAIT_MS). */
async function open(uri: string, dbName: string | undefined): Promise<mongoose.Connection> {
  const deadline = Date.now() + START_WAIT_MS;
  for (;;) {
    const connection = mongoose.createConnection(uri, connectionOptions(dbName));
    try {
      return await connection.asPromise();
    } catch (err) {
      await connection.close().catch(() => {});
      if (Date.now() > deadline || !(err instanceof mongoose.Error.MongooseServerSelectionError)) throw err;
    }
  }
}

export async function connectDatabase(options: ConnectOptions): Promise<Database> {
  if (options.uri) {
    const connection = await open(options.uri, options.dbName);
    return { connection, uri: options.uri, embedded: false, close: () => connection.close() };
  }
  // In-process the database listens on a 0600 Unix socket (in DATA_DIR, or a private temp directory):
  // no other process, and no other user, can connect to it.
  const server = await loadEmbeddedDb().then((m) =>
    m.startEmbeddedDb({
      dataDir: options.dataDir ?? undefined,
      worker: options.embeddedWorker,
      log: options.log,
    }),
  );
  try {
    const connection = await open(server.uri, options.dbName ?? 'cum');
    return {
      connection,
      uri: server.uri,
      embedded: true,
      embeddedMemory: server.memory,
      writeState: server.writeState,
      close: async () => {
        await connection.close();
        await server.stop();
      },
    };
  } catch (err) {
    await server.stop();
    throw err;
  }
}

/**
 * The embedded database is a development dependency (@cum/embedded-mongo): loaded only when no
 * MONGODB_URI is given, and absent from the production image, where MongoDB is real. It ships
 * TypeScript sources: under tsx (npm start, npm run ...) they load as they are; from the compiled
 * files (`node api/dist/admin.js`, `audit-ledger.js` in a development checkout) tsx's loader is
 * registered first, as the database's own worker thread does (db/src/worker-boot.mjs).
 */
async function loadEmbeddedDb(): Promise<typeof import('@cum/embedded-mongo')> {
  try {
    return await import('@cum/embedded-mongo');
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code;
    if (code === 'ERR_MODULE_NOT_FOUND') throw notInstalled();
    if (code !== 'ERR_UNKNOWN_FILE_EXTENSION') throw err;
  }
  try {
    const tsx: { register(): unknown } = await import('tsx/esm/api');
    tsx.register();
  } catch {
    throw new Error(
      'MONGODB_URI is not set and the embedded database (@cum/embedded-mongo, TypeScript sources) cannot be loaded without tsx: run the npm script instead (npm run admin / npm run audit:ledger), install the development dependencies (npm ci), or set MONGODB_URI',
    );
  }
  // A new URL: the failed import above stays cached under the package's own.
  const url = `${import.meta.resolve('@cum/embedded-mongo')}?tsx`;
  return (await import(url)) as typeof import('@cum/embedded-mongo');
}

const notInstalled = () =>
  new Error(
    'MONGODB_URI is not set and the embedded database (@cum/embedded-mongo, a development dependency) is not installed: set MONGODB_URI to your MongoDB replica set',
  );
