import fs from 'node:fs';
import path from 'node:path';
import type { Document } from 'bson';
import type { Engine } from './engine.ts';
import { type JournalFs, writeAll } from './journal-fs.ts';
import type { DbLog } from './log.ts';
import type { Persistence, WriteState } from './persistence.ts';
import { frame } from './records.ts';
import { writeSnapshot } from './snapshot.ts';
import type { CatalogOp } from './storage/catalog.ts';
import type { Effect } from './txn.ts';

/** A record not yet on disk, and how to take its change back out of memory if it never gets there. */
interface Pending {
  buf: Buffer;
  seq: number;
  undo: () => void;
}

const PROBE = 'write-probe.tmp';
const PROBE_BYTES = 64 * 1024;

/**
 * Append-only journal of committed write effects with group commit, plus snapshot compaction.
 * A group is acknowledged only once all of its bytes are written and fdatasynced. When that fails,
 * the group (and everything appended behind it) is taken back out of memory and its bytes cut from
 * the file, so what clients read afterwards is what a restart would show; the next group tries again.
 */
export class Journal implements Persistence {
  private size: number;
  private seq: number;
  private durableSeq: number;
  private pending: Pending[] = [];
  private inflight: Pending[] = [];
  private appended = 0;
  private durable = 0;
  private waiters: Array<{ target: number; resolve: () => void; reject: (e: Error) => void }> = [];
  private flushing: Promise<void> | null = null;
  /** Bytes of a failed group may still be in the file beyond `size`: cut before the next write. */
  private tailDirty = false;
  private lastError: Error | null = null;
  /** After a failed compaction, the journal size at which to try again (not on every flush). */
  private compactAt: number;

  constructor(
    private readonly engine: Engine,
    private readonly dir: string,
    private readonly fd: number,
    size: number,
    seq: number,
    private readonly compactBytes: number,
    private readonly unlock: () => void,
    private readonly fsx: JournalFs,
    private readonly log: DbLog,
  ) {
    this.size = size;
    this.seq = seq;
    this.durableSeq = seq;
    this.compactAt = compactBytes;
    engine.catalog.onChange = (op, undo) => this.logCatalog(op, undo);
    engine.persistence = this;
  }

  get dirty(): boolean {
    return this.appended > this.durable;
  }

  /** Records appended so far (durable or not): tells the engine whether a command wrote. */
  get appendedCount(): number {
    return this.appended;
  }

  private append(rec: Document, undo: () => void): void {
    rec.s = ++this.seq;
    this.pending.push({ buf: frame(rec), seq: rec.s as number, undo });
    this.appended++;
  }

  logCatalog(op: CatalogOp, undo: () => void = () => {}): void {
    this.append({ t: 'c', op }, undo);
  }

  logEffects(effects: Effect[], undo?: () => void): void {
    this.append(
      { t: 'w', ops: effects.map((e) => ({ db: e.coll.db, c: e.coll.name, k: e.idk, d: e.after })) },
      () => {
        undo?.();
        for (let i = effects.length - 1; i >= 0; i--) {
          const e = effects[i] as Effect;
          if (e.before !== undefined) e.coll.rawPut(e.idk, e.before);
        }
      },
    );
  }

  sync(): Promise<void> {
    if (this.durable >= this.appended) return Promise.resolve();
    const target = this.appended;
    const p = new Promise<void>((resolve, reject) => this.waiters.push({ target, resolve, reject }));
    // Deferring the flush to the next macrotask lets concurrent commands join the same fsync.
    this.flushing ??= new Promise<void>((r) => setImmediate(r)).then(() => this.flushLoop());
    return p;
  }

  private async cutTail(): Promise<void> {
    await this.fsx.ftruncate(this.fd, this.size);
    await this.fsx.fdatasync(this.fd);
    this.tailDirty = false;
  }

  private async flushLoop(): Promise<void> {
    try {
      while (this.pending.length > 0) {
        const group = this.pending;
        this.pending = [];
        this.inflight = group;
        const upto = this.appended;
        const buf = group.length === 1 ? (group[0] as Pending).buf : Buffer.concat(group.map((p) => p.buf));
        try {
          if (this.tailDirty) await this.cutTail();
          this.tailDirty = true;
          await writeAll(this.fsx, this.fd, buf, this.size);
          await this.fsx.fdatasync(this.fd);
          this.tailDirty = false;
        } catch (e) {
          await this.cutTail().catch(() => {});
          this.fail(e as Error);
          return;
        }
        this.inflight = [];
        this.size += buf.length;
        this.durable = upto;
        this.durableSeq = (group[group.length - 1] as Pending).seq;
        this.lastError = null;
        this.waiters = this.waiters.filter((w) => {
          if (w.target > this.durable) return true;
          w.resolve();
          return false;
        });
      }
      if (this.size > this.compactAt) this.tryCompact();
    } finally {
      this.flushing = null;
    }
  }

  /** Takes every record that is not on disk back out of memory, newest first, and fails its waiters. */
  private fail(e: Error): void {
    this.lastError = e;
    // Open transactions may have read or overwritten what is being taken back: they abort first.
    for (const t of this.engine.txns.bySession.values())
      if (t.state === 'open') this.engine.txns.abort(t, 'a journal write failed');
    const lost = [...this.inflight, ...this.pending];
    for (let i = lost.length - 1; i >= 0; i--) (lost[i] as Pending).undo();
    this.inflight = [];
    this.pending = [];
    this.appended = this.durable;
    this.seq = this.durableSeq;
    const waiters = this.waiters;
    this.waiters = [];
    for (const w of waiters) w.reject(e);
  }

  /** Whether writes currently reach the disk. After a failure it probes (cuts a leftover tail, writes
   * and syncs a scratch file) so a freed disk is noticed without waiting for the next write. */
  async writeState(): Promise<WriteState> {
    if (this.lastError && !this.flushing) {
      const probe = path.join(this.dir, PROBE);
      try {
        if (this.tailDirty) await this.cutTail();
        const fd = fs.openSync(probe, 'w');
        try {
          await writeAll(this.fsx, fd, Buffer.alloc(PROBE_BYTES), 0);
          await this.fsx.fdatasync(fd);
        } finally {
          fs.closeSync(fd);
          fs.rmSync(probe, { force: true });
        }
        this.lastError = null;
      } catch (e) {
        this.lastError = e as Error;
      }
    }
    return this.lastError
      ? { writable: false, lastError: this.lastError.message }
      : { writable: true, lastError: null };
  }

  /** Snapshot + truncation; a failure (a full disk) keeps the journal as it is and retries later. */
  tryCompact(): void {
    try {
      this.compact();
      this.compactAt = this.compactBytes;
    } catch (e) {
      this.compactAt = this.size + this.compactBytes;
      this.log.warn(
        { dataDir: this.dir, reason: (e as Error).message },
        'embedded database: compaction failed, the journal is kept (retried as it grows)',
      );
    }
  }

  /** Writes a snapshot of the committed state, then truncates the journal. Runs synchronously so no
   * write can interleave; a record carries its sequence number, so a crash before the truncation
   * replays nothing twice. */
  compact(): void {
    if (this.pending.length > 0 || this.inflight.length > 0) return;
    writeSnapshot(this.engine, this.dir, this.seq, this.fsx);
    fs.ftruncateSync(this.fd, 0);
    fs.fsyncSync(this.fd);
    this.size = 0;
  }

  async close(): Promise<void> {
    await this.sync().catch(() => {});
    await this.flushing;
    fs.closeSync(this.fd);
    this.unlock();
  }
}
