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
  | { op: 'dropDb'; db: string };

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
  onChange: (op: CatalogOp) => void = () => {};

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
    validateName(db, coll);
    let colls = this.dbs.get(db);
    if (!colls) {
      colls = new Map();
      this.dbs.set(db, colls);
    }
    const c = new Collection(db, coll, options);
    c.loading = this.loading;
    colls.set(coll, c);
    this.onChange({ op: 'createColl', db, coll, options });
    return c;
  }

  drop(db: string, coll: string): boolean {
    const colls = this.dbs.get(db);
    if (!colls?.delete(coll)) return false;
    if (colls.size === 0) this.dbs.delete(db);
    this.onChange({ op: 'dropColl', db, coll });
    return true;
  }

  dropDb(db: string): void {
    if (!this.dbs.delete(db)) return;
    this.onChange({ op: 'dropDb', db });
  }

  createIndex(c: Collection, spec: IndexSpec): void {
    c.addIndex(spec);
    this.onChange({ op: 'createIndex', db: c.db, coll: c.name, spec });
  }

  dropIndex(c: Collection, name: string): void {
    c.indexes.delete(name);
    this.onChange({ op: 'dropIndex', db: c.db, coll: c.name, name });
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
    }
  }
}
