import { z } from 'zod';

/**
 * Why a domain refusal happened, in a form a client can word in the user's language: a key from this
 * closed list plus its figures (error-reason-params.ts: numbers, ISO dates, ids of catalogue items),
 * never a sentence. The English `message` beside it stays the server's; clients translate
 * `error-reason-<reason>` with the params (issue 28).
 */
export const errorReasons = [
  'reward-too-early',
  'streak-claimed',
  'store-unavailable',
  'store-owned',
  'store-insufficient',
  'upgrade-owned',
  'upgrade-locked-after',
  'upgrade-locked-balance',
  'upgrade-insufficient',
  'task-done',
  'task-too-early',
  'task-not-joined',
  'clicker-too-fast',
  'clicker-hourly-cap',
  'clicker-no-energy',
  'rush-daily-limit',
  'rush-in-progress',
  'rush-too-early',
  'rush-expired',
  'video-daily-limit',
  'video-done',
  'referral-used',
  'referral-unknown',
  'referral-own',
  'referral-cycle',
  'referral-window',
  'onboarding-incomplete',
  'onboarding-age',
  'onboarding-claimed',
  'account-suspended',
  'rate-limited',
  'username-taken',
  'link-invalid',
  'claim-busy',
  'clicker-busy',
  'taps-busy',
  'video-busy',
  'task-changed',
  'rush-busy',
  'store-just-bought',
  'wallet-taken',
  'wallet-linked',
  'email-taken',
  'email-taken-back',
  'rush-submitted',
  'rush-no-session',
  'task-one-step',
  'task-has-steps',
  'task-started',
  'task-start-first',
  'task-action-done',
  'task-action-first',
] as const;
export type ErrorReason = (typeof errorReasons)[number];

/** The wire shape of params: figures and names only (each reason's exact shape: error-reason-params.ts). */
export const errorParams = z.record(z.string(), z.union([z.number(), z.string().max(500)]));
