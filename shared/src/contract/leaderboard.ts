import { z } from 'zod';
import { cum } from './common.ts';
import { route } from './route.ts';

export const leaderboardPeriods = ['weekly', 'all-time', 'friends'] as const;
export type LeaderboardPeriod = (typeof leaderboardPeriods)[number];

export const leaderboardEntrySchema = z.object({
  /** 1 + the number of players who earned more (ties share a rank). */
  rank: z.number().int().min(1),
  /** The player's name, or "Anonymous player" when their profile is private (never for yourself). */
  name: z.string(),
  /** $CUM earned in the period; null when the player hides their balance (Show Balance off). */
  amount: cum.nullable(),
  /** The player's reward level when they show it (Show Level), else null. */
  level: z.number().int().min(1).nullable(),
  isMe: z.boolean(),
});

export const leaderboardResponse = z.object({
  period: z.enum(leaderboardPeriods),
  /** The top 100, highest first. */
  entries: z.array(leaderboardEntrySchema),
  /** Your own place even outside the top 100; rank is null while your account is suspended. */
  me: z.object({ rank: z.number().int().min(1).nullable(), amount: cum }),
});
export type LeaderboardResponse = z.infer<typeof leaderboardResponse>;

export const leaderboard = {
  get: route({
    method: 'GET',
    path: '/api/leaderboard',
    access: 'user',
    summary:
      '$CUM earned this ISO week (UTC), all time, or among friends (you, your referrals, your referrer): top 100 and your rank',
    query: z.object({ period: z.enum(leaderboardPeriods).default('weekly') }),
    response: leaderboardResponse,
  }),
} as const;
