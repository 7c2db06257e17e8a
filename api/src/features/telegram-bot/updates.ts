import { trusted } from 'mongoose';
import type { Clock } from '../../lib/clock.ts';
import { isDuplicateKey } from '../../lib/errors.ts';
import type { Models } from '../../models/registry.ts';

/**
 * A claim on an update whose handler died (crash, restart) may be taken over after this long. Money
 * moved by a re-run is still safe: those handlers take their ledger key from the update.
 */
export const UPDATE_LEASE_MS = 5 * 60_000;

/**
 * Exactly once per Telegram update, across processes: the first to claim `(botId, updateId)` handles
 * it; a redelivery (webhook retry after a timeout, a poller restarted before confirming its offset)
 * finds the claim and is acknowledged without being handled again. Claims expire after 48 hours
 * (TTL index), well past Telegram's 24-hour redelivery window.
 */
export function createProcessedUpdates(deps: { models: Pick<Models, 'ProcessedUpdate'>; clock: Clock }) {
  const { ProcessedUpdate } = deps.models;
  const { clock } = deps;

  /** True when this caller should handle the update; false for a duplicate. */
  async function claim(botId: number, updateId: number): Promise<boolean> {
    const now = clock.now();
    try {
      await ProcessedUpdate.create({ botId, updateId, status: 'processing', claimedAt: now });
      return true;
    } catch (err) {
      if (!isDuplicateKey(err)) throw err;
    }
    const stale = new Date(now.getTime() - UPDATE_LEASE_MS);
    const taken = await ProcessedUpdate.updateOne(
      { botId, updateId, status: 'processing', claimedAt: trusted({ $lte: stale }) },
      { $set: { claimedAt: now } },
    ).exec();
    return taken.modifiedCount === 1;
  }

  async function finish(botId: number, updateId: number) {
    await ProcessedUpdate.updateOne({ botId, updateId }, { $set: { status: 'done' } }).exec();
  }

  return { claim, finish };
}
export type ProcessedUpdates = ReturnType<typeof createProcessedUpdates>;
