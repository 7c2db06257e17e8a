import fs from 'node:fs';
import path from 'node:path';
import type { Document } from 'bson';
import type { Engine } from './engine.ts';
import type { Persistence } from './persistence.ts';
import { allDocs } from './query.ts';
import { frame, readFrames } from './records.ts';
import type { CatalogOp } from './storage/catalog.ts';
import type { IndexSpec } from './storage/index-btree.ts';
import type { Effect } from './txn.ts';
import { canonicalKey } from './values.ts';

const JOURNAL = 'journal.log';
const LOCK = 'mongod.lock';
const openDirs = new Set<string>();

/** One server per data directory: a pid lock file (stale after kill -9, detected by the dead pid). */
function lockDir(dir: string): () => void {
  const abs = path.resolve(dir);
  const lockPath = path.join(abs, LOCK);
  if (openDirs.has(abs))
    throw new Error(`embedded database: data directory ${abs} is already open in this process`);
  if (fs.existsSync(lockPath)) {
    const pid = Number(fs.readFileSync(lockPath, 'utf8').trim());
    let alive = false;
    if (pid > 0 && pid !== process.pid) {
      try {
        process.kill(pid, 0);
        alive = true;
      } catch (e) {
        alive = (e as NodeJS.ErrnoException).code === 'EPERM';
      }
    }
    if (alive) throw new Error(`embedded database: data directory ${abs} is in use by process ${pid}`);
  }
  fs.writeFileSync(lockPath, `${process.pid}\n`);
  openDirs.add(abs);
  return () => {
    openDirs.delete(abs);
    fs.rmSync(lockPath, { force: true });
  };
}
const SNAPSHOT = 'snapshot.bson';
const DEFAULT_COMPACT_BYTES = 64 * 1024 * 1024;
const SNAPSHOT_CHUNK = 1000;

function fsyncDir(dir: string): void {
  const fd = fs.openSync(dir, 'r');
  try {
    fs.fsyncSync(fd);
  } finally {
    fs.closeSync(fd);
  }
}

/** Append-only journal of committed write effects with group commit, plus snapshot compaction. */
export class Journal implements Persistence {
  private fd: number;
  private size: number;
  private seq: number;
  private pending: Buffer[] = [];
  private appended = 0;
  private durable = 0;
  private waiters: Array<{ target: number; resolve: () => void; reject: (e: Error) => void }> = [];
  private flushing: Promise<void> | null = null;
  private failed: Error | null = null;

  constructor(
    private readonly engine: Engine,
    private readonly dir: string,
    fd: number,
    size: number,
    seq: number,
    private readonly compactBytes: number,
    private readonly unlock: () => void,
  ) {
    this.fd = fd;
    this.size = size;
    this.seq = seq;
  }

  get dirty(): boolean {
    return this.appended > this.durable;
  }

  private append(rec: Document): void {
    rec.s = ++this.seq;
    this.pending.push(frame(rec));
    this.appended++;
  }

  logCatalog(op: CatalogOp): void {
    this.append({ t: 'c', op });
  }

  logEffects(effects: Effect[]): void {
    this.append({
      t: 'w',
      ops: effects.map((e) => ({ db: e.coll.db, c: e.coll.name, k: e.idk, d: e.after })),
    });
  }

  sync(): Promise<void> {
    if (this.failed) return Promise.reject(this.failed);
    if (this.durable >= this.appended) return Promise.resolve();
    const target = this.appended;
    const p = new Promise<void>((resolve, reject) => this.waiters.push({ target, resolve, reject }));
    // Deferring the flush to the next macrotask lets concurrent commands join the same fsync.
    this.flushing ??= new Promise<void>((r) => setImmediate(r)).then(() => this.flushLoop());
    return p;
  }

  private async flushLoop(): Promise<void> {
    try {
      while (this.pending.length > 0) {
        const buf = Buffer.concat(this.pending);
        const upto = this.appended;
        this.pending = [];
        await new Promise<void>((resolve, reject) =>
          fs.write(this.fd, buf, 0, buf.length, this.size, (err) => (err ? reject(err) : resolve())),
        );
        await new Promise<void>((resolve, reject) =>
          fs.fdatasync(this.fd, (err) => (err ? reject(err) : resolve())),
        );
        this.size += buf.length;
        this.durable = upto;
        this.waiters = this.waiters.filter((w) => {
          if (w.target > this.durable) return true;
          w.resolve();
          return false;
        });
      }
      if (this.size > this.compactBytes) this.compact();
    } catch (e) {
      this.failed = e as Error;
      for (const w of this.waiters) w.reject(this.failed);
      this.waiters = [];
    } finally {
      this.flushing = null;
    }
  }

  /** Writes a snapshot of the committed state atomically (temp file, fsync, rename, fsync dir), then
   * truncates the journal. Runs synchronously so no write can interleave. */
  compact(): void {
    if (this.pending.length > 0) return;
    const tmp = path.join(this.dir, `${SNAPSHOT}.tmp`);
    const fd = fs.openSync(tmp, 'w');
    try {
      const colls: Document[] = [];
      for (const m of this.engine.catalog.dbs.values())
        for (const c of m.values())
          colls.push({
            db: c.db,
            c: c.name,
            options: c.options,
            indexes: [...c.indexes.values()].map((i) => i.spec),
          });
      const views: Document[] = [];
      for (const [db, m] of this.engine.catalog.views)
        for (const [name, def] of m) views.push({ db, v: name, viewOn: def.viewOn, pipeline: def.pipeline });
      fs.writeSync(fd, frame({ t: 'meta', seq: this.seq, colls, views }));
      for (const m of this.engine.catalog.dbs.values()) {
        for (const c of m.values()) {
          const docs = allDocs(c, null);
          for (let i = 0; i < docs.length; i += SNAPSHOT_CHUNK)
            fs.writeSync(
              fd,
              frame({ t: 'docs', db: c.db, c: c.name, docs: docs.slice(i, i + SNAPSHOT_CHUNK) }),
            );
        }
      }
      fs.writeSync(fd, frame({ t: 'end' }));
      fs.fsyncSync(fd);
    } finally {
      fs.closeSync(fd);
    }
    fs.renameSync(tmp, path.join(this.dir, SNAPSHOT));
    fsyncDir(this.dir);
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

function applyWrite(engine: Engine, rec: Document): void {
  for (const op of rec.ops as Document[]) {
    const coll = engine.catalog.ensure(op.db as string, op.c as string);
    coll.rawPut(op.k as string, (op.d as Document | null) ?? null);
  }
}

/** Loads the snapshot, replays newer journal records, truncates a torn tail, then opens the journal. */
export async function openJournal(
  engine: Engine,
  dir: string,
  compactBytes = DEFAULT_COMPACT_BYTES,
): Promise<Journal> {
  fs.mkdirSync(dir, { recursive: true });
  const unlock = lockDir(dir);
  try {
    return load(engine, dir, compactBytes, unlock);
  } catch (e) {
    unlock();
    throw e;
  }
}

function load(engine: Engine, dir: string, compactBytes: number, unlock: () => void): Journal {
  let seq = 0;
  engine.catalog.loading = true;
  const snapPath = path.join(dir, SNAPSHOT);
  if (fs.existsSync(snapPath)) {
    const { records } = readFrames(fs.readFileSync(snapPath));
    const meta = records[0];
    if (meta?.t !== 'meta' || records[records.length - 1]?.t !== 'end')
      throw new Error(`embedded database: snapshot ${snapPath} is incomplete or corrupt`);
    seq = Number(meta.s ?? meta.seq);
    for (const c of meta.colls as Document[]) {
      const coll = engine.catalog.ensure(c.db as string, c.c as string, (c.options as Document) ?? {});
      for (const spec of c.indexes as IndexSpec[]) if (spec.name !== '_id_') coll.addIndex(spec);
    }
    for (const v of (meta.views as Document[] | undefined) ?? [])
      engine.catalog.setView(v.db as string, v.v as string, {
        viewOn: v.viewOn as string,
        pipeline: v.pipeline as Document[],
      });
    for (const r of records) {
      if (r.t !== 'docs') continue;
      const coll = engine.catalog.ensure(r.db as string, r.c as string);
      for (const d of r.docs as Document[]) coll.rawPut(canonicalKey(d._id), d);
    }
  }
  const jPath = path.join(dir, JOURNAL);
  const fd = fs.openSync(jPath, fs.existsSync(jPath) ? 'r+' : 'w+');
  const { records, validBytes } = readFrames(fs.readFileSync(jPath));
  for (const r of records) {
    const s = Number(r.s);
    if (s <= seq) continue;
    seq = s;
    if (r.t === 'c') engine.catalog.replay(r.op as CatalogOp);
    else if (r.t === 'w') applyWrite(engine, r);
  }
  engine.catalog.dropOutTemps();
  // Indexes are built once after loading (sort + bulk load), much cheaper than per-document inserts.
  engine.catalog.finishLoading();
  const size = fs.fstatSync(fd).size;
  if (validBytes < size) {
    fs.ftruncateSync(fd, validBytes);
    fs.fsyncSync(fd);
  }
  const journal = new Journal(engine, dir, fd, validBytes, seq, compactBytes, unlock);
  engine.catalog.onChange = (op) => journal.logCatalog(op);
  engine.persistence = journal;
  if (validBytes > compactBytes) journal.compact();
  return journal;
}
