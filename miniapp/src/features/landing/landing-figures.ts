import { REFERRAL_BONUS_REFERRED, REFERRAL_REWARD_REFERRER } from '@cum/shared/domain/referrals';
import { PERIODIC_REWARD_PER_LEVEL, WELCOME_BONUS } from '@cum/shared/domain/rewards';
import { formatCum, formatInteger } from '../../lib/format';
import { industryFee, platformFee } from './content';

/**
 * The variables the landing catalog's sentences take: the economy's amounts from the shared constants
 * (never typed into a text) and the fee figures, each formatted in the current language.
 */
export function landingFigures() {
  return {
    welcome: formatCum(WELCOME_BONUS),
    referred: formatCum(REFERRAL_BONUS_REFERRED),
    referrer: formatCum(REFERRAL_REWARD_REFERRER),
    periodic: formatCum(PERIODIC_REWARD_PER_LEVEL),
    keep: formatInteger(100 - platformFee),
    fee: formatInteger(platformFee),
    industry: formatInteger(industryFee),
  };
}
