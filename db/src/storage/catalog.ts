import type { Document } from 'bson';
import { DbError } from '../errors.ts';
import { Collection } from './collection.ts';
import type { IndexSpec } from './index-btree.ts';

/** Catalog change, journaled as soon as it happens (catalog changes are not transactional here). */
export type CatalogOp =
  | { op: 'createColl'; db: string; coll: string; options: Document }
  | { op: 'dropColl'; db: string; coll: string }
  | { op: 'createIndex'; db: string; coll: string; spec: IndexSpec }
  | { op: 'dropIndex'; db: string; coll: string; name: string }
  | { op: 'dropDb'; db: string }
  | { op: 'collMod'; db: string; coll: string; options: Document }
  | { op: 'createView'; db: string; view: string; viewOn: string; pipeline: Document[] }
  | { op: 'dropView'; db: string; view: string }
  | { op: 'renameColl'; db: string; from: string; to: string };

/** Prefix of the collection $out journals its output into before renaming it over the target. */
export const OUT_TEMP_PREFIX = 'tmp.agg_out.';

/** A view: a read-only collection defined by an aggregation on another collection or view. */
export interface ViewDef {
  viewOn: string;
  pipeline: Document[];
}

export const viewError = (db: string, name: string) =>
  new DbError('CommandNotSupportedOnView', `Namespace ${db}.${name} is a view, not a collection`);

export function validateName(db: string, coll?: string): void {
  if (!db || /[/\\. "$\0]/.test(db)) throw new DbError('InvalidNamespace', `Invalid database name: '${db}'`);
  if (
    coll !== undefined &&
    (!coll || coll.includes('$') || coll.includes('\0') || coll.startsWith('system.'))
  )
    throw new DbError('InvalidNamespace', `Invalid collection name: ${coll}`);
}

export class Catalog {
  readonly dbs = new Map<string, Map<string, Collection>>();
  readonly views = new Map<string, Map<string, ViewDef>>();
  /** Journals a change; `undo` takes it back out of memory if it never reaches the disk. */
  onChange: (op: CatalogOp, undo?: () => void) => void = () => {};

  /** The collections of `db`, created on demand. */
  private colls(db: string): Map<string, Collection> {
    let colls = this.dbs.get(db);
    if (!colls) {
      colls = new Map();
      this.dbs.set(db, colls);
    }
    return colls;
  }

  /** Puts `c` (or nothing) back under its name: the undo of create, drop and install. */
  private restore(db: string, name: string, c: Collection | undefined): void {
    if (c) this.colls(db).set(name, c);
    else {
      this.dbs.get(db)?.delete(name);
      if (this.dbs.get(db)?.size === 0) this.dbs.delete(db);
    }
  }

  get(db: string, coll: string): Collection | undefined {
    return this.dbs.get(db)?.get(coll);
  }

  /** Set during recovery: new collections defer index maintenance until finishLoading(). */
  loading = false;

  finishLoading(): void {
    this.loading = false;
    for (const colls of this.dbs.values()) for (const c of colls.values()) c.finishLoading();
  }

  /** Implicit creation on first write, like MongoDB. */
  ensure(db: string, coll: string, options: Document = {}): Collection {
    const existing = this.get(db, coll);
    if (existing) return existing;
    if (this.views.get(db)?.has(coll)) throw viewError(db, coll);
    validateName(db, coll);
    const c = new Collection(db, coll, options);
    c.loading = this.loading;
    this.colls(db).set(coll, c);
    this.onChange({ op: 'createColl', db, coll, options }, () => this.restore(db, coll, undefined));
    return c;
  }

  drop(db: string, coll: string): boolean {
    const colls = this.dbs.get(db);
    const c = colls?.get(coll);
    if (!colls || !c) return false;
    colls.delete(coll);
    if (colls.size === 0) this.dbs.delete(db);
    this.onChange({ op: 'dropColl', db, coll }, () => this.restore(db, coll, c));
    return true;
  }

  dropDb(db: string): void {
    const colls = this.dbs.get(db);
    const views = this.views.get(db);
    this.views.delete(db);
    if (!this.dbs.delete(db) && !views) return;
    this.onChange({ op: 'dropDb', db }, () => {
      if (colls) this.dbs.set(db, colls);
      if (views) this.views.set(db, views);
    });
  }

  getView(db: string, name: string): ViewDef | undefined {
    return this.views.get(db)?.get(name);
  }

  /** Creates or redefines (collMod) a view. */
  setView(db: string, view: string, def: ViewDef): void {
    let m = this.views.get(db);
    if (!m) {
      m = new Map();
      this.views.set(db, m);
    }
    const prev = m.get(view);
    m.set(view, def);
    this.onChange({ op: 'createView', db, view, viewOn: def.viewOn, pipeline: def.pipeline }, () =>
      this.restoreView(db, view, prev),
    );
  }

  dropView(db: string, view: string): void {
    const m = this.views.get(db);
    const prev = m?.get(view);
    if (!m || !prev) return;
    m.delete(view);
    if (m.size === 0) this.views.delete(db);
    this.onChange({ op: 'dropView', db, view }, () => this.restoreView(db, view, prev));
  }

  private restoreView(db: string, view: string, def: ViewDef | undefined): void {
    let m = this.views.get(db);
    if (!m) {
      m = new Map();
      this.views.set(db, m);
    }
    if (def) m.set(view, def);
    else {
      m.delete(view);
      if (m.size === 0) this.views.delete(db);
    }
  }

  setOptions(c: Collection, options: Document): void {
    const prev = c.options;
    c.setOptions(options);
    this.onChange({ op: 'collMod', db: c.db, coll: c.name, options }, () => c.setOptions(prev));
  }

  /** $out: swaps in a fully built collection (same name). Its definition and documents were
   * journaled under the temporary name `from`; the journaled rename makes the swap atomic on disk. */
  install(c: Collection, from: string): void {
    const prev = this.get(c.db, c.name);
    this.colls(c.db).set(c.name, c);
    this.onChange({ op: 'renameColl', db: c.db, from, to: c.name }, () => this.restore(c.db, c.name, prev));
  }

  /** Replays a rename: the collection `from` becomes `to`, replacing it. */
  private rename(db: string, from: string, to: string): void {
    const src = this.get(db, from);
    if (!src) return;
    this.dbs.get(db)?.delete(from);
    this.dbs.get(db)?.delete(to);
    const c = this.ensure(db, to, src.options);
    c.loading = true;
    for (const index of src.indexes.values()) if (index.name !== '_id_') c.addIndex(index.spec);
    for (const [idk, doc] of src.docs) c.rawPut(idk, doc);
    if (!this.loading) c.finishLoading();
  }

  /** After recovery: output of an $out that crashed before its rename is dropped. */
  dropOutTemps(): void {
    for (const [db, colls] of this.dbs)
      for (const name of [...colls.keys()]) if (name.startsWith(OUT_TEMP_PREFIX)) this.drop(db, name);
  }

  createIndex(c: Collection, spec: IndexSpec): void {
    c.addIndex(spec);
    this.onChange({ op: 'createIndex', db: c.db, coll: c.name, spec }, () => c.indexes.delete(spec.name));
  }

  dropIndex(c: Collection, name: string): void {
    const before = [...c.indexes];
    c.indexes.delete(name);
    this.onChange({ op: 'dropIndex', db: c.db, coll: c.name, name }, () => {
      // Back in its place: listIndexes keeps its order.
      c.indexes.clear();
      for (const [k, v] of before) c.indexes.set(k, v);
    });
  }

  /** Applies a journaled catalog change during recovery. */
  replay(op: CatalogOp): void {
    switch (op.op) {
      case 'createColl':
        this.ensure(op.db, op.coll, op.options);
        break;
      case 'dropColl':
        this.drop(op.db, op.coll);
        break;
      case 'createIndex': {
        const c = this.ensure(op.db, op.coll);
        if (!c.indexes.has(op.spec.name)) c.addIndex(op.spec);
        break;
      }
      case 'dropIndex':
        this.get(op.db, op.coll)?.indexes.delete(op.name);
        break;
      case 'dropDb':
        this.dropDb(op.db);
        break;
      case 'collMod':
        this.get(op.db, op.coll)?.setOptions(op.options);
        break;
      case 'createView':
        this.setView(op.db, op.view, { viewOn: op.viewOn, pipeline: op.pipeline });
        break;
      case 'dropView':
        this.dropView(op.db, op.view);
        break;
      case 'renameColl':
        this.rename(op.db, op.from, op.to);
        break;
    }
  }
}
