import { referralDeepLinks } from './deep-links.ts';
import { toMilli } from './money.ts';

/** The referred user's bonus for using a code, paid at once. */
export const REFERRAL_BONUS_REFERRED = 100;
/** The referrer's reward, paid when the referred friend completes onboarding. */
export const REFERRAL_REWARD_REFERRER = 500;
export const REFERRAL_WINDOW_DAYS = 7;

export const referralBonusMilli = () => toMilli(REFERRAL_BONUS_REFERRED);
export const referralRewardMilli = () => toMilli(REFERRAL_REWARD_REFERRER);

/** A code may be used only within 7 days of the account's creation. */
export function withinReferralWindow(accountCreatedAt: Date, now: Date): boolean {
  return now.getTime() - accountCreatedAt.getTime() <= REFERRAL_WINDOW_DAYS * 86_400_000;
}

/** A referral code from a bot start parameter (`ref_CODE`), or null when it is not one. */
export function referralCodeFromStartParam(param: string | null | undefined): string | null {
  const m = /^ref_([A-Za-z0-9]{1,32})$/.exec(param?.trim() ?? '');
  return m?.[1] ? m[1].toUpperCase() : null;
}

export interface ReferralLinks {
  shareUrl: string;
  telegramBotUrl: string | null;
  telegramAppUrl: string | null;
}

/** The share links of a code: the web link always, the t.me links when the bot (and app) are known. */
export function referralLinks(
  code: string,
  opts: { publicUrl: string; botUsername: string | null; appName: string | null },
): ReferralLinks {
  const base = opts.publicUrl.replace(/\/+$/, '');
  return { shareUrl: `${base}/?ref=${encodeURIComponent(code)}`, ...referralDeepLinks(code, opts) };
}
