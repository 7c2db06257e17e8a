import mongoose from 'mongoose';
import { startEmbeddedDb } from '../embedded-db/index.ts';

// Operator injection: filters built from request values must never carry `$` operators.
// With sanitizeFilter on, intentional operators in our own filters are wrapped in mongoose.trusted().
mongoose.set('strictQuery', true);
mongoose.set('sanitizeFilter', true);

export interface Database {
  connection: mongoose.Connection;
  /** The URI the connection uses (the embedded server's when MONGODB_URI is unset). */
  uri: string;
  embedded: boolean;
  close(): Promise<void>;
}

export interface ConnectOptions {
  /** External MongoDB; null starts the embedded database in-process. */
  uri: string | null;
  /** Files of the embedded database; null keeps it in memory (tests). */
  dataDir: string | null;
  dbName?: string;
}

export async function connectDatabase(options: ConnectOptions): Promise<Database> {
  if (options.uri) {
    const connection = await mongoose
      .createConnection(options.uri, { dbName: options.dbName, serverSelectionTimeoutMS: 10_000 })
      .asPromise();
    return { connection, uri: options.uri, embedded: false, close: () => connection.close() };
  }
  const server = await startEmbeddedDb(options.dataDir ? { dataDir: options.dataDir } : {});
  try {
    const connection = await mongoose
      .createConnection(server.uri, { dbName: options.dbName ?? 'cum', serverSelectionTimeoutMS: 10_000 })
      .asPromise();
    return {
      connection,
      uri: server.uri,
      embedded: true,
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
