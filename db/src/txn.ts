import type { Document } from 'bson';
import { LockWait, writeConflict } from './errors.ts';
import type { Collection, WriteCtx as CollectionWriteCtx } from './storage/collection.ts';

interface UndoEntry {
  coll: Collection;
  idk: string;
  before: Document | null;
}

/** One write effect for the journal: the document's new image (null = deleted), and the image before
 * the command (absent when the effect is not in memory, as $out's temporary output). */
export interface Effect {
  coll: Collection;
  idk: string;
  after: Document | null;
  before?: Document | null;
}

export class Txn {
  state: 'open' | 'committed' | 'aborted' = 'open';
  readonly undo: UndoEntry[] = [];
  readonly touched = new Map<Collection, Set<string>>();
  readonly keyLocks = new Set<string>();
  readonly done: Promise<void>;
  private resolveDone!: () => void;
  lastUsed = Date.now();
  abortReason = '';

  constructor(
    readonly sessionKey: string,
    readonly txnNumber: string,
    readonly snapshotSeq: number,
  ) {
    this.done = new Promise((r) => {
      this.resolveDone = r;
    });
  }

  finish(state: 'committed' | 'aborted'): void {
    this.state = state;
    this.resolveDone();
  }
}

/** Tracks what one command (or one transaction statement) changed, enforcing transaction locks. */
export class WriteCtx implements CollectionWriteCtx {
  readonly undo: UndoEntry[] = [];
  readonly effects = new Map<Collection, Map<string, { before: Document | null; after: Document | null }>>();
  /** The command's `bypassDocumentValidation: true`. */
  bypassValidation = false;

  constructor(
    readonly mgr: TxnManager,
    readonly txn: Txn | null,
  ) {}

  /** Throws WriteConflict (inside a transaction) or LockWait (outside) when the document or one of its
   * unique keys is held by another open transaction. */
  checkWrite(coll: Collection, idk: string, before: Document | null, after: Document | null): void {
    const dirty = coll.dirty.get(idk);
    if (dirty && dirty.owner !== this.txn) this.blocked(dirty.owner as Txn);
    if (this.txn && (coll.lastWrite.get(idk) ?? 0) > this.txn.snapshotSeq) throw writeConflict();
    if (this.mgr.keyLocks.size === 0) return;
    for (const k of [...coll.uniqueKeys(before), ...coll.uniqueKeys(after)]) {
      const owner = this.mgr.keyLocks.get(`${coll.ns}\u0000${k}`);
      if (owner && owner !== this.txn) this.blocked(owner);
    }
  }

  private blocked(owner: Txn): never {
    if (this.txn) throw writeConflict();
    throw new LockWait(owner.done);
  }

  record(coll: Collection, idk: string, before: Document | null, after: Document | null): void {
    const entry = { coll, idk, before };
    this.undo.push(entry);
    const txn = this.txn;
    if (txn) {
      txn.undo.push(entry);
      if (!coll.dirty.has(idk)) coll.dirty.set(idk, { owner: txn, before });
      let set = txn.touched.get(coll);
      if (!set) {
        set = new Set();
        txn.touched.set(coll, set);
      }
      set.add(idk);
      for (const k of [...coll.uniqueKeys(before), ...coll.uniqueKeys(after)]) {
        const lk = `${coll.ns}\u0000${k}`;
        this.mgr.keyLocks.set(lk, txn);
        txn.keyLocks.add(lk);
      }
      return;
    }
    let m = this.effects.get(coll);
    if (!m) {
      m = new Map();
      this.effects.set(coll, m);
    }
    const first = m.get(idk);
    m.set(idk, { before: first ? first.before : before, after });
  }

  /** Undo this command's changes (used before waiting on a lock and re-running the command). */
  rollback(): void {
    for (let i = this.undo.length - 1; i >= 0; i--) {
      const u = this.undo[i] as UndoEntry;
      u.coll.rawPut(u.idk, u.before);
    }
    this.undo.length = 0;
    this.effects.clear();
  }

  /** Finishes a non-transactional command: stamps versions and returns its journal effects. */
  commit(): Effect[] {
    const seq = ++this.mgr.seq;
    const out: Effect[] = [];
    for (const [coll, m] of this.effects) {
      for (const [idk, { before, after }] of m) {
        coll.lastWrite.set(idk, seq);
        out.push({ coll, idk, after, before });
      }
    }
    return out;
  }
}

export class TxnManager {
  seq = 0;
  readonly keyLocks = new Map<string, Txn>();
  /** Latest transaction per session (by session key). */
  readonly bySession = new Map<string, Txn>();

  begin(sessionKey: string, txnNumber: string): Txn {
    const prev = this.bySession.get(sessionKey);
    if (prev && prev.state === 'open') this.abort(prev, 'superseded by a newer transaction');
    const txn = new Txn(sessionKey, txnNumber, this.seq);
    this.bySession.set(sessionKey, txn);
    return txn;
  }

  get(sessionKey: string, txnNumber: string): Txn | undefined {
    const t = this.bySession.get(sessionKey);
    return t && t.txnNumber === txnNumber ? t : undefined;
  }

  /** Makes a transaction's writes visible and returns their effects for the journal. */
  commit(txn: Txn): Effect[] {
    const seq = ++this.seq;
    const out: Effect[] = [];
    for (const [coll, ids] of txn.touched) {
      for (const idk of ids) {
        const before = coll.dirty.get(idk)?.before ?? null;
        coll.dirty.delete(idk);
        coll.lastWrite.set(idk, seq);
        out.push({ coll, idk, after: coll.docs.get(idk) ?? null, before });
      }
    }
    this.release(txn);
    txn.finish('committed');
    return out;
  }

  abort(txn: Txn, reason: string): void {
    if (txn.state !== 'open') return;
    for (let i = txn.undo.length - 1; i >= 0; i--) {
      const u = txn.undo[i] as UndoEntry;
      u.coll.rawPut(u.idk, u.before);
    }
    for (const [coll, ids] of txn.touched) for (const idk of ids) coll.dirty.delete(idk);
    txn.abortReason = reason;
    this.release(txn);
    txn.finish('aborted');
  }

  private release(txn: Txn): void {
    for (const k of txn.keyLocks) if (this.keyLocks.get(k) === txn) this.keyLocks.delete(k);
    txn.keyLocks.clear();
    txn.undo.length = 0;
  }

  /** Aborts transactions idle longer than the limit (MongoDB's transactionLifetimeLimitSeconds). */
  reap(maxAgeMs: number): void {
    const now = Date.now();
    for (const t of this.bySession.values()) {
      if (t.state === 'open' && now - t.lastUsed > maxAgeMs)
        this.abort(t, 'transaction lifetime limit exceeded');
    }
  }
}
