/**
 * A money transaction may compute from the request's own read of the user (its "basis") instead of
 * reading the user again: the fields it computes from go into the ledger update's condition, so a
 * change since that read makes the update match nothing. The attempt then throws BasisChanged and runs
 * once more on a fresh read (basis null), which answers exactly as before: the common case saves a
 * round trip, a race costs one aborted transaction.
 */
export class BasisChanged extends Error {}

export async function onBasis<B, T>(basis: B | null, attempt: (basis: B | null) => Promise<T>): Promise<T> {
  try {
    return await attempt(basis);
  } catch (err) {
    if (err instanceof BasisChanged) return attempt(null);
    throw err;
  }
}
