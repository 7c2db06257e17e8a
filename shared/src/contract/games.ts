import { z } from 'zod';
import { CLICKER_MAX_TAPS_PER_BATCH } from '../domain/clicker-taps.ts';
import { cum, isoDate } from './common.ts';
import { route } from './route.ts';

export const gameIds = ['1', '2'] as const;

/** The clicker's per-tap rules and the user's energy, as the server applies them. */
export const clickerTapRules = z.object({
  rewardPerTap: cum,
  energy: z.number().min(0),
  energyMax: z.number().int(),
  energyPerSecond: z.number(),
  maxTapsPerSecond: z.number().int(),
  maxTapsPerBatch: z.number().int(),
});
export type ClickerTapRules = z.infer<typeof clickerTapRules>;

export const clickerTapsResult = z.object({
  /** Taps paid: fewer than reported when energy or the hourly cap ran out. */
  paid: z.number().int().min(0),
  reward: cum,
  cumBalance: cum,
  leftThisHour: cum,
  energy: z.number().min(0),
  /** True when this batch id had been paid before: the first answer's payment, nothing new. */
  replayed: z.boolean(),
});
export type ClickerTapsResult = z.infer<typeof clickerTapsResult>;

export const gamesStatus = z.object({
  clicker: z.object({
    /** $CUM the clicker may pay in any rolling hour (100 by default: docs/product.md#games). */
    hourlyCap: cum,
    earnedThisHour: cum,
    leftThisHour: cum,
    /** When the oldest credit of the hour ages out and frees room; null when nothing was earned. */
    nextFreeAt: isoDate.nullable(),
    /** Per-tap play (shared/src/domain/clicker-taps.ts): energy now and the rules the screen shows. */
    taps: clickerTapRules,
  }),
  rush: z.object({
    gamesPerDay: z.number().int(),
    playedToday: z.number().int().min(0),
    gamesLeftToday: z.number().int().min(0),
    minReward: cum,
    maxReward: cum,
  }),
});
export type GamesStatus = z.infer<typeof gamesStatus>;

/** The Token Rush game a user started and has not submitted yet, while its score is still accepted. */
export const rushOpenSession = z.object({
  sessionId: z.string(),
  startedAt: isoDate,
  /** How long the score is still accepted (server clock, measured when the answer was made). */
  remainingMs: z.number().int().min(0),
  /** Time already elapsed since the start on the server's clock. */
  elapsedMs: z.number().int().min(0),
  minDurationMs: z.number().int(),
  maxDurationMs: z.number().int(),
  gamesLeftToday: z.number().int().min(0),
});
export type RushOpenSession = z.infer<typeof rushOpenSession>;

export const games = {
  status: route({
    method: 'GET',
    path: '/api/games/status',
    access: 'user',
    summary: "Where the user stands: the clicker's hourly cap and what is left, Token Rush games today",
    response: gamesStatus,
  }),
  rushStart: route({
    method: 'POST',
    path: '/api/games/:gameId/start',
    access: 'user',
    money: true,
    summary: 'Start a Token Rush session (game 2); its id is required to submit the score',
    params: z.object({ gameId: z.literal('2', { error: 'only game 2 (Token Rush) has sessions' }) }),
    response: z.object({
      sessionId: z.string(),
      startedAt: isoDate,
      /** A score is accepted between these times after the start. */
      minDurationMs: z.number().int(),
      maxDurationMs: z.number().int(),
      gamesLeftToday: z.number().int().min(0),
    }),
  }),
  rushSession: route({
    method: 'GET',
    path: '/api/games/:gameId/session',
    access: 'user',
    summary:
      'The open Token Rush session (game 2), or null: a start refused with 409 "game in progress" resumes it',
    params: z.object({ gameId: z.literal('2', { error: 'only game 2 (Token Rush) has sessions' }) }),
    response: z.object({ session: rushOpenSession.nullable() }),
  }),
  clickerTaps: route({
    method: 'POST',
    path: '/api/games/1/taps',
    access: 'user',
    money: true,
    summary:
      'Report a batch of clicker taps; each paid tap earns rewardPerTap within energy, the tap rate and the hourly cap. A batch id is paid at most once.',
    body: z.object({
      batchId: z.uuid({ error: 'batchId must be a UUID' }),
      taps: z
        .number()
        .int('taps must be a whole number')
        .min(1, 'taps must be at least 1')
        .max(CLICKER_MAX_TAPS_PER_BATCH, `at most ${CLICKER_MAX_TAPS_PER_BATCH} taps a batch`),
    }),
    response: clickerTapsResult,
  }),
  play: route({
    method: 'POST',
    path: '/api/games/:gameId/play',
    access: 'user',
    money: true,
    summary: 'Submit a score: clicker (1) every 100 points, rush (2) once per session',
    params: z.object({ gameId: z.enum(gameIds, { error: 'gameId must be 1 or 2' }) }),
    body: z.object({
      score: z.number().int('score must be a whole number').min(0, 'score must not be negative'),
      sessionId: z.string().max(64).optional(),
    }),
    response: z.object({
      reward: cum,
      cumBalance: cum,
      message: z.string(),
      /** Clicker only: what the hourly cap still allows after this submission. */
      leftThisHour: cum.optional(),
    }),
  }),
} as const;
