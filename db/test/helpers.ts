import { type Document, MongoClient } from 'mongodb';
import { startEmbeddedDb } from '../src/index.ts';

/** Runs the suite against MONGODB_URI when set (a real MongoDB 7 replica set), else the embedded server. */
export const REAL_MONGO = process.env.MONGODB_URI;
export const embeddedOnly = REAL_MONGO ? 'skip' : 'run';

export interface Target {
  uri: string;
  client: MongoClient;
  stop(): Promise<void>;
}

export async function startTarget(): Promise<Target> {
  if (REAL_MONGO) {
    const client = await MongoClient.connect(REAL_MONGO);
    return { uri: REAL_MONGO, client, stop: () => client.close() };
  }
  const db = await startEmbeddedDb();
  const client = await MongoClient.connect(db.uri);
  return {
    uri: db.uri,
    client,
    stop: async () => {
      await client.close();
      await db.stop();
    },
  };
}

let counter = 0;
/** A fresh database name so tests never see each other's data (also on a shared real server). */
export const freshDbName = (prefix: string) =>
  `edb_${prefix}_${process.pid}_${Date.now().toString(36)}_${counter++}`;

/** `uri` with a database name, for mongoose. */
export function withDb(uri: string, db: string): string {
  const u = new URL(uri);
  u.pathname = `/${db}`;
  return u.toString();
}

/** A document type whose _id may be anything (the driver's default assumes ObjectId). */
export interface Loose extends Document {
  _id?: string | number | object;
}
