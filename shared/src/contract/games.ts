import { z } from 'zod';
import { CLICKER_MAX_TAPS_PER_BATCH } from '../domain/clicker-taps.ts';
import { RUSH_MAX_TAPS } from '../domain/token-rush.ts';
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
/** The round's seed: the client draws the round with rushSchedule(seed) (shared/src/domain/token-rush.ts). */
const rushSeed = z.number().int().min(0);

export const rushOpenSession = z.object({
  sessionId: z.string(),
  seed: rushSeed,
  roundMs: z.number().int(),
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
    summary:
      "Start a Token Rush round (game 2): its id and seed (the round's falling tokens); its taps are sent to play",
    params: z.object({ gameId: z.literal('2', { error: 'only game 2 (Token Rush) has sessions' }) }),
    response: z.object({
      sessionId: z.string(),
      seed: rushSeed,
      /** How long the round lasts (the result is accepted from then, server clock). */
      roundMs: z.number().int(),
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
    summary:
      'Submit a result: clicker (1) a score every 100 points; rush (2) once per round, its taps (the server scores them)',
    params: z.object({ gameId: z.enum(gameIds, { error: 'gameId must be 1 or 2' }) }),
    body: z.object({
      /** Clicker: required. Rush: ignored (the server computes the score from the taps). */
      score: z.number().int('score must be a whole number').min(0, 'score must not be negative').optional(),
      sessionId: z.string().max(64).optional(),
      /** Rush: the tokens caught, in the order they were tapped. */
      taps: z
        .array(
          z.object({
            id: z.number().int('a token id is a whole number').min(0).max(10_000),
            /** Ms since the round's start. */
            atMs: z
              .number()
              .int('a tap time is a whole number of ms')
              .min(0, 'a tap time must not be negative'),
          }),
        )
        .max(RUSH_MAX_TAPS, `at most ${RUSH_MAX_TAPS} taps in a round`)
        .optional(),
    }),
    response: z.object({
      reward: cum,
      /** Rush only: the score the server verified, and the most the round allowed. */
      score: z.number().int().optional(),
      maxScore: z.number().int().optional(),
      cumBalance: cum,
      message: z.string(),
      /** Clicker only: what the hourly cap still allows after this submission. */
      leftThisHour: cum.optional(),
    }),
  }),
} as const;
