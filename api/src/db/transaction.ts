import type { ClientSession, Connection } from 'mongoose';
import { databaseUnavailable, isDuplicateKey } from '../lib/errors.ts';

/**
 * Runs `fn` in one MongoDB transaction. Write conflicts are retried by the driver's withTransaction;
 * a duplicate key (two requests inserting the same idempotency key at once) is retried once more here
 * so the loser re-reads and answers as the winner did. A retry while the database is unreachable is
 * refused (503) rather than left waiting.
 */
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
        result = await fn(s);
      });
      return result as T;
    } catch (err) {
      if (attempt < 2 && isDuplicateKey(err)) continue;
      throw err;
    } finally {
      await session.endSession();
    }
  }
}
