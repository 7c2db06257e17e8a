import { z } from 'zod';
import { cum } from './common.ts';
import { userSchema } from './profile.ts';
import { route } from './route.ts';

export const upgradeIds = ['multiplier-2x', 'multiplier-3x', 'task-bonus', 'premium-access'] as const;
export type UpgradeId = (typeof upgradeIds)[number];

export const upgradeSchema = z.object({
  id: z.enum(upgradeIds),
  title: z.string(),
  description: z.string(),
  cost: z.number().int(),
  currentLevel: z.number().int(),
  maxLevel: z.number().int(),
  multiplier: z.number().nullable(),
  /** The unlock rule holds (level 3 needs level 2; Task Bonus balance >= 2000; Premium >= 5000). */
  unlocked: z.boolean(),
  owned: z.boolean(),
  /** Unlocked, not owned and the balance covers the cost. */
  canBuy: z.boolean(),
  /** Why it cannot be bought now, as a sentence; null when it can. */
  reason: z.string().nullable(),
});

export const upgrades = {
  list: route({
    method: 'GET',
    path: '/api/upgrades',
    access: 'user',
    summary: 'Upgrade catalogue with ownership, unlock state and affordability',
    response: z.object({ upgrades: z.array(upgradeSchema), cumBalance: cum }),
  }),
  buy: route({
    method: 'POST',
    path: '/api/upgrades/:id/buy',
    access: 'user',
    money: true,
    summary: 'Buy an upgrade: checks unlock rules and balance, debits and applies it in one transaction',
    params: z.object({ id: z.enum(upgradeIds, { error: 'Unknown upgrade' }) }),
    response: z.object({ user: userSchema, spent: cum }),
  }),
} as const;
