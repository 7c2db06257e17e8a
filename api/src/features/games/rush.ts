import { randomInt } from 'node:crypto';
import {
  RUSH_GAME_ID,
  RUSH_GAMES_PER_DAY,
  RUSH_MAX_DURATION_MS,
  RUSH_MIN_DURATION_MS,
  RUSH_ROUND_MS,
  rushRewardMilli,
  rushTiming,
} from '@cum/shared/domain/games';
import { fromMilli } from '@cum/shared/domain/money';
import { utcDay } from '@cum/shared/domain/time';
import {
  RUSH_MAX_TAPS,
  RUSH_SEED_MAX,
  type RushTap,
  rushSchedule,
  rushScore,
  rushTapsProblem,
} from '@cum/shared/domain/token-rush';
import { type Connection, trusted } from 'mongoose';
import { inTransaction } from '../../db/transaction.ts';
import type { Ledger } from '../../ledger/ledger.ts';
import type { Clock } from '../../lib/clock.ts';
import {
  alreadyDone,
  badRequest,
  conflict,
  invalidState,
  isDuplicateKey,
  limitReached,
  notFound,
  tooEarly,
} from '../../lib/errors.ts';
import type { Models } from '../../models/registry.ts';
import type { UserRecord } from '../../models/user.ts';
import type { ActivityLog } from '../../platform/activity-log.ts';
import { createRushStatus, LEGACY_SEED } from './rush-status.ts';
import { displayName } from './shared.ts';

export interface RushDeps {
  models: Pick<Models, 'GameSession'>;
  connection: Connection;
  ledger: Ledger;
  activityLog: ActivityLog;
  clock: Clock;
}

const IN_PROGRESS = { reason: 'rush-in-progress', params: {} } as const;
const alreadySubmitted = () =>
  alreadyDone("This game's score was already submitted. Start a new game to play again.").because({
    reason: 'rush-submitted',
    params: {},
  });
const noSession = () =>
  notFound("This game session doesn't exist. Start a new Token Rush game.").because({
    reason: 'rush-no-session',
    params: {},
  });
const ONE_AT_A_TIME =
  'You already have a Token Rush game in progress. Finish it, or wait a minute for it to expire, before starting another.';

const keyPatternOf = (err: unknown) =>
  Object.keys((err as { keyPattern?: Record<string, unknown> }).keyPattern ?? {})[0] ??
  /index: (\w+?)_1\b/.exec(String((err as { message?: unknown }).message))?.[1];

const TAPS_REFUSED = {
  too_many: `A Token Rush round has at most ${RUSH_MAX_TAPS} taps. Nothing was credited.`,
  bad_time: 'A tap time must be a whole number of ms since the start. Nothing was credited.',
  not_in_order: 'Taps must be sent in the order they happened. Nothing was credited.',
} as const;

/**
 * Token Rush: the server starts the clock and draws the round (a stored session with its seed; the
 * schedule of tokens follows from the seed), accepts the taps once per session between the round's
 * end and 60 s after the start, scores them against its own schedule and pays 50..200 $CUM by that
 * score. At most 20 sessions start per UTC day.
 */
export function createRush(deps: RushDeps) {
  const { models, connection, ledger, activityLog, clock } = deps;
  const { GameSession } = models;
  const { status, openSession } = createRushStatus(deps);

  /** The daily limit: slot n + 1 is taken only after slots 1..n exist; the unique index settles races. */
  async function start(user: UserRecord) {
    const now = clock.now();
    const day = utcDay(now);
    const openKey = `${user._id.toHexString()}:${RUSH_GAME_ID}`;
    // One open game at a time (no parallel sessions played for a rush of rewards): a game left
    // unsubmitted stops counting as open once it can no longer be submitted.
    await GameSession.updateMany(
      { openKey, startedAt: trusted({ $lte: new Date(now.getTime() - RUSH_MAX_DURATION_MS) }) },
      { $unset: { openKey: 1 } },
    ).exec();
    if (await GameSession.exists({ openKey }).exec()) throw conflict(ONE_AT_A_TIME).because(IN_PROGRESS);
    const seed = randomInt(RUSH_SEED_MAX);
    for (let attempt = 0; attempt < 30; attempt++) {
      const started = await GameSession.countDocuments({
        userId: user._id,
        gameId: RUSH_GAME_ID,
        day,
      }).exec();
      if (started >= RUSH_GAMES_PER_DAY) {
        throw limitReached(
          `You've played all ${RUSH_GAMES_PER_DAY} Token Rush games for today. Come back tomorrow!`,
        ).because({ reason: 'rush-daily-limit', params: { games: RUSH_GAMES_PER_DAY } });
      }
      try {
        const game = await GameSession.create({
          userId: user._id,
          gameId: RUSH_GAME_ID,
          day,
          slot: started + 1,
          startedAt: now,
          seed,
          openKey,
        });
        return {
          sessionId: game._id.toHexString(),
          seed,
          roundMs: RUSH_ROUND_MS,
          startedAt: now.toISOString(),
          minDurationMs: RUSH_MIN_DURATION_MS,
          maxDurationMs: RUSH_MAX_DURATION_MS,
          gamesLeftToday: RUSH_GAMES_PER_DAY - (started + 1),
        };
      } catch (err) {
        if (!isDuplicateKey(err)) throw err;
        if (keyPatternOf(err) === 'openKey') throw conflict(ONE_AT_A_TIME).because(IN_PROGRESS);
      }
    }
    throw conflict('Too many games are starting at once. Please try again.').because({
      reason: 'rush-busy',
      params: {},
    });
  }

  async function play(user: UserRecord, taps: RushTap[] | undefined, sessionId: string | undefined) {
    if (!sessionId) throw badRequest('Start a Token Rush game first: the result needs its sessionId.');
    if (!taps) throw badRequest('Send the taps of the round (an empty list when nothing was caught).');
    const problem = rushTapsProblem(taps);
    if (problem) throw badRequest(TAPS_REFUSED[problem]);
    if (!/^[0-9a-f]{24}$/i.test(sessionId)) throw noSession();

    return inTransaction(connection, async (session) => {
      const now = clock.now();
      const game = await GameSession.findOne({ _id: sessionId, userId: user._id, gameId: RUSH_GAME_ID })
        .session(session)
        .lean()
        .exec();
      if (!game) throw noSession();
      if (game.status !== 'started') throw alreadySubmitted();
      const elapsedMs = now.getTime() - game.startedAt.getTime();
      const timing = rushTiming(game.startedAt.getTime(), now.getTime());
      if (timing === 'too_early') {
        throw tooEarly(
          `A Token Rush round lasts ${RUSH_ROUND_MS / 1000} seconds: that result came too early. Nothing was credited.`,
        ).because({ reason: 'rush-too-early', params: { seconds: RUSH_ROUND_MS / 1000 } });
      }
      if (timing === 'expired') {
        throw invalidState('This game session has expired. Start a new game.').because({
          reason: 'rush-expired',
          params: {},
        });
      }

      // The client's taps against the server's own schedule, cut at the time really passed.
      const { score, maxScore, caught } = rushScore(rushSchedule(game.seed ?? LEGACY_SEED), taps, elapsedMs);
      const reward = rushRewardMilli(score, maxScore);
      // The status flip is the once-per-session guard; the ledger key is a second one.
      const flipped = await GameSession.updateOne(
        { _id: game._id, status: 'started' },
        { $set: { status: 'played', score, maxScore, reward, playedAt: now }, $unset: { openKey: 1 } },
        { session },
      ).exec();
      if (flipped.matchedCount !== 1) throw alreadySubmitted();
      const posted = await ledger.post(session, {
        userId: user._id,
        amount: reward,
        kind: 'game_rush',
        key: `rush:${game._id.toHexString()}`,
        description: `Token Rush: scored ${score} of ${maxScore}`,
        meta: {
          sessionId: game._id.toHexString(),
          score,
          maxScore,
          caught: caught.length,
          taps: taps.length,
        },
      });
      if (posted.duplicate) throw alreadySubmitted();
      const won = fromMilli(reward);
      await activityLog.record(session, {
        type: 'game_played',
        description: `${displayName(user)} scored ${score} in Token Rush and won ${won} $CUM`,
        userId: user._id,
        username: user.username ?? null,
      });
      return {
        reward: won,
        score,
        maxScore,
        cumBalance: fromMilli(posted.user.balance),
        message: `You scored ${score} of ${maxScore} and won ${won} $CUM!`,
      };
    });
  }

  return { start, play, status, openSession };
}
