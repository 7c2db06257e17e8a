import type { Document } from 'mongodb';
import type { Connection } from 'mongoose';
import { TALLY_COMMENT } from '../../src/ledger/tally.ts';

export type Call = { collection: string; method: string; args: unknown[] };
type Options = {
  sort?: Document;
  hint?: Document | string;
  limit?: number;
  skip?: number;
  projection?: Document;
};

/**
 * Collections read on the instance's own clock, not by what `fn` does: the revocation poller
 * (features/auth/revocation-feed.ts) reads every second, and a poll that fell inside a capture made a
 * command count one too many (CI, seed 1795747442382).
 */
const backgroundCollections = new Set(['session_revocations']);

/** The ledger tally's folds run after a post's commit, on their own timer, and say so in a comment. */
const isTally = (args: unknown[]) =>
  args.some(
    (a) => a !== null && typeof a === 'object' && (a as { comment?: unknown }).comment === TALLY_COMMENT,
  );

/** Every collection call mongoose makes while `fn` runs (its debug hook sees the cast filters). */
export async function captureCalls(connection: Connection, fn: () => Promise<unknown>): Promise<Call[]> {
  const calls: Call[] = [];
  const previous = connection.get('debug');
  connection.set('debug', (collection: string, method: string, ...args: unknown[]) => {
    if (!backgroundCollections.has(collection) && !isTally(args)) calls.push({ collection, method, args });
  });
  try {
    await fn();
  } finally {
    connection.set('debug', previous);
  }
  return calls;
}

/**
 * The documents the database examines for the reads `fn` makes (each find and count re-run with
 * `explain` executionStats, as mongoose's debug hook saw it after casting): the work of a request,
 * which must not grow with the size of a collection. Returns the total and the figure per call.
 */
export async function docsExamined(
  connection: Connection,
  fn: () => Promise<unknown>,
): Promise<{ total: number; calls: Array<{ call: string; docs: number }> }> {
  const calls = await captureCalls(connection, fn);
  const db = connection.db;
  if (!db) throw new Error('not connected');
  const out: Array<{ call: string; docs: number }> = [];
  for (const c of calls) {
    const [filter, second] = c.args as [Document, Options?];
    let stats: Document | undefined;
    if (c.method === 'find' || c.method === 'findOne') {
      const o = second ?? {};
      const cursor = db.collection(c.collection).find(filter, {
        ...(o.sort ? { sort: o.sort } : {}),
        ...(o.hint ? { hint: o.hint } : {}),
        ...(o.limit ? { limit: o.limit } : {}),
        ...(o.skip ? { skip: o.skip } : {}),
        ...(c.method === 'findOne' ? { limit: 1 } : {}),
      });
      stats = (await cursor.explain('executionStats')).executionStats as Document;
    } else if (c.method === 'countDocuments') {
      const res = await db.command({
        explain: { count: c.collection, query: filter, ...(second?.hint ? { hint: second.hint } : {}) },
        verbosity: 'executionStats',
      });
      stats = res.executionStats as Document;
    }
    if (stats) out.push({ call: `${c.collection}.${c.method}`, docs: stats.totalDocsExamined as number });
  }
  return { total: out.reduce((n, c) => n + c.docs, 0), calls: out };
}
