import { Binary, type Document, Long, Timestamp } from 'bson';
import { COMMANDS } from './commands/index.ts';
import { CursorManager } from './cursors.ts';
import { DbError, LockWait, noSuchTransaction } from './errors.ts';
import type { Persistence } from './persistence.ts';
import { Catalog } from './storage/catalog.ts';
import { type Effect, type Txn, TxnManager, WriteCtx } from './txn.ts';

export interface Env {
  engine: Engine;
  cmd: Document;
  db: string;
  txn: Txn | null;
  ctx: WriteCtx;
  connectionId: number;
}

export type Handler = (env: Env) => Document;

const RETRYABLE = new Set(['insert', 'update', 'delete', 'findAndModify']);
const TXN_LIFETIME_MS = 60_000;
const RETRY_CACHE_MAX = 10_000;
const SESSION_TIMEOUT_MS = 30 * 60_000;

const sessionKeyOf = (cmd: Document): string | null => {
  const id = (cmd.lsid as Document | undefined)?.id;
  if (id instanceof Binary) return Buffer.from(id.buffer).toString('hex');
  return id === undefined ? null : String(id);
};

/** Database state plus the command dispatcher; the network layer only moves bytes. */
export class Engine {
  readonly catalog = new Catalog();
  readonly txns = new TxnManager();
  readonly cursors = new CursorManager();
  readonly startedAt = new Date();
  address = '127.0.0.1:27017';
  persistence: Persistence | null = null;
  /** Sessions seen in commands' lsid ($listLocalSessions), until endSessions or 30 idle minutes. */
  readonly sessions = new Map<string, { id: unknown; lastUse: number }>();
  private readonly retryCache = new Map<string, Document>();
  private clusterTimeSecs = Math.floor(Date.now() / 1000);
  private clusterTimeInc = 0;

  clusterTime(): Timestamp {
    const now = Math.floor(Date.now() / 1000);
    if (now > this.clusterTimeSecs) {
      this.clusterTimeSecs = now;
      this.clusterTimeInc = 0;
    }
    this.clusterTimeInc++;
    return new Timestamp({ t: this.clusterTimeSecs, i: this.clusterTimeInc });
  }

  /** Periodic housekeeping: idle cursors, abandoned transactions. */
  sweep(): void {
    this.cursors.sweep();
    this.txns.reap(TXN_LIFETIME_MS);
    const idle = Date.now() - SESSION_TIMEOUT_MS;
    for (const [k, s] of this.sessions) if (s.lastUse < idle) this.sessions.delete(k);
    // Write versions only matter to transactions that started before them: with none open, drop them.
    if (![...this.txns.bySession.values()].some((t) => t.state === 'open')) {
      for (const colls of this.catalog.dbs.values()) for (const c of colls.values()) c.lastWrite.clear();
    }
  }

  logEffects(effects: Effect[]): void {
    if (this.persistence && effects.length > 0) this.persistence.logEffects(effects);
  }

  async execute(cmd: Document, connectionId: number): Promise<Document> {
    const reply = await this.run(cmd, connectionId);
    const t = this.clusterTime();
    reply.operationTime = t;
    reply.$clusterTime = {
      clusterTime: t,
      signature: { hash: new Binary(Buffer.alloc(20)), keyId: Long.ZERO },
    };
    if (this.persistence?.dirty) await this.persistence.sync();
    return reply;
  }

  private async run(cmd: Document, connectionId: number): Promise<Document> {
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
    if (name === 'commitTransaction' || name === 'abortTransaction') {
      return this.endTxn(name, sessionKey, txnNumber ?? '');
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
    const retryKey =
      !txn && sessionKey && txnNumber !== undefined && RETRYABLE.has(name)
        ? `${sessionKey}:${txnNumber}`
        : null;
    if (retryKey) {
      const cached = this.retryCache.get(retryKey);
      if (cached) return { ...cached };
    }

    for (;;) {
      const ctx = new WriteCtx(this.txns, txn);
      ctx.bypassValidation = cmd.bypassDocumentValidation === true;
      try {
        const reply = handler({ engine: this, cmd, db, txn, ctx, connectionId });
        if (txn) {
          // Any failed statement aborts the transaction, as in MongoDB.
          if (Array.isArray(reply.writeErrors) && reply.writeErrors.length > 0)
            this.txns.abort(txn, 'write error');
        } else this.logEffects(ctx.commit());
        if (retryKey) this.remember(retryKey, reply);
        return reply;
      } catch (e) {
        if (e instanceof LockWait && !txn) {
          ctx.rollback();
          await e.until;
          continue;
        }
        if (txn) this.txns.abort(txn, String((e as Error).message));
        else this.logEffects(ctx.commit());
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
      if (txn.state === 'open') this.logEffects(this.txns.commit(txn));
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

  endSessions(keys: string[]): void {
    for (const k of keys) {
      const t = this.txns.bySession.get(k);
      if (t?.state === 'open') this.txns.abort(t, 'session ended');
      this.txns.bySession.delete(k);
      this.sessions.delete(k);
    }
  }
}
