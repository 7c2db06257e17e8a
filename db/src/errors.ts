import type { Document } from 'bson';

/**
 * MongoDB's error codes by name (src/mongo/base/error_codes.yml in the server's sources). Every error
 * the server returns is built from this table, so a code and its name can never disagree.
 */
export const ErrorCodes = {
  InternalError: 1,
  BadValue: 2,
  FailedToParse: 9,
  Unauthorized: 13,
  TypeMismatch: 14,
  ProtocolError: 17,
  AuthenticationFailed: 18,
  NamespaceNotFound: 26,
  IndexNotFound: 27,
  ConflictingUpdateOperators: 40,
  CursorNotFound: 43,
  NamespaceExists: 48,
  DollarPrefixedFieldName: 52,
  InvalidIdField: 53,
  CommandNotFound: 59,
  ImmutableField: 66,
  InvalidOptions: 72,
  InvalidNamespace: 73,
  GraphContainsCycle: 93,
  IndexOptionsConflict: 85,
  IndexKeySpecsConflict: 86,
  WriteConflict: 112,
  CommandNotSupported: 115,
  DocumentValidationFailure: 121,
  ViewDepthLimitExceeded: 149,
  CommandNotSupportedOnView: 166,
  OptionNotSupportedOnView: 167,
  NoSuchTransaction: 251,
  TransactionCommitted: 256,
  MechanismUnavailable: 334,
  OperationNotSupportedInTransaction: 263,
  DuplicateKey: 11000,
  OutOfDiskSpace: 14031,
  MergeStageNoMatchingDocument: 13113,
  /** Errors MongoDB raises at one place in its code ("location" codes), named Location<code>. */
  Location15975: 15975,
  Location16866: 16866,
  Location16867: 16867,
  Location16868: 16868,
  Location16612: 16612,
  Location17276: 17276,
  Location31254: 31254,
  Location40415: 40415,
  Location40600: 40600,
  Location40601: 40601,
  Location40602: 40602,
  Location51132: 51132,
  Location51183: 51183,
  Location51185: 51185,
  Location51186: 51186,
  Location51199: 51199,
  Location40081: 40081,
  Location51024: 51024,
  Location4890500: 4890500,
} as const;

export type ErrorCodeName = keyof typeof ErrorCodes;

/** An error that becomes a MongoDB-shaped `{ok: 0, errmsg, code, codeName}` reply. */
export class DbError extends Error {
  readonly code: number;

  constructor(
    readonly codeName: ErrorCodeName,
    message: string,
    readonly extra: Document = {},
    readonly labels: string[] = [],
  ) {
    super(message);
    this.code = ErrorCodes[codeName];
  }

  toReply(): Document {
    const reply: Document = {
      ok: 0,
      errmsg: this.message,
      code: this.code,
      codeName: this.codeName,
      ...this.extra,
    };
    if (this.labels.length > 0) reply.errorLabels = this.labels;
    return reply;
  }
}

export const badValue = (msg: string) => new DbError('BadValue', msg);
export const notSupported = (feature: string) =>
  new DbError('CommandNotSupported', `embedded database: ${feature} is not supported`);
export const writeConflict = () =>
  new DbError(
    'WriteConflict',
    'Write conflict during plan execution and yielding is disabled. :: Please retry your operation or multi-document transaction.',
    {},
    ['TransientTransactionError'],
  );
export const noSuchTransaction = (txnNumber: string) =>
  new DbError('NoSuchTransaction', `Transaction with { txnNumber: ${txnNumber} } has been aborted.`, {}, [
    'TransientTransactionError',
  ]);

/** Thrown by a non-transactional write that touches a document locked by an open transaction: the
 * command is rolled back and re-run once that transaction ends (MongoDB blocks such writes too). */
export class LockWait extends Error {
  constructor(readonly until: Promise<void>) {
    super('lock wait');
  }
}
