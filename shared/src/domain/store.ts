import type { StoreItemId } from '../contract/store.ts';
import { fromMilli } from './money.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

export interface StoreItemDef {
  id: StoreItemId;
  title: string;
  description: string;
  /** Whole $CUM. */
  price: number;
  type: 'cosmetic' | 'access' | 'booster';
  available: boolean;
  /**
   * Timed items last this long; buying again while active extends from the current expiry.
   * null: a one-off item, owned forever once bought.
   */
  durationMs: number | null;
}

/** docs/product.md#upgrades-and-store. */
export const STORE_CATALOGUE: readonly StoreItemDef[] = [
  {
    id: 'premium-badge',
    title: 'Premium Badge',
    description: 'Show off a premium badge on your profile.',
    price: 500,
    type: 'cosmetic',
    available: true,
    durationMs: null,
  },
  {
    id: 'vip-pass',
    title: 'VIP Access Pass',
    description: '30 days of VIP access to exclusive rooms.',
    price: 2000,
    type: 'access',
    available: true,
    durationMs: 30 * DAY_MS,
  },
  {
    id: 'token-booster',
    title: 'Token Booster',
    description: 'Double your task rewards for 24 hours.',
    price: 1000,
    type: 'booster',
    available: true,
    durationMs: DAY_MS,
  },
  {
    id: 'avatar-frame',
    title: 'Custom Avatar Frame',
    description: 'A unique frame for your avatar.',
    price: 750,
    type: 'cosmetic',
    available: false,
    durationMs: null,
  },
];

export function findStoreItem(id: string): StoreItemDef | undefined {
  return STORE_CATALOGUE.find((i) => i.id === id);
}

/** What the store rules look at. Dates are epoch ms or null. */
export interface ShopperState {
  balanceMilli: number;
  premiumBadge: boolean;
  vipUntilMs: number | null;
  boosterUntilMs: number | null;
}

/** Expiry of a timed item as stored (may be in the past), or null. */
export function storedUntil(item: StoreItemDef, s: ShopperState): number | null {
  if (item.id === 'vip-pass') return s.vipUntilMs;
  if (item.id === 'token-booster') return s.boosterUntilMs;
  return null;
}

/** Active-until of a timed item at `nowMs`, or null when not active. */
export function activeUntil(item: StoreItemDef, s: ShopperState, nowMs: number): number | null {
  const until = storedUntil(item, s);
  return until !== null && until > nowMs ? until : null;
}

export function storeItemOwned(item: StoreItemDef, s: ShopperState, nowMs: number): boolean {
  if (item.durationMs !== null) return activeUntil(item, s, nowMs) !== null;
  return item.id === 'premium-badge' && s.premiumBadge;
}

/** New expiry of a timed item bought at `nowMs`: extends an active one, else starts now. */
export function extendedUntil(item: StoreItemDef, s: ShopperState, nowMs: number): number {
  if (item.durationMs === null) throw new Error(`${item.id} is not a timed item`);
  return Math.max(nowMs, storedUntil(item, s) ?? 0) + item.durationMs;
}

export type StoreRefusal = 'unavailable' | 'owned' | 'insufficient';

/** Timed items can always be bought again (they extend); one-off items only once. */
export function storeRefusal(item: StoreItemDef, s: ShopperState, nowMs: number): StoreRefusal | null {
  if (!item.available) return 'unavailable';
  if (item.durationMs === null && storeItemOwned(item, s, nowMs)) return 'owned';
  if (s.balanceMilli < item.price * 1000) return 'insufficient';
  return null;
}

const fmt = (cum: number) => cum.toLocaleString('en-US', { maximumFractionDigits: 3 });

export function storeRefusalMessage(item: StoreItemDef, s: ShopperState, refusal: StoreRefusal): string {
  switch (refusal) {
    case 'unavailable':
      return `Coming soon: ${item.title} is not available yet.`;
    case 'owned':
      return `You already own the ${item.title}.`;
    case 'insufficient': {
      const missing = fromMilli(item.price * 1000 - s.balanceMilli);
      return `${item.title} costs ${fmt(item.price)} $CUM: you need ${fmt(missing)} $CUM more.`;
    }
  }
}
