import { z } from 'zod';
import { cum, isoDate, objectId } from './common.ts';
import { route } from './route.ts';

export const referralStatuses = ['pending', 'completed'] as const;
/** What a pending referral waits for before it pays: the friend's onboarding, their confirmed email. */
export const referralWaits = ['onboarding', 'email'] as const;
const waitingFor = z.array(z.enum(referralWaits));

/** 8 characters from an alphabet without look-alikes (no 0/O, 1/I/L). */
export const REFERRAL_CODE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
export const referralCodeSchema = z
  .string()
  .trim()
  .toUpperCase()
  .min(1, 'Enter a referral code')
  .max(32, 'Referral code is too long');

export const referralItemSchema = z.object({
  id: objectId,
  referredUserId: objectId,
  /** Display name of the referred friend, when they have one. */
  referredUsername: z.string().nullable(),
  /** The friend's name as they show it (first name, last initial), null when their profile is private. */
  displayName: z.string().nullable(),
  status: z.enum(referralStatuses),
  /** Empty once completed; so both sides can say why a referral is still pending. */
  waitingFor,
  rewardAmount: cum,
  createdAt: isoDate,
  completedAt: isoDate.nullable(),
});

export const referrals = {
  stats: route({
    method: 'GET',
    path: '/api/referral/stats',
    access: 'user',
    summary: 'Referral counts and earnings of the user',
    response: z.object({
      totalReferrals: z.number().int(),
      totalEarnings: cum,
      pendingReferrals: z.number().int(),
      /** The referral that brought this user (they used a friend's code), or null. */
      ownReferral: z.object({ status: z.enum(referralStatuses), waitingFor }).nullable(),
    }),
  }),
  code: route({
    method: 'GET',
    path: '/api/referral/code',
    access: 'user',
    summary: "The user's referral code and share links",
    response: z.object({
      referralCode: z.string(),
      shareUrl: z.string(),
      /** t.me links, when the bot username is configured. */
      telegramBotUrl: z.string().nullable(),
      telegramAppUrl: z.string().nullable(),
    }),
  }),
  list: route({
    method: 'GET',
    path: '/api/referral/list',
    access: 'user',
    summary: 'People the user referred, newest first (latest 100)',
    response: z.object({ referrals: z.array(referralItemSchema) }),
  }),
  use: route({
    method: 'POST',
    path: '/api/referral/use',
    access: 'user',
    money: true,
    summary: "Apply a friend's code: 100 $CUM now; the friend gets 500 when onboarding is complete",
    body: z.object({ referralCode: referralCodeSchema }),
    response: z.object({ message: z.string(), bonus: cum, cumBalance: cum }),
  }),
} as const;
