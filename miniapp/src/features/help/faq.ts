import {
  REFERRAL_BONUS_REFERRED,
  REFERRAL_REWARD_REFERRER,
  REFERRAL_WINDOW_DAYS,
} from '@cum/shared/domain/referrals';
import { PERIODIC_REWARD_PER_LEVEL, WELCOME_BONUS } from '@cum/shared/domain/rewards';
import { t } from '../../i18n/i18n';
import { formatCum } from '../../lib/format';

/** The age the platform requires (docs/product.md: 18+). */
const MINIMUM_AGE = 18;

/**
 * Help page answers (`help-q-<id>` / `help-a-<id>`); figures come from the shared domain rules so they
 * cannot drift from the server. Read on each render so a language switch shows at once.
 */
const ids = [
  'earn',
  'periodic',
  'streak',
  'referrals',
  'welcome',
  'level',
  'refused',
  'delete',
  'who',
] as const;

export function faq(): ReadonlyArray<{ question: string; answer: string }> {
  const figures = {
    perLevel: formatCum(PERIODIC_REWARD_PER_LEVEL),
    days: REFERRAL_WINDOW_DAYS,
    referred: formatCum(REFERRAL_BONUS_REFERRED),
    referrer: formatCum(REFERRAL_REWARD_REFERRER),
    welcome: formatCum(WELCOME_BONUS),
    age: MINIMUM_AGE,
  };
  return ids.map((id) => ({ question: t(`help-q-${id}`), answer: t(`help-a-${id}`, figures) }));
}
