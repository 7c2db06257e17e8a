import { z } from 'zod';
import { cum, isoDate, objectId, pageQuery } from './common.ts';
import { route } from './route.ts';

/** Ledger entry kinds: every way $CUM moves. */
export const ledgerKinds = [
  'welcome_bonus',
  'periodic_reward',
  'daily_streak',
  'task_reward',
  'referral_bonus',
  'referral_reward',
  'video_watch',
  'video_social',
  'game_clicker',
  'game_rush',
  'upgrade_purchase',
  'store_purchase',
  'admin_adjustment',
] as const;
export type LedgerKind = (typeof ledgerKinds)[number];

export const ledgerEntrySchema = z.object({
  id: objectId,
  kind: z.enum(ledgerKinds),
  /** Positive for earnings, negative for spending. */
  amount: cum,
  description: z.string(),
  createdAt: isoDate,
});

export const activity = {
  mine: route({
    method: 'GET',
    path: '/api/activity',
    access: 'user',
    summary: "The user's own ledger, newest first, cursor-paginated",
    query: pageQuery,
    response: z.object({ entries: z.array(ledgerEntrySchema), nextCursor: z.string().nullable() }),
  }),
} as const;
