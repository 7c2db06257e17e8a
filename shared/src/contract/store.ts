import { z } from 'zod';
import { cum, isoDate } from './common.ts';
import { userSchema } from './profile.ts';
import { route } from './route.ts';

export const storeItemIds = ['premium-badge', 'vip-pass', 'token-booster', 'avatar-frame'] as const;
export type StoreItemId = (typeof storeItemIds)[number];

export const storeItemSchema = z.object({
  id: z.enum(storeItemIds),
  title: z.string(),
  description: z.string(),
  price: z.number().int(),
  type: z.enum(['cosmetic', 'access', 'booster']),
  available: z.boolean(),
  owned: z.boolean(),
  /** For timed items (VIP pass, booster): active until, or null. */
  activeUntil: isoDate.nullable(),
  canBuy: z.boolean(),
  reason: z.string().nullable(),
});

export const store = {
  list: route({
    method: 'GET',
    path: '/api/store',
    access: 'user',
    summary: 'Store catalogue with ownership and affordability',
    response: z.object({ items: z.array(storeItemSchema), cumBalance: cum }),
  }),
  buy: route({
    method: 'POST',
    path: '/api/store/:id/buy',
    access: 'user',
    money: true,
    summary: 'Buy a store item in one transaction',
    params: z.object({ id: z.enum(storeItemIds, { error: 'Unknown store item' }) }),
    response: z.object({ user: userSchema, spent: cum }),
  }),
} as const;
