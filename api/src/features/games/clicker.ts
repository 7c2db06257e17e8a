import {
  CLICKER_MAX_POINTS_PER_SECOND,
  CLICKER_MILLI_PER_POINT,
  CLICKER_STEP_POINTS,
  type ClickerCredit,
  type ClickerRefusal,
  clickerCreditsInWindow,
  clickerWindow,
  decideClicker,
} from '@cum/shared/domain/games';
import { fromMilli } from '@cum/shared/domain/money';
import type { Connection, Types } from 'mongoose';
import { inTransaction } from '../../db/transaction.ts';
import type { Ledger } from '../../ledger/ledger.ts';
import type { Clock } from '../../lib/clock.ts';
import { type AppError, conflict, isDuplicateKey, refusalError } from '../../lib/errors.ts';
import type { Models } from '../../models/registry.ts';
import { StaleState, writeClickerState } from './shared.ts';

export interface ClickerDeps {
  models: Pick<Models, 'ClickerState'>;
  connection: Connection;
  ledger: Ledger;
  clock: Clock;
  /** $CUM per rolling hour (config CLICKER_HOURLY_CAP, 100 by default). */
  hourlyCap: number;
}

const STALE_RETRIES = 8;

/**
 * CUM Clicker: the client sends its running score at every multiple of 100; decideClicker
 * (shared/src/domain/games.ts) decides how many new points that is and whether a human could have
 * clicked them. One ClickerState document per user serialises submissions.
 */
export function createClicker(deps: ClickerDeps) {
  const { models, connection, ledger, clock, hourlyCap } = deps;
  const { ClickerState } = models;
  // 1 $CUM per 100 points.
  const maxPointsPerWindow = hourlyCap * CLICKER_STEP_POINTS;
  const capReached = `You've reached the clicker limit of ${hourlyCap} $CUM an hour`;
  const pointsToCum = (points: number) => fromMilli(points * CLICKER_MILLI_PER_POINT);
  const recentOf = (state: { recent?: Array<{ time?: number | null; points?: number | null }> } | null) =>
    (state?.recent ?? []).map((c): ClickerCredit => ({ time: c.time ?? 0, points: c.points ?? 0 }));

  /** The hourly cap as the Games screen shows it. */
  async function status(userId: Types.ObjectId) {
    const nowMs = clock.now().getTime();
    const state = await ClickerState.findOne({ userId }).lean().exec();
    const w = clickerWindow(recentOf(state), nowMs, maxPointsPerWindow);
    return {
      hourlyCap,
      earnedThisHour: pointsToCum(w.used),
      leftThisHour: pointsToCum(w.left),
      nextFreeAt: w.nextFreeAtMs === null ? null : new Date(w.nextFreeAtMs).toISOString(),
    };
  }

  async function submitOnce(userId: Types.ObjectId, score: number) {
    return inTransaction(connection, async (session) => {
      const now = clock.now();
      const nowMs = now.getTime();
      const state = await ClickerState.findOne({ userId }).session(session).lean().exec();
      const recent = recentOf(state);
      const decision = decideClicker({
        maxPointsPerWindow,
        score,
        lastScore: state?.lastScore ?? null,
        lastAtMs: state?.lastAt ? state.lastAt.getTime() : null,
        recent,
        nowMs,
      });
      if (!decision.ok)
        throw refusal(decision.reason, (decision.retryAtMs ?? nowMs) - nowMs, capReached, hourlyCap);

      const next = {
        lastScore: score,
        lastAt: now,
        recent: [...clickerCreditsInWindow(recent, nowMs), { time: nowMs, points: decision.points }],
      };
      const version = await writeClickerState(ClickerState, userId, state, next, session);
      const posted = await ledger.post(session, {
        userId,
        amount: decision.milli,
        kind: 'game_clicker',
        key: `clicker:${userId.toHexString()}:${version}`,
        description: `CUM Clicker: ${decision.points} points`,
        meta: { score, points: decision.points },
      });
      const reward = fromMilli(decision.milli);
      const window = clickerWindow(next.recent, nowMs, maxPointsPerWindow);
      return {
        reward,
        cumBalance: fromMilli(posted.user.balance),
        message: decision.capped
          ? `${capReached}: ${reward} $CUM credited.`
          : `+${reward} $CUM for ${decision.points} points!`,
        leftThisHour: pointsToCum(window.left),
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
        if (retryable)
          throw conflict('Another score is being saved. Please try again.').because({
            reason: 'clicker-busy',
            params: {},
          });
        throw err;
      }
    }
  }

  return { submit, status };
}

/** The sentence of each clicker refusal; the status comes from the one refusal mapper. */
function refusal(reason: ClickerRefusal, waitMs: number, capReached: string, cap: number): AppError {
  switch (reason) {
    case 'not_a_step':
      return refusalError(
        reason,
        'Clicker scores are sent every 100 points: the score must be a positive multiple of 100.',
      );
    case 'too_fast':
      return refusalError(
        reason,
        `Those clicks came faster than anyone can click (at most ${CLICKER_MAX_POINTS_PER_SECOND} a second). Nothing was credited.`,
      ).because({ reason: 'clicker-too-fast', params: { perSecond: CLICKER_MAX_POINTS_PER_SECOND } });
    case 'hourly_cap': {
      const minutes = Math.max(1, Math.ceil(waitMs / 60_000));
      return refusalError(
        reason,
        `${capReached}. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
      ).because({ reason: 'clicker-hourly-cap', params: { cap, minutes } });
    }
  }
}
