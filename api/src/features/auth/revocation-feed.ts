import { trusted } from 'mongoose';
import type { Clock } from '../../lib/clock.ts';
import { REVOCATION_KEEP_SECONDS, type SessionRevocationModel } from '../../models/session-revocation.ts';
import type { SessionCache } from './session-cache.ts';

/** One poll a second: a revocation on another instance normally takes effect here within ~1 s. */
export const POLL_EVERY_MS = 1_000;
/**
 * Each poll re-reads the revocations stamped (by the DATABASE's clock, session-service.ts) since the
 * previous successful poll started MINUS this window. The window is measured on the database's clock
 * too (`hello`'s localTime), so the instances' own clocks may be off by any amount; it absorbs writes that become
 * visible late, and it makes every record come back for a minute, so a session read that overlapped a
 * revocation and was cached after the poll that first saw it is dropped by the next one.
 */
export const POLL_OVERLAP_MS = 60_000;
/** A longer gap between successful polls may have lost records to the TTL: the cache starts over. */
const MAX_GAP_MS = (REVOCATION_KEEP_SECONDS * 1000) / 2;

/**
 * The per-instance poller of `session_revocations`. Started and stopped with the HTTP app (the auth
 * plugin's onReady/onClose); a process without the app (the bot, the CLI) never polls, and its
 * cache, never trusted, is never served. `pollNow()` lets tests poll without a timer.
 */
export function createRevocationFeed(deps: {
  SessionRevocation: SessionRevocationModel;
  cache: SessionCache;
  clock: Clock;
}) {
  const { SessionRevocation, cache, clock } = deps;
  // Revocations before this service existed cannot concern sessions it has cached.
  let lastStart = clock.now().getTime();
  let inFlight: Promise<boolean> | null = null;
  let timer: NodeJS.Timeout | null = null;

  async function poll(): Promise<boolean> {
    const startedAt = clock.now().getTime();
    // How far back to read, as a duration: elapsed time is measured here (a difference of this
    // instance's own clock, whatever its offset), the instant it counts back from is the database's.
    const lookBackMs = Math.max(0, startedAt - lastStart) + POLL_OVERLAP_MS;
    try {
      // The database's own time first, so the read is a range on the indexed `at` (an `$expr` on
      // `$$NOW` would scan the collection).
      const hello = await SessionRevocation.db.db?.command({ hello: 1 });
      const dbNow = hello?.localTime instanceof Date ? hello.localTime.getTime() : Number.NaN;
      if (!Number.isFinite(dbNow)) throw new Error('the database did not tell its time');
      const records = await SessionRevocation.find({ at: trusted({ $gt: new Date(dbNow - lookBackMs) }) })
        .select({ tokenHash: 1, userId: 1, _id: 0 })
        .lean()
        .exec();
      const tokenHashes: string[] = [];
      const userIds: string[] = [];
      for (const r of records) {
        if (r.tokenHash) tokenHashes.push(r.tokenHash);
        if (r.userId) userIds.push(r.userId.toHexString());
      }
      cache.applyPoll({ tokenHashes, userIds }, startedAt, { gap: startedAt - lastStart > MAX_GAP_MS });
      lastStart = startedAt;
      return true;
    } catch {
      // Nothing to do: the cache stops being trusted on its own once the last good poll is too old.
      return false;
    }
  }

  /** Starts a poll unless one is running (the timer: one at a time, never a queue). */
  function tick(): Promise<boolean> {
    inFlight ??= poll().finally(() => {
      inFlight = null;
    });
    return inFlight;
  }

  /** A poll that starts after this call (after the one running, if any). True when it succeeded. */
  async function pollNow(): Promise<boolean> {
    while (inFlight) await inFlight;
    return tick();
  }

  return {
    pollNow,
    start() {
      if (timer) return;
      void tick();
      timer = setInterval(() => void tick(), POLL_EVERY_MS);
      // Never keeps a process (or a test run) alive on its own.
      timer.unref();
    },
    async stop() {
      if (timer) clearInterval(timer);
      timer = null;
      await inFlight;
    },
  };
}
export type RevocationFeed = ReturnType<typeof createRevocationFeed>;
