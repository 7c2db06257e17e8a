import type { ErrorDetail } from '@cum/shared/contract';
import { fromMilli } from '@cum/shared/domain/money';
import type { ShopperState, StoreItemDef, StoreRefusal } from '@cum/shared/domain/store';
import {
  type BuyerState,
  UPGRADE_CATALOGUE,
  type UpgradeDef,
  type UpgradeRefusal,
} from '@cum/shared/domain/upgrades';

/**
 * The reasons (with their figures) of the store's and upgrades' refusals, beside the English sentences
 * of shared/src/domain: the same rules, so a client words exactly what the sentence says.
 */
export function storeRefusalDetail(item: StoreItemDef, s: ShopperState, refusal: StoreRefusal): ErrorDetail {
  switch (refusal) {
    case 'unavailable':
      return { reason: 'store-unavailable', params: { item: item.id } };
    case 'owned':
      return { reason: 'store-owned', params: { item: item.id } };
    case 'insufficient':
      return {
        reason: 'store-insufficient',
        params: { item: item.id, price: item.price, missing: fromMilli(item.price * 1000 - s.balanceMilli) },
      };
  }
}

export function upgradeRefusalDetail(
  def: UpgradeDef,
  s: BuyerState,
  refusal: UpgradeRefusal,
): ErrorDetail | undefined {
  switch (refusal) {
    case 'owned':
      return { reason: 'upgrade-owned', params: { upgrade: def.id } };
    case 'locked': {
      if (def.requiresLevel !== null && Math.max(1, s.rewardUpgradeLevel) < def.requiresLevel) {
        const before = UPGRADE_CATALOGUE.find((u) => u.setsLevel === def.requiresLevel);
        return before && { reason: 'upgrade-locked-after', params: { upgrade: def.id, before: before.id } };
      }
      return {
        reason: 'upgrade-locked-balance',
        params: { upgrade: def.id, balance: def.unlockBalance ?? 0 },
      };
    }
    case 'insufficient':
      return {
        reason: 'upgrade-insufficient',
        params: { upgrade: def.id, price: def.cost, missing: fromMilli(def.cost * 1000 - s.balanceMilli) },
      };
  }
}
