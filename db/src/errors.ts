import type { Document } from 'bson';

/** An error that becomes a MongoDB-shaped `{ok: 0, errmsg, code, codeName}` reply. */
export class DbError extends Error {
  constructor(
    readonly code: number,
    readonly codeName: string,
    message: string,
    readonly extra: Document = {},
    readonly labels: string[] = [],
  ) {
    super(message);
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

export const badValue = (msg: string) => new DbError(2, 'BadValue', msg);
export const notSupported = (feature: string) =>
  new DbError(115, 'CommandNotSupported', `embedded database: ${feature} is not supported`);
export const writeConflict = () =>
  new DbError(
    112,
    'WriteConflict',
    'Write conflict during plan execution and yielding is disabled. :: Please retry your operation or multi-document transaction.',
    {},
    ['TransientTransactionError'],
  );
export const noSuchTransaction = (txnNumber: string) =>
  new DbError(
    251,
    'NoSuchTransaction',
    `Transaction with { txnNumber: ${txnNumber} } has been aborted.`,
    {},
    ['TransientTransactionError'],
  );

/** Thrown by a non-transactional write that touches a document locked by an open transaction: the
 * command is rolled back and re-run once that transaction ends (MongoDB blocks such writes too). */
export class LockWait extends Error {
  constructor(readonly until: Promise<void>) {
    super('lock wait');
  }
}
