import type { ClientSession, Connection } from 'mongoose';
import { databaseUnavailable, isDuplicateKey } from '../lib/errors.ts';

/**
 * Runs `fn` in one MongoDB transaction. Write conflicts are retried by the driver's withTransaction;
 * a duplicate key (two requests inserting the same idempotency key at once) is retried once more here
 * so the loser re-reads and answers as the winner did. A retry while the database is unreachable is
 * refused (503) rather than left waiting.
 */
/** Work to do once a transaction has committed (metrics), by session; dropped when it aborts. */
const afterCommits = new WeakMap<ClientSession, Array<() => void>>();

/**
 * Runs `fn` after the transaction of `session` commits (never for an attempt that is retried or
 * aborted). Outside inTransaction, at once.
 */
export function afterCommit(session: ClientSession, fn: () => void): void {
  const pending = afterCommits.get(session);
  if (pending) pending.push(fn);
  else fn();
}

export async function inTransaction<T>(
  connection: Connection,
  fn: (session: ClientSession) => Promise<T>,
): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    const session = await connection.startSession();
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
      if (attempt < 2 && isDuplicateKey(err)) continue;
      throw err;
    } finally {
      afterCommits.delete(session);
      await session.endSession();
    }
  }
}
