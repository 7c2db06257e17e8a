import {
  CLICKER_MAX_POINTS_PER_SECOND,
  clickerCreditsInWindow,
  decideClicker,
} from '@cum/shared/domain/games';
import { fromMilli } from '@cum/shared/domain/money';
import type { Connection, Types } from 'mongoose';
import { inTransaction } from '../../db/transaction.ts';
import type { Ledger } from '../../ledger/ledger.ts';
import type { Clock } from '../../lib/clock.ts';
import { type AppError, badRequest, conflict, limitReached, tooEarly } from '../../lib/errors.ts';
import type { Models } from '../../models/registry.ts';
import { isDuplicateKey, StaleState } from './shared.ts';

export interface ClickerDeps {
  models: Pick<Models, 'ClickerState'>;
  connection: Connection;
  ledger: Ledger;
  clock: Clock;
}

const STALE_RETRIES = 8;

/**
 * CUM Clicker: the client sends its running score at every multiple of 100; decideClicker
 * (shared/src/domain/games.ts) decides how many new points that is and whether a human could have
 * clicked them. One ClickerState document per user serialises submissions.
 */
export function createClicker(deps: ClickerDeps) {
  const { models, connection, ledger, clock } = deps;
  const { ClickerState } = models;

  async function submitOnce(userId: Types.ObjectId, score: number) {
    return inTransaction(connection, async (session) => {
      const now = clock.now();
      const nowMs = now.getTime();
      const state = await ClickerState.findOne({ userId }).session(session).lean().exec();
      const recent = (state?.recent ?? []).map((c) => ({ time: c.time ?? 0, points: c.points ?? 0 }));
      const decision = decideClicker({
        score,
        lastScore: state?.lastScore ?? null,
        lastAtMs: state?.lastAt ? state.lastAt.getTime() : null,
        recent,
        nowMs,
      });
      if (!decision.ok) throw refusal(decision.reason, (decision.retryAtMs ?? nowMs) - nowMs);

      const version = (state?.version ?? 0) + 1;
      const next = {
        version,
        lastScore: score,
        lastAt: now,
        recent: [...clickerCreditsInWindow(recent, nowMs), { time: nowMs, points: decision.points }],
      };
      if (!state) {
        await ClickerState.create([{ userId, ...next }], { session });
      } else {
        const res = await ClickerState.updateOne(
          { _id: state._id, version: state.version },
          { $set: next },
          { session },
        ).exec();
        if (res.matchedCount !== 1) throw new StaleState();
      }
      const posted = await ledger.post(session, {
        userId,
        amount: decision.milli,
        kind: 'game_clicker',
        key: `clicker:${userId.toHexString()}:${version}`,
        description: `CUM Clicker: ${decision.points} points`,
        meta: { score, points: decision.points },
      });
      const reward = fromMilli(decision.milli);
      return {
        reward,
        cumBalance: fromMilli(posted.user.balance ?? 0),
        message: decision.capped
          ? `You've reached the clicker limit of 100 $CUM an hour: ${reward} $CUM credited.`
          : `+${reward} $CUM for ${decision.points} points!`,
      };
    });
  }

  async function submit(userId: Types.ObjectId, score: number) {
    for (let attempt = 0; ; attempt++) {
      try {
        return await submitOnce(userId, score);
      } catch (err) {
        const retryable = err instanceof StaleState || isDuplicateKey(err);
        if (retryable && attempt < STALE_RETRIES) continue;
        if (retryable) throw conflict('Another score is being saved. Please try again.');
        throw err;
      }
    }
  }

  return { submit };
}

function refusal(reason: 'not_a_step' | 'too_fast' | 'hourly_cap', waitMs: number): AppError {
  switch (reason) {
    case 'not_a_step':
      return badRequest(
        'Clicker scores are sent every 100 points: the score must be a positive multiple of 100.',
      );
    case 'too_fast':
      return tooEarly(
        `Those clicks came faster than anyone can click (at most ${CLICKER_MAX_POINTS_PER_SECOND} a second). Nothing was credited.`,
      );
    case 'hourly_cap': {
      const minutes = Math.max(1, Math.ceil(waitMs / 60_000));
      return limitReached(
        `You've reached the clicker limit of 100 $CUM an hour. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
      );
    }
  }
}
