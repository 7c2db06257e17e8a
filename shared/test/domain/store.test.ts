import { describe, expect, it } from 'vitest';
import { storeItemIds } from '../../src/contract/store.ts';
import {
  activeUntil,
  extendedUntil,
  findStoreItem,
  type ShopperState,
  STORE_CATALOGUE,
  storeItemOwned,
  storeRefusal,
  storeRefusalMessage,
} from '../../src/domain/store.ts';

const DAY = 86_400_000;
const shopper = (over: Partial<ShopperState> = {}): ShopperState => ({
  balanceMilli: 0,
  premiumBadge: false,
  vipUntilMs: null,
  boosterUntilMs: null,
  ...over,
});
const item = (id: string) => {
  const d = findStoreItem(id);
  if (!d) throw new Error(id);
  return d;
};

describe('store catalogue', () => {
  it('has the product prices, types and durations (docs/product.md#upgrades-and-store)', () => {
    expect(STORE_CATALOGUE.map((i) => i.id)).toEqual([...storeItemIds]);
    expect(STORE_CATALOGUE.map((i) => [i.price, i.type, i.available, i.durationMs])).toEqual([
      [500, 'cosmetic', true, null],
      [2000, 'access', true, 30 * DAY],
      [1000, 'booster', true, DAY],
      [750, 'cosmetic', false, null],
    ]);
  });
});

describe('store rules', () => {
  it('extends an active timed item from its expiry, else starts now', () => {
    const vip = item('vip-pass');
    expect(extendedUntil(vip, shopper(), 1000)).toBe(1000 + 30 * DAY);
    expect(extendedUntil(vip, shopper({ vipUntilMs: 5000 }), 1000)).toBe(5000 + 30 * DAY);
    expect(extendedUntil(vip, shopper({ vipUntilMs: 500 }), 1000)).toBe(1000 + 30 * DAY);
    const booster = item('token-booster');
    expect(extendedUntil(booster, shopper({ boosterUntilMs: 2 * DAY }), DAY)).toBe(3 * DAY);
    expect(() => extendedUntil(item('premium-badge'), shopper(), 0)).toThrow();
  });

  it('counts timed items as owned only while active', () => {
    const vip = item('vip-pass');
    expect(storeItemOwned(vip, shopper({ vipUntilMs: 2000 }), 1000)).toBe(true);
    expect(storeItemOwned(vip, shopper({ vipUntilMs: 1000 }), 1000)).toBe(false);
    expect(activeUntil(vip, shopper({ vipUntilMs: 1000 }), 1000)).toBeNull();
    expect(storeItemOwned(item('premium-badge'), shopper({ premiumBadge: true }), 0)).toBe(true);
  });

  it('refuses unavailable, owned one-offs and unaffordable items, but not an active timed item', () => {
    const rich = shopper({ balanceMilli: 10_000_000 });
    expect(storeRefusal(item('avatar-frame'), rich, 0)).toBe('unavailable');
    expect(storeRefusal(item('premium-badge'), { ...rich, premiumBadge: true }, 0)).toBe('owned');
    expect(storeRefusal(item('vip-pass'), { ...rich, vipUntilMs: DAY }, 0)).toBeNull();
    expect(storeRefusal(item('vip-pass'), shopper({ balanceMilli: 1_999_999 }), 0)).toBe('insufficient');
    expect(storeRefusalMessage(item('avatar-frame'), rich, 'unavailable')).toBe(
      'Coming soon: Custom Avatar Frame is not available yet.',
    );
    expect(storeRefusalMessage(item('token-booster'), shopper({ balanceMilli: 250 }), 'insufficient')).toBe(
      'Token Booster costs 1,000 $CUM: you need 999.75 $CUM more.',
    );
  });
});
