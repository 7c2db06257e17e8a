import {
  CLICKER_ENERGY_MAX,
  CLICKER_ENERGY_PER_SECOND,
  CLICKER_MAX_TAPS_PER_BATCH,
  CLICKER_MAX_TAPS_PER_SECOND,
  CLICKER_MILLI_PER_TAP,
  CLICKER_POINTS_PER_TAP,
  decideTaps,
  type TapRefusal,
  tapLevels,
} from '@cum/shared/domain/clicker-taps';
import {
  CLICKER_STEP_POINTS,
  type ClickerCredit,
  clickerCreditsInWindow,
  clickerWindow,
} from '@cum/shared/domain/games';
import { fromMilli } from '@cum/shared/domain/money';
import type { Connection, Types } from 'mongoose';
import { inTransaction } from '../../db/transaction.ts';
import type { Ledger } from '../../ledger/ledger.ts';
import type { Clock } from '../../lib/clock.ts';
import { type AppError, conflict, isDuplicateKey, refusalError } from '../../lib/errors.ts';
import type { Models } from '../../models/registry.ts';
import { StaleState, writeClickerState } from './shared.ts';

export interface ClickerTapsDeps {
  models: Pick<Models, 'ClickerState' | 'LedgerEntry' | 'User'>;
  connection: Connection;
  ledger: Ledger;
  clock: Clock;
  /** $CUM per rolling hour (config CLICKER_HOURLY_CAP). */
  hourlyCap: number;
}

const STALE_RETRIES = 8;

type StateDoc = {
  recent?: Array<{ time?: number | null; points?: number | null }>;
  energy?: number | null;
  tapTokens?: number | null;
  tapsAt?: Date | null;
} | null;

const recentOf = (state: StateDoc) =>
  (state?.recent ?? []).map((c): ClickerCredit => ({ time: c.time ?? 0, points: c.points ?? 0 }));
const tapStateOf = (state: StateDoc) => ({
  energy: state?.energy ?? null,
  tokens: state?.tapTokens ?? null,
  atMs: state?.tapsAt ? state.tapsAt.getTime() : null,
  recent: recentOf(state),
});

/**
 * CUM Clicker per tap: the client reports batches of taps, each with its own id; decideTaps
 * (shared/src/domain/clicker-taps.ts) decides what a batch earns. The ledger key is the batch id, so
 * a retried batch answers as the first and pays nothing new. The user's ClickerState document
 * (conditional update on `version`) serialises batches and the score submissions of clicker.ts, which
 * share the same rolling hourly cap.
 */
export function createClickerTaps(deps: ClickerTapsDeps) {
  const { models, connection, ledger, clock, hourlyCap } = deps;
  const { ClickerState, LedgerEntry, User } = models;
  const maxPointsPerWindow = hourlyCap * CLICKER_STEP_POINTS;
  const pointsToCum = (points: number) =>
    fromMilli(points * (CLICKER_MILLI_PER_TAP / CLICKER_POINTS_PER_TAP));
  const keyOf = (userId: Types.ObjectId, batchId: string) =>
    `clicker-taps:${userId.toHexString()}:${batchId}`;

  /** The per-tap rules and the user's energy now, for the Games screen. */
  function rules(state: StateDoc, nowMs: number) {
    return {
      rewardPerTap: fromMilli(CLICKER_MILLI_PER_TAP),
      energy: Math.floor(tapLevels(tapStateOf(state), nowMs).energy * 100) / 100,
      energyMax: CLICKER_ENERGY_MAX,
      energyPerSecond: CLICKER_ENERGY_PER_SECOND,
      maxTapsPerSecond: CLICKER_MAX_TAPS_PER_SECOND,
      maxTapsPerBatch: CLICKER_MAX_TAPS_PER_BATCH,
    };
  }

  async function reportOnce(userId: Types.ObjectId, batchId: string, taps: number) {
    return inTransaction(connection, async (session) => {
      const now = clock.now();
      const nowMs = now.getTime();
      const key = keyOf(userId, batchId);
      const state = await ClickerState.findOne({ userId }).session(session).lean().exec();
      const window = () => clickerWindow(recentOf(state), nowMs, maxPointsPerWindow);
      // A batch paid before answers as the first time (its payment), whatever the limits say now.
      const first = await LedgerEntry.findOne({ key }).session(session).lean().exec();
      if (first) {
        const paid = Number((first.meta as { paid?: number } | undefined)?.paid ?? 0);
        const user = await User.findById(userId).session(session).lean().exec();
        return {
          paid,
          reward: fromMilli(first.amount),
          cumBalance: fromMilli(user?.balance ?? 0),
          leftThisHour: pointsToCum(window().left),
          energy: rules(state, nowMs).energy,
          replayed: true,
        };
      }
      const decision = decideTaps(taps, tapStateOf(state), nowMs, maxPointsPerWindow);
      if (!decision.ok) throw refusal(decision.reason, decision.retryAtMs - nowMs, hourlyCap);

      const recent = [
        ...clickerCreditsInWindow(recentOf(state), nowMs),
        { time: nowMs, points: decision.points },
      ];
      const next = { recent, energy: decision.energy, tapTokens: decision.tokens, tapsAt: now };
      await writeClickerState(ClickerState, userId, state, next, session);
      const posted = await ledger.post(session, {
        userId,
        amount: decision.milli,
        kind: 'game_clicker',
        key,
        description: `CUM Clicker: ${decision.paid} taps`,
        meta: { taps, paid: decision.paid },
      });
      return {
        paid: decision.paid,
        reward: fromMilli(decision.milli),
        cumBalance: fromMilli(posted.user.balance),
        leftThisHour: pointsToCum(clickerWindow(recent, nowMs, maxPointsPerWindow).left),
        energy: Math.floor(decision.energy * 100) / 100,
        replayed: false,
      };
    });
  }

  async function report(userId: Types.ObjectId, batchId: string, taps: number) {
    for (let attempt = 0; ; attempt++) {
      try {
        return await reportOnce(userId, batchId, taps);
      } catch (err) {
        // A concurrent batch moved the state, or the same batch id was paid meanwhile: read again.
        const retryable = err instanceof StaleState || isDuplicateKey(err);
        if (retryable && attempt < STALE_RETRIES) continue;
        if (retryable)
          throw conflict('Another batch of taps is being saved. Please try again.').because({
            reason: 'taps-busy',
            params: {},
          });
        throw err;
      }
    }
  }

  async function status(userId: Types.ObjectId) {
    const state = await ClickerState.findOne({ userId }).lean().exec();
    return rules(state, clock.now().getTime());
  }

  return { report, status };
}

/** The sentence of each refusal of a batch; nothing was credited. */
function refusal(reason: TapRefusal, waitMs: number, hourlyCap: number): AppError {
  const seconds = Math.max(1, Math.ceil(waitMs / 1000));
  switch (reason) {
    case 'too_fast':
      return refusalError(
        reason,
        `Those taps came faster than anyone can tap (at most ${CLICKER_MAX_TAPS_PER_SECOND} a second). Nothing was credited.`,
      ).because({ reason: 'clicker-too-fast', params: { perSecond: CLICKER_MAX_TAPS_PER_SECOND } });
    case 'no_energy':
      return refusalError(
        reason,
        `Out of energy. It refills in ${seconds} second${seconds === 1 ? '' : 's'}.`,
      ).because({ reason: 'clicker-no-energy', params: { seconds } });
    case 'hourly_cap': {
      const minutes = Math.max(1, Math.ceil(waitMs / 60_000));
      return refusalError(
        reason,
        `You've reached the clicker limit of ${hourlyCap} $CUM an hour. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
      ).because({ reason: 'clicker-hourly-cap', params: { cap: hourlyCap, minutes } });
    }
  }
}
