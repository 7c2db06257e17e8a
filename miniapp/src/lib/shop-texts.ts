import { PERIODIC_REWARD_PER_LEVEL } from '@cum/shared/domain/rewards';
import { findStoreItem } from '@cum/shared/domain/store';
import { findUpgrade, UPGRADE_CATALOGUE } from '@cum/shared/domain/upgrades';
import { currentLanguage, t } from '../i18n/i18n';
import { BOOSTER_FACTOR, TASK_BONUS_PERCENT } from './economy-figures';
import { formatCum } from './format';

/**
 * Store items' and upgrades' names, descriptions and refusals in the user's language. The server
 * sends them in English; the client translates by the item's id with figures from the shared
 * catalogue, and falls back to the server's words for anything it does not know.
 */
const HOUR_MS = 60 * 60 * 1000;

function translated(id: string, args: Record<string, string | number>, fallback: string): string {
  const text = t(id, args);
  return text === id ? fallback : text;
}

export function storeItemTitle(item: { id: string; title: string }): string {
  return translated(`store-item-${item.id}`, {}, item.title);
}

export function storeItemText(item: { id: string; description: string }): string {
  const hours = (findStoreItem(item.id)?.durationMs ?? 0) / HOUR_MS;
  return translated(
    `store-item-${item.id}-text`,
    { days: Math.round(hours / 24), hours, factor: BOOSTER_FACTOR },
    item.description,
  );
}

export function upgradeTitle(upgrade: { id: string; title: string }): string {
  return translated(`upgrade-${upgrade.id}`, {}, upgrade.title);
}

export function upgradeText(upgrade: { id: string; description: string }): string {
  const def = findUpgrade(upgrade.id);
  return translated(
    `upgrade-${upgrade.id}-text`,
    {
      amount: formatCum(PERIODIC_REWARD_PER_LEVEL * (def?.setsLevel ?? 1)),
      base: formatCum(PERIODIC_REWARD_PER_LEVEL),
      percent: TASK_BONUS_PERCENT,
    },
    upgrade.description,
  );
}

/** "X costs 2,000 $CUM: you need 500 $CUM more." when the balance is short, else the server's reason. */
export function shortOfText(
  title: string,
  price: number,
  balance: number | undefined,
  reason: string,
): string {
  if (currentLanguage() === 'en' || balance === undefined || balance >= price) return reason;
  return t('shop-reason-insufficient', {
    title,
    price: formatCum(price),
    missing: formatCum(Math.round((price - balance) * 1000) / 1000),
  });
}

/** An upgrade's refusal: locked (after which one, or at which balance), short of $CUM, or the server's. */
export function upgradeReason(
  upgrade: { id: string; title: string; cost: number; unlocked: boolean },
  balance: number | undefined,
  reason: string,
): string {
  if (currentLanguage() === 'en') return reason;
  const def = findUpgrade(upgrade.id);
  const title = upgradeTitle(upgrade);
  if (!upgrade.unlocked && def) {
    const before =
      def.requiresLevel === null
        ? undefined
        : UPGRADE_CATALOGUE.find((u) => u.setsLevel === def.requiresLevel);
    if (before) return t('upgrade-reason-after', { title, before: upgradeTitle(before) });
    if (def.unlockBalance !== null) {
      return t('upgrade-reason-balance', { title, amount: formatCum(def.unlockBalance) });
    }
    return reason;
  }
  return shortOfText(title, upgrade.cost, balance, reason);
}
