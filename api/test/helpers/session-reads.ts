import type { Models } from '../../src/models/registry.ts';

/** Counts Session.findOne calls (the session round trip) while `fn` runs. */
export async function countSessionReads(
  models: Pick<Models, 'Session'>,
  fn: () => Promise<void>,
): Promise<number> {
  const { Session } = models;
  const original = Session.findOne;
  let reads = 0;
  Session.findOne = ((...args: Parameters<typeof original>) => {
    reads++;
    return original.apply(Session, args);
  }) as typeof Session.findOne;
  try {
    await fn();
  } finally {
    Session.findOne = original;
  }
  return reads;
}
