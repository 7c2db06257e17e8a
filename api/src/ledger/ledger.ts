import type { LedgerKind } from '@cum/shared/contract/activity';
import { type ClientSession, Types, trusted, type UpdateQuery } from 'mongoose';
import { BasisChanged } from '../db/basis.ts';
import { afterCommit, lookUpKeysFirst } from '../db/transaction.ts';
import type { Clock } from '../lib/clock.ts';
import { type AppError, insufficientFunds, invalidState, userNotFound } from '../lib/errors.ts';
import type { LedgerEntryRecord } from '../models/ledger-entry.ts';
import type { Models } from '../models/registry.ts';
import type { UserRecord } from '../models/user.ts';
import type { CounterName } from '../platform/counters.ts';
import type { LedgerTally } from './tally.ts';

export interface PostInput {
  userId: Types.ObjectId;
  /** Integer milli-$CUM; negative for spending. */
  amount: number;
  kind: LedgerKind;
  /** Idempotency key: a second post with the same key changes nothing and answers the first entry. */
  key: string;
  description: string;
  meta?: Record<string, unknown>;
  /**
   * Extra conditions on the user document, checked in the same atomic update as the balance change
   * (e.g. "last claim at least an hour ago"). Values with operators must be wrapped in mongoose.trusted().
   */
  userFilter?: Record<string, unknown>;
  /** Extra changes to the user, applied in the same update (e.g. set lastRewardClaimAt). */
  userUpdate?: { $set?: Record<string, unknown>; $inc?: Record<string, number> };
  /** More platform counters this entry moves besides the ledger's own (e.g. tasksCompleted). */
  counters?: Partial<Record<CounterName, number>>;
  /** Thrown when `userFilter` does not match (the balance check has its own error). */
  onConditionFailed?: () => AppError;
  /**
   * The caller computed this post from the request's own read of the user, and the conditions encode
   * that read: any failed condition (the filter or the balance) means the user changed since, so
   * BasisChanged is thrown instead and onBasis runs the work again on a fresh read (db/basis.ts).
   */
  fromBasis?: boolean;
}

export interface PostResult {
  entry: LedgerEntryRecord;
  user: UserRecord;
  /** True when the key had been posted before: nothing changed. */
  duplicate: boolean;
}

/**
 * The only code that changes a balance. Each post is one ledger entry plus the balance change, inside
 * the caller's transaction: two commands. The entry is marked for the totals it feeds (the platform
 * counters and the leaderboard), which the tally (tally.ts) folds in after commit, exactly once.
 */
export function createLedger(deps: {
  models: Pick<Models, 'User' | 'LedgerEntry'>;
  tally: Pick<LedgerTally, 'posted'>;
  clock: Clock;
  /** Told of each new entry once its transaction has committed (metrics). */
  onPosted?: (kind: LedgerKind, amount: number) => void;
}) {
  const { tally, clock, onPosted } = deps;
  const { User, LedgerEntry } = deps.models;

  async function duplicateOf(session: ClientSession, key: string): Promise<PostResult | null> {
    const existing = await LedgerEntry.findOne({ key }).session(session).lean().exec();
    if (!existing) return null;
    const user = await User.findById(existing.userId).session(session).lean().exec();
    if (!user) throw userNotFound();
    return { entry: existing, user, duplicate: true };
  }

  async function post(session: ClientSession, input: PostInput): Promise<PostResult> {
    if (!Number.isSafeInteger(input.amount))
      throw new Error(`ledger amount must be integer milli-$CUM: ${input.amount}`);

    // A repeated key is refused by the unique index on insert (inTransaction then runs the work again,
    // with the lookup first), so the usual first post skips this read.
    if (lookUpKeysFirst(session)) {
      const repeated = await duplicateOf(session, input.key);
      if (repeated) return repeated;
    }

    const filter: Record<string, unknown> = { _id: input.userId, deletedAt: null, ...input.userFilter };
    // Spending: the balance check is part of the same atomic update, so two purchases cannot both pass it.
    if (input.amount < 0) filter.balance = trusted({ $gte: -input.amount });
    const update: UpdateQuery<UserRecord> = {
      $inc: {
        balance: input.amount,
        ...(input.amount > 0 ? { totalEarned: input.amount } : {}),
        ...input.userUpdate?.$inc,
      },
      ...(input.userUpdate?.$set ? { $set: input.userUpdate.$set } : {}),
    };
    const user = await User.findOneAndUpdate(filter, update, {
      session,
      returnDocument: 'after',
      lean: true,
    }).exec();
    if (!user) {
      // A repeat answers as the first post did, even when its conditions no longer hold (the balance
      // it spent, the claim it made).
      const repeated = await duplicateOf(session, input.key);
      if (repeated) return repeated;
      const current = await User.findOne({ _id: input.userId, deletedAt: null })
        .session(session)
        .lean()
        .exec();
      if (!current) throw userNotFound();
      if (input.fromBasis) throw new BasisChanged();
      if (input.amount < 0 && (current.balance ?? 0) < -input.amount) throw insufficientFunds();
      if (input.userFilter && input.onConditionFailed) throw input.onConditionFailed();
      throw invalidState().because({ reason: 'not-possible-now', params: {} });
    }
    const entry: LedgerEntryRecord = {
      _id: new Types.ObjectId(),
      userId: input.userId,
      amount: input.amount,
      kind: input.kind,
      key: input.key,
      description: input.description,
      meta: input.meta ?? null,
      balanceAfter: user.balance,
      uncounted: true,
      ...(input.counters ? { counts: input.counters } : {}),
      // The service clock, not the database's, so entries line up with the rules that made them.
      createdAt: clock.now(),
    };
    // Written as built: every field is set here with its type, so a mongoose document (casting,
    // defaults, validation) would only add CPU to every money write (issue 25).
    await LedgerEntry.collection.insertOne(entry, { session });

    afterCommit(session, () => {
      tally.posted();
      onPosted?.(input.kind, input.amount);
    });
    return { entry, user: user as UserRecord, duplicate: false };
  }

  return { post };
}
export type Ledger = ReturnType<typeof createLedger>;
