import type { ErrorCode, ErrorDetail } from '@cum/shared/contract';
import type { TapRefusal } from '@cum/shared/domain/clicker-taps';
import type { ClickerRefusal } from '@cum/shared/domain/games';
import type { StoreRefusal } from '@cum/shared/domain/store';
import type { TaskRefusal } from '@cum/shared/domain/tasks';
import type { UpgradeRefusal } from '@cum/shared/domain/upgrades';

/**
 * The app's error catalogue: every error a client may see is built here and nowhere else (the
 * architecture test greps for hand-built ones). An AppError carries a status, a short code and a
 * sentence a user understands; anything else thrown inside a request becomes a 500 whose details
 * stay in the log.
 */
export class AppError extends Error {
  readonly status: number;
  readonly code: ErrorCode;
  /** Why, as a reason key and its figures, so clients can word it in the user's language. */
  detail?: ErrorDetail;
  constructor(status: number, code: ErrorCode, message: string) {
    // A 4xx is an expected refusal (most reward claims are early), not a bug: nobody reads its stack,
    // and capturing one was the largest cost of answering it. 5xx keep theirs.
    const limit = Error.stackTraceLimit;
    if (status < 500) Error.stackTraceLimit = 0;
    super(message);
    Error.stackTraceLimit = limit;
    this.status = status;
    this.code = code;
  }

  /** Adds the machine-readable reason; the English message stays as it is. */
  because(detail: ErrorDetail): this {
    this.detail = detail;
    return this;
  }
}
AppError.prototype.name = 'AppError';

export const badRequest = (message: string) => new AppError(400, 'bad_request', message);
export const unauthorized = (message = 'Please sign in to continue.') =>
  new AppError(401, 'unauthorized', message);
export const forbidden = (message = "You don't have permission to do that.") =>
  new AppError(403, 'forbidden', message);
export const accountSuspended = (message: string) => new AppError(403, 'account_suspended', message);
export const locked = (message: string) => new AppError(403, 'locked', message);
export const notFound = (message: string) => new AppError(404, 'not_found', message);
export const userNotFound = () => notFound('User not found.');
export const conflict = (message: string) => new AppError(409, 'conflict', message);
export const tooEarly = (message: string) => new AppError(409, 'too_early', message);
export const alreadyDone = (message: string) => new AppError(409, 'already_done', message);
export const invalidState = (message = 'That is not possible right now.') =>
  new AppError(409, 'invalid_state', message);
export const insufficientFunds = (message = "You don't have enough $CUM for that.") =>
  new AppError(409, 'insufficient_funds', message);
export const limitReached = (message: string) => new AppError(429, 'limit_reached', message);
export const tooManyRequests = (message = 'Too many attempts. Please wait a minute and try again.') =>
  new AppError(429, 'too_many_requests', message);
export const serviceUnavailable = (message: string) => new AppError(503, 'service_unavailable', message);

/** Every refusal the pure rules of shared/src/domain can answer, and the HTTP error each becomes. */
export type DomainRefusal = StoreRefusal | UpgradeRefusal | TaskRefusal | ClickerRefusal | TapRefusal;

const REFUSAL_ERRORS: Record<DomainRefusal, (message: string) => AppError> = {
  // store and upgrades
  unavailable: conflict,
  owned: alreadyDone,
  locked,
  insufficient: insufficientFunds,
  // the task state machine
  already_completed: alreadyDone,
  too_early: tooEarly,
  wrong_order: invalidState,
  // the clicker's anti-cheat
  not_a_step: badRequest,
  too_fast: tooEarly,
  hourly_cap: limitReached,
  no_energy: limitReached,
};

/** The one mapping from a domain refusal (with the sentence the domain wrote) to the HTTP error. */
export const refusalError = (refusal: DomainRefusal, message: string): AppError =>
  REFUSAL_ERRORS[refusal](message);

/**
 * A write that collided with a unique index (MongoDB error 11000), including a bulk write whose
 * every failure was such a collision.
 */
export function isDuplicateKey(err: unknown): boolean {
  if (typeof err !== 'object' || err === null) return false;
  const { code, writeErrors } = err as { code?: unknown; writeErrors?: Array<{ code?: unknown }> };
  if (Array.isArray(writeErrors) && writeErrors.length > 0) return writeErrors.every((w) => w.code === 11000);
  return code === 11000;
}

/** The field of the unique index a write collided with (`email`, `usernameLower`, ...), or null. */
export function duplicateKeyField(err: unknown): string | null {
  if (!isDuplicateKey(err)) return null;
  const pattern = (err as { keyPattern?: Record<string, unknown> }).keyPattern;
  const fromPattern = pattern ? Object.keys(pattern)[0] : undefined;
  if (fromPattern) return fromPattern;
  const index = /index: (\w+?)_1\b/.exec(String((err as { message?: unknown }).message));
  return index?.[1] ?? 'unknown';
}

/** Seconds a client should wait before retrying a 503 (sent as `Retry-After`). */
export const RETRY_AFTER_SECONDS = 5;
/** The database cannot be reached (outage, failover): the request changed nothing it acknowledged. */
export const databaseUnavailable = () =>
  serviceUnavailable('The service is briefly unavailable. Please try again in a few seconds.');
/** The server is shutting down (a deploy or restart): another instance, or this one again, answers. */
export const shuttingDown = () =>
  serviceUnavailable('The server is restarting. Please try again in a few seconds.');
