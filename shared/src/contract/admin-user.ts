import { z } from 'zod';
import { ledgerEntrySchema } from './activity.ts';
import { cum, isoDate, objectId } from './common.ts';
import { userSchema } from './profile.ts';
import { referralStatuses } from './referrals.ts';

/** Another user named on an admin page (a link to their own page). */
export const userRefSchema = z.object({ id: objectId, username: z.string().nullable(), label: z.string() });

/** A signed-in device: never the token, only what tells sessions apart. */
export const adminSessionSchema = z.object({
  id: objectId,
  createdAt: isoDate,
  lastSeenAt: isoDate,
  expiresAt: isoDate,
  userAgent: z.string().nullable(),
  ip: z.string().nullable(),
});

export const signInMethodSchema = z.object({
  method: z.enum(['telegram', 'email', 'wallet']),
  /** The Telegram id, the email address or the wallet address. */
  detail: z.string(),
  /** The email's verification; null for methods without one. */
  verified: z.boolean().nullable(),
  /** The method the account was created with. */
  primary: z.boolean(),
});

/** One referral, seen from one side: `user` is the other party. */
export const adminReferralSchema = z.object({
  id: objectId,
  user: userRefSchema,
  status: z.enum(referralStatuses),
  /** Paid to the referrer ($CUM; 0 while pending or held). */
  rewardAmount: cum,
  approval: z.enum(['held', 'approved']).nullable(),
  createdAt: isoDate,
  completedAt: isoDate.nullable(),
});

export const adminUserDetailSchema = z.object({
  user: userSchema,
  signInMethods: z.array(signInMethodSchema),
  sessions: z.array(adminSessionSchema),
  /** The referral that brought this user in, if any (`user` is the referrer). */
  referredBy: adminReferralSchema.nullable(),
  referralsMade: z.number().int(),
});

export const adminLedgerPageSchema = z.object({
  entries: z.array(ledgerEntrySchema),
  nextCursor: z.string().nullable(),
});

export const adminReferralsPageSchema = z.object({
  referrals: z.array(adminReferralSchema),
  nextCursor: z.string().nullable(),
});

export const reviewFlagKinds = ['referral_domain', 'referral_address', 'clicker_cap', 'rush_cap'] as const;

/** One reason an account is on the review list. */
export const reviewFlagSchema = z.object({
  kind: z.enum(reviewFlagKinds),
  user: userRefSchema,
  /** What repeats: the email domain, the address, or the cap reached. */
  detail: z.string(),
  /** How many referrals, clicker hours or games repeat it. */
  count: z.number().int(),
  /** Out of how many in the window (referrals made, hours or games played). */
  total: z.number().int(),
});

export const reviewSchema = z.object({
  windowDays: z.number().int(),
  /** True when the window held more records than one review reads (the newest were read). */
  truncated: z.boolean(),
  flags: z.array(reviewFlagSchema),
});

export type AdminUserDetail = z.output<typeof adminUserDetailSchema>;
export type AdminSession = z.output<typeof adminSessionSchema>;
export type AdminReferral = z.output<typeof adminReferralSchema>;
export type ReviewFlag = z.output<typeof reviewFlagSchema>;
