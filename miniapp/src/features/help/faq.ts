import {
  REFERRAL_BONUS_REFERRED,
  REFERRAL_REWARD_REFERRER,
  REFERRAL_WINDOW_DAYS,
} from '@cum/shared/domain/referrals';
import { PERIODIC_REWARD_PER_LEVEL, WELCOME_BONUS } from '@cum/shared/domain/rewards';
import { formatCum } from '../../lib/format';

/** Help page answers; figures come from the shared domain rules so they cannot drift from the server. */
export const faq: ReadonlyArray<{ question: string; answer: string }> = [
  {
    question: 'How do I earn $CUM?',
    answer:
      'Claim the periodic reward on Home, complete tasks, watch videos in Play, play the games and invite friends. Every credit appears in Profile → Activity.',
  },
  {
    question: 'How often can I claim the periodic reward?',
    answer: `Each claim pays ${PERIODIC_REWARD_PER_LEVEL} $CUM times your reward level. The card on Home shows the countdown to your next claim, timed by our server.`,
  },
  {
    question: 'What is the daily streak?',
    answer:
      'The number of days in a row (UTC) on which you claimed the periodic reward. Miss a day and it starts again at 1.',
  },
  {
    question: 'How do referrals work?',
    answer: `Share your code from the Referral page. A friend who uses it within ${REFERRAL_WINDOW_DAYS} days of signing up gets ${REFERRAL_BONUS_REFERRED} $CUM at once, and you get ${REFERRAL_REWARD_REFERRER} $CUM when they finish onboarding. A code can be used once per account, and never your own.`,
  },
  {
    question: 'What is the welcome bonus?',
    answer: `${formatCum(WELCOME_BONUS)} $CUM, paid once after you finish onboarding. If you skipped it, claim it from the card on Home.`,
  },
  {
    question: 'How do I raise my reward level?',
    answer: 'Buy a Reward Multiplier in Upgrades. Each level adds to every periodic reward.',
  },
  {
    question: 'Why was a claim refused?',
    answer:
      'Rewards have limits (one periodic claim per interval, daily caps for videos and games). The message shown tells you why; nothing is taken from your balance.',
  },
  {
    question: 'How do I delete my account?',
    answer:
      'Profile → Settings → Delete Account. Your personal data is erased and you are signed out; this cannot be undone.',
  },
  {
    question: 'Who can use $CUM Rewards?',
    answer: 'Adults only: you must be 18 or older.',
  },
];
