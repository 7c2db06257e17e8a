import { z } from 'zod';
import type { ErrorReason } from './error-reasons.ts';

/**
 * The exact params of each error reason (error-reasons.ts): numbers, ISO dates, ids of catalogue
 * items, never a sentence. Apart from the list so that clients' first screens do not carry these
 * schemas: the miniapp checks a refusal's params only in its lazy translation chunk.
 */
const count = z.number().int().nonnegative();
/** A $CUM amount (at most three decimals, like every amount of the API). */
const amount = z.number().nonnegative();
/** A catalogue id (store item, upgrade): the client names it in its language. */
const itemId = z.string().regex(/^[a-z0-9-]{1,64}$/);
const none = z.strictObject({});

export const errorReasonParams = {
  'reward-too-early': z.strictObject({ minutes: count, nextAt: z.iso.datetime() }),
  'streak-claimed': none,
  'store-unavailable': z.strictObject({ item: itemId }),
  'store-owned': z.strictObject({ item: itemId }),
  'store-insufficient': z.strictObject({ item: itemId, price: amount, missing: amount }),
  'upgrade-owned': z.strictObject({ upgrade: itemId }),
  'upgrade-locked-after': z.strictObject({ upgrade: itemId, before: itemId }),
  'upgrade-locked-balance': z.strictObject({ upgrade: itemId, balance: amount }),
  'upgrade-insufficient': z.strictObject({ upgrade: itemId, price: amount, missing: amount }),
  'task-done': none,
  'task-too-early': z.strictObject({ seconds: count }),
  'task-not-joined': none,
  'clicker-too-fast': z.strictObject({ perSecond: count }),
  'clicker-hourly-cap': z.strictObject({ cap: amount, minutes: count }),
  'clicker-no-energy': z.strictObject({ seconds: count }),
  'rush-daily-limit': z.strictObject({ games: count }),
  'rush-in-progress': none,
  'rush-too-early': z.strictObject({ seconds: count }),
  'rush-expired': none,
  'video-daily-limit': z.strictObject({ hours: amount }),
  'video-done': none,
  'referral-used': none,
  'referral-unknown': none,
  'referral-own': none,
  'referral-cycle': none,
  'referral-window': z.strictObject({ days: count }),
  'onboarding-incomplete': z.strictObject({ bonus: amount }),
  'onboarding-age': none,
  'onboarding-claimed': none,
  'account-suspended': z.strictObject({ until: z.iso.datetime().optional(), note: z.string().max(500) }),
  'rate-limited': z.strictObject({ seconds: count }),
  'username-taken': none,
  'link-invalid': none,
  'claim-busy': none,
  'clicker-busy': none,
  'taps-busy': none,
  'video-busy': none,
  'task-changed': none,
  'rush-busy': none,
  'store-just-bought': none,
  'wallet-taken': none,
  'wallet-linked': none,
  'email-taken': none,
  'email-taken-back': none,
  'rush-submitted': none,
  'rush-no-session': none,
  'task-one-step': none,
  'task-has-steps': none,
  'task-started': none,
  'task-start-first': none,
  'task-action-done': none,
  'task-action-first': none,
  'task-unavailable': none,
  'task-no-channel': none,
  'task-needs-telegram': none,
  'video-unknown': none,
  'wallet-coming-soon': none,
  'account-gone': none,
  'email-signin-off': none,
  'credentials-invalid': none,
  'password-wrong': none,
  'email-same': none,
  'login-number-wrong': none,
  'login-link-expired': none,
  'login-link-used': none,
  'login-cancelled': none,
  'not-possible-now': none,
  'task-channel-hidden': none,
  'task-check-unavailable': none,
} as const satisfies { [R in ErrorReason]: z.ZodType };

export type ReasonParams<R extends ErrorReason = ErrorReason> = z.output<(typeof errorReasonParams)[R]>;

/** A reason with its params, as thrown by the API and read by clients (one union member per reason). */
export type ErrorDetail = { [R in ErrorReason]: { reason: R; params: ReasonParams<R> } }[ErrorReason];

/** The reason and params of an error body when both are present and match this list, else null. */
export function errorDetailOf(body: { reason?: string; params?: unknown }): ErrorDetail | null {
  const reason = body.reason as ErrorReason | undefined;
  if (!reason || !Object.hasOwn(errorReasonParams, reason)) return null;
  const params = errorReasonParams[reason].safeParse(body.params ?? {});
  return params.success ? ({ reason, params: params.data } as ErrorDetail) : null;
}
