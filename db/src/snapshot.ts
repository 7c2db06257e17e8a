import fs from 'node:fs';
import path from 'node:path';
import type { Document } from 'bson';
import type { Engine } from './engine.ts';
import { type JournalFs, writeAllSync } from './journal-fs.ts';
import { allDocs } from './query.ts';
import { frame } from './records.ts';
import type { CatalogOp } from './storage/catalog.ts';
import type { IndexSpec } from './storage/index-btree.ts';
import { canonicalKey } from './values.ts';

export const SNAPSHOT = 'snapshot.bson';
const SNAPSHOT_CHUNK = 1000;

export function fsyncDir(dir: string): void {
  const fd = fs.openSync(dir, 'r');
  try {
    fs.fsyncSync(fd);
  } finally {
    fs.closeSync(fd);
  }
}

/** Writes the committed state as `snapshot.bson` atomically: temp file, fsync, rename, fsync dir.
 * On any error the temp file is removed and the old snapshot stays. */
export function writeSnapshot(engine: Engine, dir: string, seq: number, fsx: JournalFs): void {
  const tmp = path.join(dir, `${SNAPSHOT}.tmp`);
  const fd = fs.openSync(tmp, 'w');
  try {
    const colls: Document[] = [];
    for (const m of engine.catalog.dbs.values())
      for (const c of m.values())
        colls.push({
          db: c.db,
          c: c.name,
          options: c.options,
          indexes: [...c.indexes.values()].map((i) => i.spec),
        });
    const views: Document[] = [];
    for (const [db, m] of engine.catalog.views)
      for (const [name, def] of m) views.push({ db, v: name, viewOn: def.viewOn, pipeline: def.pipeline });
    writeAllSync(fsx, fd, frame({ t: 'meta', seq, colls, views }));
    for (const m of engine.catalog.dbs.values()) {
      for (const c of m.values()) {
        const docs = allDocs(c, null);
        for (let i = 0; i < docs.length; i += SNAPSHOT_CHUNK)
          writeAllSync(
            fsx,
            fd,
            frame({ t: 'docs', db: c.db, c: c.name, docs: docs.slice(i, i + SNAPSHOT_CHUNK) }),
          );
      }
    }
    writeAllSync(fsx, fd, frame({ t: 'end' }));
    fs.fsyncSync(fd);
  } catch (e) {
    fs.closeSync(fd);
    fs.rmSync(tmp, { force: true });
    throw e;
  }
  fs.closeSync(fd);
  fs.renameSync(tmp, path.join(dir, SNAPSHOT));
  fsyncDir(dir);
}

/** Loads snapshot records (a meta record first, when it survived) and returns the sequence number
 * the snapshot covers (0 without meta). */
export function applySnapshot(engine: Engine, records: Document[]): number {
  const meta = records[0]?.t === 'meta' ? records[0] : undefined;
  for (const c of (meta?.colls as Document[] | undefined) ?? []) {
    const coll = engine.catalog.ensure(c.db as string, c.c as string, (c.options as Document) ?? {});
    for (const spec of c.indexes as IndexSpec[]) if (spec.name !== '_id_') coll.addIndex(spec);
  }
  for (const v of (meta?.views as Document[] | undefined) ?? [])
    engine.catalog.setView(v.db as string, v.v as string, {
      viewOn: v.viewOn as string,
      pipeline: v.pipeline as Document[],
    });
  for (const r of records) {
    if (r.t !== 'docs') continue;
    const coll = engine.catalog.ensure(r.db as string, r.c as string);
    for (const d of r.docs as Document[]) coll.rawPut(canonicalKey(d._id), d);
  }
  return meta ? Number(meta.s ?? meta.seq) : 0;
}

/** Replays journal records newer than `seq`; returns the last sequence number applied. */
export function applyJournal(engine: Engine, records: Document[], seq: number): number {
  for (const r of records) {
    const s = Number(r.s);
    if (s <= seq) continue;
    seq = s;
    if (r.t === 'c') engine.catalog.replay(r.op as CatalogOp);
    else if (r.t === 'w')
      for (const op of r.ops as Document[]) {
        const coll = engine.catalog.ensure(op.db as string, op.c as string);
        coll.rawPut(op.k as string, (op.d as Document | null) ?? null);
      }
  }
  return seq;
}
