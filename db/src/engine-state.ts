import { type Document, Timestamp } from 'bson';
import { CursorManager } from './cursors.ts';
import { FailPoints } from './fail-points.ts';
import type { Persistence, WriteState } from './persistence.ts';
import { Catalog } from './storage/catalog.ts';
import { type Effect, type Txn, TxnManager, type WriteCtx } from './txn.ts';

/**
 * The engine's state and the types a command handler sees. The command table (commands/) depends
 * on this module; the dispatcher (engine.ts) depends on both, so neither imports the other's caller.
 */
export interface Env {
  engine: EngineState;
  /** The command table the dispatcher runs (bulkWrite calls insert/update/delete through it). */
  commands: CommandTable;
  cmd: Document;
  db: string;
  txn: Txn | null;
  ctx: WriteCtx;
  connectionId: number;
}

export type Handler = (env: Env) => Document;

/** Command name -> handler. Names are case-sensitive like MongoDB (isMaster/ismaster both listed). */
export type CommandTable = Record<string, Handler | undefined>;

const TXN_LIFETIME_MS = 60_000;
const SESSION_TIMEOUT_MS = 30 * 60_000;

/** Database state: catalog, transactions, cursors, sessions, fail points, the journal link. */
export class EngineState {
  readonly catalog = new Catalog();
  readonly txns = new TxnManager();
  readonly cursors = new CursorManager();
  readonly failPoints = new FailPoints();
  readonly startedAt = new Date();
  address = '127.0.0.1:27017';
  persistence: Persistence | null = null;
  /** Sessions seen in commands' lsid ($listLocalSessions), until endSessions or 30 idle minutes. */
  readonly sessions = new Map<string, { id: unknown; lastUse: number }>();
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
    // Write versions only matter to transactions that started before them: drop every version no
    // open transaction's snapshot is older than (all of them with none open). Under steady load some
    // transaction is always open, and they used to pile up, one per document ever written.
    let oldest = Number.POSITIVE_INFINITY;
    for (const t of this.txns.bySession.values())
      if (t.state === 'open') oldest = Math.min(oldest, t.snapshotSeq);
    for (const colls of this.catalog.dbs.values())
      for (const c of colls.values()) {
        if (oldest === Number.POSITIVE_INFINITY) c.lastWrite.clear();
        else for (const [idk, seq] of c.lastWrite) if (seq <= oldest) c.lastWrite.delete(idk);
      }
  }

  logEffects(effects: Effect[], undo?: () => void): void {
    if (this.persistence && effects.length > 0) this.persistence.logEffects(effects, undo);
  }

  /** Whether writes reach the disk now (always in memory); see Journal.writeState. */
  writeState(): Promise<WriteState> {
    return this.persistence?.writeState() ?? Promise.resolve({ writable: true, lastError: null });
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
