import mongoose from 'mongoose';

const { mongo } = mongoose;

/**
 * Server error codes that mean "no primary to talk to right now" (a replica set electing, a server
 * shutting down), as opposed to a refusal of the command itself.
 */
const UNAVAILABLE_CODES = new Set([
  6, // HostUnreachable
  7, // HostNotFound
  89, // NetworkTimeout
  91, // ShutdownInProgress
  189, // PrimarySteppedDown
  10107, // NotWritablePrimary
  11600, // InterruptedAtShutdown
  11602, // InterruptedDueToReplStateChange
  13435, // NotPrimaryNoSecondaryOk
  13436, // NotPrimaryOrSecondary
]);

/**
 * True when an error says the database could not be reached (rather than that it refused the
 * command): no server selected in time, a dropped connection, a pool cleared, a client closed while
 * shutting down. The error handler answers these 503 `service_unavailable` with Retry-After.
 */
export function isDatabaseUnavailable(err: unknown): boolean {
  if (!(err instanceof Error)) return false;
  if (
    err instanceof mongo.MongoServerSelectionError ||
    err instanceof mongo.MongoNetworkError ||
    err instanceof mongo.MongoNotConnectedError ||
    err instanceof mongo.MongoTopologyClosedError ||
    err instanceof mongo.MongoClientClosedError ||
    err instanceof mongoose.Error.MongooseServerSelectionError
  )
    return true;
  if (err instanceof mongo.MongoServerError && typeof err.code === 'number')
    return UNAVAILABLE_CODES.has(err.code);
  return false;
}
