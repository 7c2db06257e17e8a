import { Binary, type Document, Long } from 'bson';
import { COMMANDS } from './commands/index.ts';
import { EngineState } from './engine-state.ts';
import { DbError, LockWait, noSuchTransaction } from './errors.ts';
import { type Txn, WriteCtx } from './txn.ts';

const RETRYABLE = new Set(['insert', 'update', 'delete', 'findAndModify', 'bulkWrite']);
const RETRY_CACHE_MAX = 10_000;

const sessionKeyOf = (cmd: Document): string | null => {
  const id = (cmd.lsid as Document | undefined)?.id;
  if (id instanceof Binary) return Buffer.from(id.buffer).toString('hex');
  return id === undefined ? null : String(id);
};

/** The key a retryable write's reply is remembered under (retried writes are not applied twice). */
const retryKeyOf = (cmd: Document, name: string): string | null => {
  const sessionKey = sessionKeyOf(cmd);
  return cmd.autocommit !== false && sessionKey && cmd.txnNumber !== undefined && RETRYABLE.has(name)
    ? `${sessionKey}:${String(cmd.txnNumber)}`
    : null;
};

/** The reply to a command whose journal write failed: nothing of it was kept. */
const writeFailed = (e: Error): DbError =>
  new DbError(
    (e as NodeJS.ErrnoException).code === 'ENOSPC' ? 'OutOfDiskSpace' : 'InternalError',
    `embedded database: the write could not be saved and was not applied (${e.message})`,
  );

/** How often a read is re-run when a failed group took back what it read. */
const MAX_RERUNS = 3;
/** Reads that can simply run again; others that wrote nothing (getMore advances a cursor, statements
 * of a transaction the failure aborted) answer the error instead. */
const RERUNNABLE = new Set([
  'find',
  'aggregate',
  'count',
  'distinct',
  'listCollections',
  'listIndexes',
  'listDatabases',
  'hello',
  'isMaster',
  'ismaster',
  'ping',
]);

/** The command dispatcher over the engine's state; the network layer only moves bytes. */
export class Engine extends EngineState {
  private readonly retryCache = new Map<string, Document>();

  async execute(cmd: Document, connectionId: number): Promise<Document> {
    for (let run = 0; ; run++) {
      const wrote = { value: false };
      const reply = await this.run(cmd, connectionId, wrote);
      const t = this.clusterTime();
      reply.operationTime = t;
      reply.$clusterTime = {
        clusterTime: t,
        signature: { hash: new Binary(Buffer.alloc(20)), keyId: Long.ZERO },
      };
      if (!this.persistence?.dirty) return reply;
      try {
        await this.persistence.sync();
        return reply;
      } catch (e) {
        // The group this command waited for was taken back out of memory: a remembered reply must
        // not answer a retry of it, and a command that wrote nothing itself (a read) may have seen
        // what is gone, so it runs again on what is really there.
        const key = retryKeyOf(cmd, Object.keys(cmd)[0] ?? '');

        if (key) this.retryCache.delete(key);
        const name = Object.keys(cmd)[0] ?? '';
        if (wrote.value || run >= MAX_RERUNS || !RERUNNABLE.has(name) || cmd.autocommit === false)
          return writeFailed(e as Error).toReply();
      }
    }
  }

  /** Runs a command; sets `wrote` when its final attempt appended to the journal. */
  private async run(cmd: Document, connectionId: number, wrote: { value: boolean }): Promise<Document> {
    const name = Object.keys(cmd)[0] ?? '';
    const db = typeof cmd.$db === 'string' ? cmd.$db : 'admin';
    const sessionKey = sessionKeyOf(cmd);
    const txnNumber = cmd.txnNumber === undefined ? undefined : String(cmd.txnNumber);
    if (sessionKey) {
      const s = this.sessions.get(sessionKey);
      if (s) s.lastUse = Date.now();
      else if (name !== 'endSessions')
        this.sessions.set(sessionKey, { id: (cmd.lsid as Document).id, lastUse: Date.now() });
    }
    const appended = () => this.persistence?.appendedCount ?? 0;
    if (name === 'commitTransaction' || name === 'abortTransaction') {
      const mark = appended();
      const reply = this.endTxn(name, sessionKey, txnNumber ?? '');
      wrote.value = appended() > mark;
      return reply;
    }
    const handler = COMMANDS[name] ?? (name.toLowerCase() === 'ismaster' ? COMMANDS.isMaster : undefined);
    if (!handler) return new DbError('CommandNotFound', `no such command: '${name}'`).toReply();
    let txn: Txn | null = null;
    if (cmd.autocommit === false) {
      if (!sessionKey || txnNumber === undefined)
        return new DbError('InvalidOptions', 'txnNumber and lsid are required in a transaction').toReply();
      if (cmd.startTransaction === true) txn = this.txns.begin(sessionKey, txnNumber);
      else {
        const t = this.txns.get(sessionKey, txnNumber);
        if (!t || t.state === 'aborted') return noSuchTransaction(txnNumber).toReply();
        if (t.state === 'committed')
          return new DbError(
            'TransactionCommitted',
            `Transaction ${txnNumber} has been committed.`,
          ).toReply();
        txn = t;
      }
      txn.lastUsed = Date.now();
    }
    const retryKey = txn ? null : retryKeyOf(cmd, name);
    if (retryKey) {
      const cached = this.retryCache.get(retryKey);
      if (cached) return { ...cached };
    }

    for (;;) {
      const ctx = new WriteCtx(this.txns, txn);
      ctx.bypassValidation = cmd.bypassDocumentValidation === true;
      const mark = appended();
      try {
        const reply = handler({ engine: this, commands: COMMANDS, cmd, db, txn, ctx, connectionId });
        if (txn) {
          // Any failed statement aborts the transaction, as in MongoDB.
          if ((Array.isArray(reply.writeErrors) && reply.writeErrors.length > 0) || reply.nErrors > 0)
            this.txns.abort(txn, 'write error');
        } else this.logEffects(ctx.commit());
        if (retryKey) this.remember(retryKey, reply);
        wrote.value = appended() > mark;
        return reply;
      } catch (e) {
        if (e instanceof LockWait && !txn) {
          ctx.rollback();
          await e.until;
          continue;
        }
        if (txn) this.txns.abort(txn, String((e as Error).message));
        else this.logEffects(ctx.commit());
        wrote.value = appended() > mark;
        if (e instanceof DbError) return e.toReply();
        return new DbError('InternalError', String((e as Error)?.message ?? e)).toReply();
      }
    }
  }

  private remember(key: string, reply: Document): void {
    this.retryCache.set(key, reply);
    if (this.retryCache.size > RETRY_CACHE_MAX) {
      const oldest = this.retryCache.keys().next().value;
      if (oldest !== undefined) this.retryCache.delete(oldest);
    }
  }

  private endTxn(name: string, sessionKey: string | null, txnNumber: string): Document {
    const txn = sessionKey ? this.txns.get(sessionKey, txnNumber) : undefined;
    if (name === 'commitTransaction') {
      if (!txn || txn.state === 'aborted') return noSuchTransaction(txnNumber).toReply();
      // A commit that never reaches the disk did not happen: a retried commitTransaction must fail.
      if (txn.state === 'open')
        this.logEffects(this.txns.commit(txn), () => {
          txn.state = 'aborted';
          txn.abortReason = 'its journal write failed';
        });
      return { ok: 1 };
    }
    if (!txn || txn.state === 'aborted') return noSuchTransaction(txnNumber).toReply();
    if (txn.state === 'committed')
      return new DbError(
        'TransactionCommitted',
        'Cannot call abortTransaction after calling commitTransaction.',
      ).toReply();
    this.txns.abort(txn, 'aborted by client');
    return { ok: 1 };
  }
}
