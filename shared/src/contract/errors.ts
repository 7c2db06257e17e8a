import { z } from 'zod';
import { errorParams, errorReasons } from './error-reasons.ts';

export type { ErrorDetail, ReasonParams } from './error-reason-params.ts';
export * from './error-reasons.ts';

/**
 * Short machine codes of every error the API answers. The `message` beside it is a sentence a user
 * understands; clients show it as the toast text (docs/product.md#calls-and-errors).
 */
export const errorCodes = [
  'bad_request',
  'unauthorized',
  'forbidden',
  'not_found',
  'conflict',
  'payload_too_large',
  'unsupported_media_type',
  'too_many_requests',
  'internal_error',
  'service_unavailable',
  // domain refusals (all 4xx)
  'too_early',
  'already_done',
  'invalid_state',
  'limit_reached',
  'insufficient_funds',
  'locked',
  /** The account is suspended by staff: it may read, but not earn or spend. */
  'account_suspended',
] as const;
export type ErrorCode = (typeof errorCodes)[number];

export const errorIssue = z.object({ path: z.string(), message: z.string() });

export const errorBody = z.object({
  error: z.enum(errorCodes),
  message: z.string(),
  issues: z.array(errorIssue).optional(),
  /** Why a domain refusal happened, for clients that word it in the user's language (error-reasons.ts). */
  reason: z.enum(errorReasons).optional(),
  /** The reason's figures: numbers, ISO dates, catalogue ids. */
  params: errorParams.optional(),
});
export type ErrorBody = z.infer<typeof errorBody>;
