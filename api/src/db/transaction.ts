import type { ClientSession, Connection } from 'mongoose';
import { databaseUnavailable, isDuplicateKey } from '../lib/errors.ts';

/**
 * Runs `fn` in one MongoDB transaction. Write conflicts are retried by the driver's withTransaction;
 * a duplicate key (a repeated idempotency key, or two requests inserting the same one at once) is retried here
 * so the loser re-reads and answers as the winner did. A retry while the database is unreachable is
 * refused (503) rather than left waiting.
 */
/** Work to do once a transaction has committed (metrics), by session; dropped when it aborts. */
const afterCommits = new WeakMap<ClientSession, Array<() => void>>();

/** Sessions of an attempt that follows a duplicate key: idempotency keys are looked up before writing. */
const retriedAfterDuplicate = new WeakSet<ClientSession>();

/**
 * Whether writes keyed for idempotency should look their key up first. The first attempt does not:
 * the unique index refuses a repeated key, the transaction aborts with everything it wrote, and the
 * next attempt (here, true) finds the first entry and answers as it did. A repeat costs one aborted
 * attempt; every other write saves a round trip.
 */
export function lookUpKeysFirst(session: ClientSession): boolean {
  return retriedAfterDuplicate.has(session);
}

/**
 * Runs `fn` after the transaction of `session` commits (never for an attempt that is retried or
 * aborted). Outside inTransaction, at once.
 */
export function afterCommit(session: ClientSession, fn: () => void): void {
  const pending = afterCommits.get(session);
  if (pending) pending.push(fn);
  else fn();
}

const DUPLICATE_RETRIES = 3;

export async function inTransaction<T>(
  connection: Connection,
  fn: (session: ClientSession) => Promise<T>,
): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    const session = await connection.startSession();
    if (attempt > 0) retriedAfterDuplicate.add(session);
    try {
      let result: T | undefined;
      let tries = 0;
      await session.withTransaction(async (s) => {
        // The driver retries a transaction whose connection dropped for up to 120 s; while the
        // database is unreachable a retry only waits, so the request answers 503 instead.
        if (tries++ > 0 && connection.readyState !== 1) throw databaseUnavailable();
        afterCommits.set(s, []);
        result = await fn(s);
      });
      for (const done of afterCommits.get(session) ?? []) done();
      return result as T;
    } catch (err) {
      if (attempt < DUPLICATE_RETRIES && isDuplicateKey(err)) continue;
      throw err;
    } finally {
      afterCommits.delete(session);
      await session.endSession();
    }
  }
}
