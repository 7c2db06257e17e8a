import mongoose from 'mongoose';

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
}

export async function connectDatabase(options: ConnectOptions): Promise<Database> {
  if (options.uri) {
    const connection = await mongoose
      .createConnection(options.uri, { dbName: options.dbName, serverSelectionTimeoutMS: 10_000 })
      .asPromise();
    return { connection, uri: options.uri, embedded: false, close: () => connection.close() };
  }
  // In-process the database listens on a 0600 Unix socket (in DATA_DIR, or a private temp directory):
  // no other process, and no other user, can connect to it.
  const server = await loadEmbeddedDb().then((m) =>
    m.startEmbeddedDb({ dataDir: options.dataDir ?? undefined, worker: options.embeddedWorker }),
  );
  try {
    const connection = await mongoose
      .createConnection(server.uri, { dbName: options.dbName ?? 'cum', serverSelectionTimeoutMS: 10_000 })
      .asPromise();
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
 * MONGODB_URI is given, and absent from the production image, where MongoDB is real.
 */
async function loadEmbeddedDb(): Promise<typeof import('@cum/embedded-mongo')> {
  try {
    return await import('@cum/embedded-mongo');
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ERR_MODULE_NOT_FOUND') {
      throw new Error(
        'MONGODB_URI is not set and the embedded database (@cum/embedded-mongo, a development dependency) is not installed: set MONGODB_URI to your MongoDB replica set',
      );
    }
    throw err;
  }
}
