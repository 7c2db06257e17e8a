import type { Language } from '@cum/shared/domain/languages';
import { REFERRAL_BONUS_REFERRED, REFERRAL_REWARD_REFERRER } from '@cum/shared/domain/referrals';
import { botI18n } from './i18n/index.ts';

/**
 * What the bot tells users about the economy, in their language (shared/locales/<code>/bot.ftl):
 * every amount from the shared constants (shared/src/domain), every interval from the configuration,
 * so the texts never drift from the rules the API applies.
 */

/** 60 -> 1 hour, 180 -> 3 hours, 90 -> 90 minutes, 1440 -> 1 day: the catalog picks the plural. */
export function intervalParts(minutes: number): { unit: 'day' | 'hour' | 'minute'; count: number } {
  if (minutes % 1440 === 0) return { unit: 'day', count: minutes / 1440 };
  if (minutes % 60 === 0) return { unit: 'hour', count: minutes / 60 };
  return { unit: 'minute', count: minutes };
}

/** "every 3 hours", "каждые 3 часа"... */
export const everyInterval = (language: Language, minutes: number) =>
  botI18n.plain(language, 'every-interval', intervalParts(minutes));

/** A number of $CUM in the language's number format ("1,000 $CUM", "1 000 $CUM"). */
export const cum = (language: Language, amount: number) => botI18n.plain(language, 'cum-amount', { amount });

/** The referral rules as docs/economy.md states them, in one sentence. */
export const referralTerms = (language: Language) =>
  botI18n.plain(language, 'referral-terms', {
    bonus: cum(language, REFERRAL_BONUS_REFERRED),
    reward: cum(language, REFERRAL_REWARD_REFERRER),
  });

/** The /start greeting; the name is the user's own and is escaped like every variable. */
export function greeting(language: Language, firstName: string | undefined, rewardIntervalMinutes: number) {
  const name = firstName?.trim();
  const vars = { interval: everyInterval(language, rewardIntervalMinutes), terms: referralTerms(language) };
  return name
    ? botI18n.message(language, 'greeting', { ...vars, name })
    : botI18n.message(language, 'greeting-anonymous', vars);
}

/** The bot's profile: shown in an empty chat before /start (512 characters at most). */
export const description = (language: Language, rewardIntervalMinutes: number) =>
  botI18n.plain(language, 'description', {
    interval: everyInterval(language, rewardIntervalMinutes),
    terms: referralTerms(language),
  });

/** Shown on the bot's profile page and in shared links (120 characters at most). */
export const shortDescription = (language: Language) => botI18n.plain(language, 'short-description');
