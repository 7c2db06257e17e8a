import type { ClientSession, Connection } from 'mongoose';
import { isDuplicateKey } from '../lib/errors.ts';

/**
 * Runs `fn` in one MongoDB transaction. Write conflicts are retried by the driver's withTransaction;
 * a duplicate key (two requests inserting the same idempotency key at once) is retried once more here
 * so the loser re-reads and answers as the winner did.
 */
export async function inTransaction<T>(
  connection: Connection,
  fn: (session: ClientSession) => Promise<T>,
): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    const session = await connection.startSession();
    try {
      let result: T | undefined;
      await session.withTransaction(async (s) => {
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
