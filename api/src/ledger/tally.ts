import { type ClientSession, type Connection, trusted } from 'mongoose';
import { inTransaction } from '../db/transaction.ts';
import type { Models } from '../models/registry.ts';
import type { CounterName, Counters } from '../platform/counters.ts';
import { addUp, type Folded, leaderboardOps } from './tally-sums.ts';

/**
 * The comment on every command of the tally: names its work in the database's logs and profiler, and
 * lets a test tell it from a request's commands.
 */
export const TALLY_COMMENT = 'ledger-tally';

/** Entries folded per transaction. */
const BATCH = 500;
/** A fold starts this long after a post commits, so one fold takes the posts of that moment together. */
const AFTER_POST_MS = 200;
/** After a failed fold (the database away), the next try. */
const AFTER_FAILURE_MS = 5_000;
/** Reads that met a fold committing in between are made again, up to this many times. */
const READ_TRIES = 8;

/** Another tally (another instance) folded some of this batch's entries first. */
class FoldRaced extends Error {}

const PROJECTION = { amount: 1, createdAt: 1, counts: 1 } as const;
const FOLD_PROJECTION = { ...PROJECTION, userId: 1, kind: 1 } as const;

/**
 * The totals the ledger feeds, kept off the money path (issue 25): the platform counters and the
 * per-user leaderboard totals. A post marks its entry `uncounted` in its own transaction, and this
 * tally later adds a batch of such entries to both and removes their marks in ONE transaction: an
 * entry is counted exactly once, whatever crashes or how many instances fold at the same time (a
 * second fold of the same entries finds them counted and aborts). Entries left by a crash are folded
 * at the next start or the next post.
 *
 * `read` is exact at once: the folded counters plus the entries not folded yet (a partial index holds
 * only those, a handful at any time), read again when a fold committed in between. The leaderboard
 * waits for this instance's folds (`caughtUp`): a player sees their own earnings on the board.
 */
export function createLedgerTally(deps: {
  models: Pick<Models, 'LedgerEntry' | 'LeaderboardTotal' | 'User'>;
  counters: Counters;
  connection: Connection;
  log?: { error(obj: object, msg: string): void };
}) {
  const { counters, connection, log } = deps;
  const { LedgerEntry, LeaderboardTotal, User } = deps.models;
  const options = { comment: TALLY_COMMENT };
  let started = false;
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<void> | null = null;
  /** A post of this process committed after the last fold read its batch. */
  let unfolded = false;

  /** A deleted account's totals were removed with it (profile service): its last earnings stay off the board. */
  async function withoutDeleted(entries: Folded[], session: ClientSession): Promise<Folded[]> {
    const ids = [...new Map(entries.map((e) => [e.userId.toHexString(), e.userId])).values()];
    const deleted = await User.find(
      { _id: trusted({ $in: ids }), deletedAt: trusted({ $ne: null }) },
      { _id: 1 },
      options,
    )
      .session(session)
      .lean()
      .exec();
    if (deleted.length === 0) return entries;
    const gone = new Set(deleted.map((u) => u._id.toHexString()));
    return entries.filter((e) => !gone.has(e.userId.toHexString()));
  }

  /** Folds one batch; answers how many entries it counted. */
  function foldBatch(): Promise<number> {
    unfolded = false;
    return inTransaction(connection, async (session) => {
      const batch = await LedgerEntry.find({ uncounted: true }, FOLD_PROJECTION, options)
        .limit(BATCH)
        .session(session)
        .lean()
        .exec();
      if (batch.length === 0) return 0;
      const ids = batch.map((e) => e._id);
      const marked = await LedgerEntry.updateMany(
        { _id: trusted({ $in: ids }), uncounted: true },
        { $unset: { uncounted: 1 } },
        { session, ...options },
      ).exec();
      if (marked.modifiedCount !== batch.length) throw new FoldRaced();
      await counters.inc(session, { ...addUp(batch), ledgerFolds: 1 }, options);
      const board = leaderboardOps(await withoutDeleted(batch as Folded[], session));
      if (board.length > 0) await LeaderboardTotal.bulkWrite(board, { session, ordered: false, ...options });
      return batch.length;
    });
  }

  /** Folds every entry not counted yet (one fold at a time). Never rejects: a failure tries again later. */
  function fold(): Promise<void> {
    running ??= (async () => {
      try {
        while ((await foldBatch()) === BATCH);
      } catch (err) {
        unfolded = true;
        if (!(err instanceof FoldRaced)) log?.error({ err }, 'ledger tally: fold failed');
        soon(err instanceof FoldRaced ? AFTER_POST_MS : AFTER_FAILURE_MS);
      }
    })().finally(() => {
      running = null;
    });
    return running;
  }

  /** Schedules a fold (a post committed); several calls in a moment make one fold. */
  function soon(delay = AFTER_POST_MS): void {
    if (!started || timer) return;
    timer = setTimeout(() => {
      timer = null;
      void (async () => {
        while (running) await running;
        if (started) await fold();
      })();
    }, delay);
    // Never keeps a process (or a test run) alive on its own.
    timer.unref();
  }

  /**
   * Resolves once every post this process committed before the call is folded (the leaderboard reads
   * after it). Without a started tally (a CLI, the bot), at once.
   */
  async function caughtUp(): Promise<void> {
    for (let tries = 0; started && tries < 5; tries++) {
      while (running) await running;
      if (!unfolded) return;
      if (timer) clearTimeout(timer);
      timer = null;
      await fold();
    }
  }

  /** Folds until nothing is left (tests, tools). Rejects when a fold fails. */
  async function drain(): Promise<void> {
    for (;;) {
      while (running) await running;
      try {
        if ((await foldBatch()) === 0) return;
      } catch (err) {
        if (!(err instanceof FoldRaced)) throw err;
      }
    }
  }

  /** Exact totals now: the folded counters plus what is still waiting to be folded. */
  async function read<N extends CounterName>(names: readonly N[]): Promise<Record<N, number>> {
    for (let attempt = 0; attempt < READ_TRIES; attempt++) {
      const folded = await counters.read([...names, 'ledgerFolds']);
      const waiting = await LedgerEntry.find({ uncounted: true }, PROJECTION).lean().exec();
      const again = await counters.read(['ledgerFolds']);
      // A fold that committed between the two reads moved entries from one side to the other.
      if (again.ledgerFolds !== folded.ledgerFolds) continue;
      const pending = addUp(waiting);
      const out = {} as Record<N, number>;
      for (const name of names) out[name] = folded[name] + (pending[name] ?? 0);
      return out;
    }
    throw new Error('ledger tally: the totals kept changing while being read');
  }

  return {
    read,
    drain,
    /** A post committed: fold it soon. Does nothing until started (a CLI or the bot leaves it to the app). */
    posted: () => {
      unfolded = true;
      soon();
    },
    caughtUp,
    /** Starts folding (the app's onReady): at once for what a crash left, then after each post. */
    start() {
      if (started) return;
      started = true;
      soon(0);
    },
    /** Stops folding (the app's onClose) once the fold running has finished. */
    async stop() {
      started = false;
      if (timer) clearTimeout(timer);
      timer = null;
      while (running) await running;
    },
  };
}
export type LedgerTally = ReturnType<typeof createLedgerTally>;
