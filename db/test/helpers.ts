import { type Db, type Document, MongoClient, MongoServerError } from 'mongodb';
import { afterAll, beforeAll, expect } from 'vitest';
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

/** A target and a fresh database for one test file: started before its tests, dropped and stopped
 * after them by the hooks this registers. Read `ctx.t` and `ctx.db` inside tests and hooks. */
export function useTestDb(prefix: string): { t: Target; db: Db } {
  const ctx = {} as { t: Target; db: Db };
  beforeAll(async () => {
    ctx.t = await startTarget();
    ctx.db = ctx.t.client.db(freshDbName(prefix));
  });
  afterAll(async () => {
    await ctx.db?.dropDatabase();
    await ctx.t?.stop();
  });
  return ctx;
}

/** The server error a driver call fails with (the test fails when it succeeds or fails otherwise). */
export async function serverError(p: Promise<unknown>): Promise<MongoServerError> {
  const e = await p.then(
    () => undefined,
    (err: unknown) => err,
  );
  expect(e).toBeInstanceOf(MongoServerError);
  return e as MongoServerError;
}

/**
 * Starts a durable embedded server on `dir`, runs `fn` on its `app` database and stops it again: call
 * it twice on one directory to check that something survives a restart.
 */
export async function openDurable<T>(
  dir: string,
  fn: (d: Db) => Promise<T>,
  opts: { compactBytes?: number } = {},
): Promise<T> {
  const server = await startEmbeddedDb({ dataDir: dir, compactBytes: opts.compactBytes });
  const client = await MongoClient.connect(server.uri);
  try {
    return await fn(client.db('app'));
  } finally {
    await client.close();
    await server.stop();
  }
}
