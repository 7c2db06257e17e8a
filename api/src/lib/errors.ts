import type { ErrorCode } from '@cum/shared/contract';

/**
 * An error a client may see: status, short code and a sentence a user understands. Anything else
 * thrown inside a request becomes a 500 whose details stay in the log.
 */
export class AppError extends Error {
  override name = 'AppError';
  constructor(
    readonly status: number,
    readonly code: ErrorCode,
    message: string,
  ) {
    super(message);
  }
}

export const badRequest = (message: string) => new AppError(400, 'bad_request', message);
export const unauthorized = (message = 'Please sign in to continue.') =>
  new AppError(401, 'unauthorized', message);
export const forbidden = (message = "You don't have permission to do that.") =>
  new AppError(403, 'forbidden', message);
export const notFound = (message: string) => new AppError(404, 'not_found', message);
export const conflict = (message: string) => new AppError(409, 'conflict', message);
export const tooEarly = (message: string) => new AppError(409, 'too_early', message);
export const alreadyDone = (message: string) => new AppError(409, 'already_done', message);
export const invalidState = (message: string) => new AppError(409, 'invalid_state', message);
export const limitReached = (message: string) => new AppError(429, 'limit_reached', message);
export const insufficientFunds = (message = "You don't have enough $CUM for that.") =>
  new AppError(409, 'insufficient_funds', message);
export const locked = (message: string) => new AppError(403, 'locked', message);
export const tooManyRequests = (message = 'Too many attempts. Please wait a minute and try again.') =>
  new AppError(429, 'too_many_requests', message);
