import {
  RUSH_GAME_ID,
  RUSH_GAMES_PER_DAY,
  RUSH_MAX_DURATION_MS,
  RUSH_MAX_REWARD,
  RUSH_MIN_DURATION_MS,
  RUSH_MIN_REWARD,
  RUSH_ROUND_MS,
} from '@cum/shared/domain/games';
import { utcDay } from '@cum/shared/domain/time';
import { trusted } from 'mongoose';
import type { Clock } from '../../lib/clock.ts';
import type { Models } from '../../models/registry.ts';
import type { UserRecord } from '../../models/user.ts';

/** A game started before rounds had seeds (open for at most a minute after the upgrade) plays this one. */
export const LEGACY_SEED = 0;

/** What Token Rush shows before and between rounds: today's count and the game left open. */
export function createRushStatus(deps: { models: Pick<Models, 'GameSession'>; clock: Clock }) {
  const { models, clock } = deps;
  const { GameSession } = models;

  /**
   * The game still open for this user (started, not submitted, its score still accepted), so a start
   * refused as "in progress" (a second tab, a reload, a lost answer) resumes it instead of burning a
   * game. Null when none.
   */
  async function openSession(user: UserRecord) {
    const now = clock.now();
    const game = await GameSession.findOne({
      openKey: `${user._id.toHexString()}:${RUSH_GAME_ID}`,
      status: 'started',
      startedAt: trusted({ $gt: new Date(now.getTime() - RUSH_MAX_DURATION_MS) }),
    })
      .lean()
      .exec();
    if (!game) return { session: null };
    const elapsedMs = Math.max(0, now.getTime() - game.startedAt.getTime());
    const { gamesLeftToday } = await status(user._id);
    return {
      session: {
        sessionId: game._id.toHexString(),
        seed: game.seed ?? LEGACY_SEED,
        roundMs: RUSH_ROUND_MS,
        startedAt: game.startedAt.toISOString(),
        elapsedMs,
        remainingMs: Math.max(0, RUSH_MAX_DURATION_MS - elapsedMs),
        minDurationMs: RUSH_MIN_DURATION_MS,
        maxDurationMs: RUSH_MAX_DURATION_MS,
        gamesLeftToday,
      },
    };
  }

  /** Today's count for the Games screen (the same count `start` checks). */
  async function status(userId: UserRecord['_id']) {
    const playedToday = await GameSession.countDocuments({
      userId,
      gameId: RUSH_GAME_ID,
      day: utcDay(clock.now()),
    }).exec();
    return {
      gamesPerDay: RUSH_GAMES_PER_DAY,
      playedToday,
      gamesLeftToday: Math.max(0, RUSH_GAMES_PER_DAY - playedToday),
      minReward: RUSH_MIN_REWARD,
      maxReward: RUSH_MAX_REWARD,
    };
  }

  return { status, openSession };
}
