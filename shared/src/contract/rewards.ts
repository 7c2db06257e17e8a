import { z } from 'zod';
import { cum, isoDate, objectId } from './common.ts';
import { route } from './route.ts';

export const canClaimResponse = z.object({
  canClaim: z.boolean(),
  /** Milliseconds until the next claim; 0 when it can be claimed now. */
  timeUntilNext: z.number().int().min(0),
  /** What a claim pays now: 25 x reward level. */
  amount: cum,
  intervalMinutes: z.number().int().positive(),
  dayStreak: z.number().int().min(0),
});

export const claimResponse = z.object({
  amount: cum,
  cumBalance: cum,
  nextClaimAt: isoDate,
  dayStreak: z.number().int().min(0),
});

/** The 7-day streak calendar (shared/src/domain/streak.ts), as the server computes it. */
export const streakCalendarSchema = z.object({
  current: z.number().int().min(0),
  claimedToday: z.boolean(),
  /** The streak day a claim today makes (or made). */
  today: z.number().int().min(1),
  days: z.array(
    z.object({
      day: z.number().int().min(1),
      amount: cum,
      state: z.enum(['claimed', 'today', 'upcoming']),
    }),
  ),
});
export type StreakCalendarView = z.infer<typeof streakCalendarSchema>;

export const userRewardSchema = z.object({
  id: objectId,
  amount: cum,
  createdAt: isoDate,
});

export const rewards = {
  canClaim: route({
    method: 'GET',
    path: '/api/rewards/can-claim',
    access: 'user',
    summary: 'Whether the periodic reward can be claimed, and when next',
    response: canClaimResponse,
  }),
  claim: route({
    method: 'POST',
    path: '/api/rewards/claim',
    access: 'user',
    money: true,
    summary: 'Claim the periodic reward (25 x level $CUM); exactly one of simultaneous claims pays',
    response: claimResponse,
  }),
  streak: route({
    method: 'GET',
    path: '/api/rewards/streak',
    access: 'user',
    summary: "The daily streak's 7-day calendar: consecutive UTC days claimed and each day's reward",
    response: streakCalendarSchema,
  }),
  streakClaim: route({
    method: 'POST',
    path: '/api/rewards/streak/claim',
    access: 'user',
    money: true,
    summary:
      "Claim today's streak reward: once per UTC day (the ledger key is the day); a missed day starts again at day 1",
    response: z.object({ amount: cum, cumBalance: cum, streak: streakCalendarSchema }),
  }),
  userRewards: route({
    method: 'GET',
    path: '/api/user-rewards',
    access: 'user',
    summary: 'The latest 100 periodic reward claims, newest first',
    response: z.array(userRewardSchema),
  }),
} as const;
