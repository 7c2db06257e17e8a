import { REFERRAL_BONUS_REFERRED, REFERRAL_REWARD_REFERRER } from '@cum/shared/domain/referrals';
import { cum } from './ui.ts';

/**
 * What the bot tells users about the economy: every amount from the shared constants
 * (shared/src/domain), every interval from the configuration, so the texts never drift from the
 * rules the API applies.
 */

/** 60 -> "every hour", 180 -> "every 3 hours", 90 -> "every 90 minutes", 1440 -> "every day". */
export function everyInterval(minutes: number): string {
  const plural = (n: number, unit: string) => (n === 1 ? `every ${unit}` : `every ${n} ${unit}s`);
  if (minutes % 1440 === 0) return plural(minutes / 1440, 'day');
  if (minutes % 60 === 0) return plural(minutes / 60, 'hour');
  return plural(minutes, 'minute');
}

/** The referral rules as docs/economy.md states them, in one sentence. */
export const REFERRAL_TERMS = `Invite friends: each friend who joins with your link gets ${cum(REFERRAL_BONUS_REFERRED)}, and you get ${cum(REFERRAL_REWARD_REFERRER)} once they complete onboarding in the app.`;

export function greeting(firstName: string | undefined, rewardIntervalMinutes: number): string {
  return [
    `Hi ${firstName?.trim() || 'there'}! Welcome to $CUM.`,
    `Claim a reward ${everyInterval(rewardIntervalMinutes)}, complete tasks, watch videos and play games to earn $CUM.`,
    REFERRAL_TERMS,
  ].join('\n');
}

export const REFERRAL_KEPT = `You were invited by a friend: open the app to create your account and get your ${cum(REFERRAL_BONUS_REFERRED)} referral bonus.`;
export const REFERRAL_HAS_ACCOUNT = (code: string) =>
  `You already have an account, so this invite can't be applied automatically. If you haven't used a referral code yet, enter ${code} on the Referral screen of the app.`;
export const REFERRAL_UNKNOWN =
  "This invite link isn't valid (we don't know its referral code), but you're welcome to join anyway.";
export const REFERRAL_OWN =
  "That's your own invite link: share it with friends (/invite gives you a share button). Your own code can't be used on your account.";

export const FALLBACK =
  "I didn't understand that. Everything happens in the app: tap the button below.\n\n/balance - your $CUM balance\n/invite - your invite link\n/help - what this bot can do";
export const GROUP_START = (botUsername: string) =>
  `I work in a private chat: open https://t.me/${botUsername}?start to earn $CUM.`;
export const STALE_BUTTON = 'This button no longer works. Send /start for a fresh menu.';
export const NO_ACCOUNT = "You don't have a $CUM account yet: open the app to create one, then try again.";

/** The bot's profile: shown in an empty chat before /start (512 characters at most). */
export const description = (rewardIntervalMinutes: number) =>
  [
    `Earn $CUM: claim a reward ${everyInterval(rewardIntervalMinutes)}, complete tasks, watch videos and play games.`,
    REFERRAL_TERMS,
    'Press Start, then Open app.',
  ].join('\n\n');
/** Shown on the bot's profile page and in shared links (120 characters at most). */
export const SHORT_DESCRIPTION = 'Earn $CUM with rewards, tasks, videos, games and friends.';
