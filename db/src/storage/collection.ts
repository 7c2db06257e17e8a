import type { Document } from 'bson';
import { type Collation, parseCollation } from '../collation.ts';
import { DbError } from '../errors.ts';
import { compileValidation, type Validation } from '../validation.ts';
import { canonicalKey, isPlainObject } from '../values.ts';
import { Index, type IndexSpec } from './index-btree.ts';

/**
 * What a write reports to on its way in (txn.ts's WriteCtx is the one implementation): declared
 * here, by its user, so the storage layer does not import the transaction layer above it.
 */
export interface WriteCtx {
  /** The command's `bypassDocumentValidation: true`. */
  readonly bypassValidation: boolean;
  /** Throws when another open transaction holds the document or one of its unique keys. */
  checkWrite(coll: Collection, idk: string, before: Document | null, after: Document | null): void;
  /** Remembers the change for undo, the journal and the transaction's locks. */
  record(coll: Collection, idk: string, before: Document | null, after: Document | null): void;
}

/** Marks a document written by an open transaction: others keep seeing `before` until commit. */
export interface DirtyEntry {
  owner: object;
  before: Document | null;
}

function formatValue(v: unknown): string {
  if (typeof v === 'string') return JSON.stringify(v);
  if (v === null || v === undefined) return 'null';
  if (v instanceof Date) return `new Date(${v.getTime()})`;
  const t = (v as { _bsontype?: string })._bsontype;
  if (t === 'ObjectId') return `ObjectId('${String(v)}')`;
  if (Array.isArray(v)) return `[ ${v.map(formatValue).join(', ')} ]`;
  if (isPlainObject(v))
    return `{ ${Object.entries(v)
      .map(([k, x]) => `${k}: ${formatValue(x)}`)
      .join(', ')} }`;
  return String(v);
}

export function duplicateKeyError(ns: string, index: Index, key: unknown[]): DbError {
  const keyValue: Document = {};
  index.fields.forEach((f, i) => {
    keyValue[f.name] = key[i] ?? null;
  });
  const shown = Object.entries(keyValue)
    .map(([k, v]) => `${k}: ${formatValue(v)}`)
    .join(', ');
  return new DbError(
    'DuplicateKey',
    `E11000 duplicate key error collection: ${ns} index: ${index.name} dup key: { ${shown} }`,
    { keyPattern: { ...index.spec.key }, keyValue },
  );
}

export class Collection {
  readonly docs = new Map<string, Document>();
  readonly indexes = new Map<string, Index>();
  readonly dirty = new Map<string, DirtyEntry>();
  /** Commit sequence of the last committed write per document: a transaction that started earlier
   * and writes the document conflicts (first committer wins, as with MongoDB snapshots). */
  readonly lastWrite = new Map<string, number>();
  readonly uuid = crypto.randomUUID();
  /** Default collation (`create` option): queries and indexes without their own use it. */
  readonly collation: Collation | null;
  /** The compiled validator of `options` (null without one: the write path checks only this field). */
  validation: Validation | null = null;

  constructor(
    readonly db: string,
    readonly name: string,
    public options: Document = {},
  ) {
    this.collation = parseCollation(options.collation);
    const idSpec: IndexSpec = { v: 2, key: { _id: 1 }, name: '_id_', unique: true };
    // The _id index has the collection's collation too ('a' and 'A' are the same _id at strength 2).
    if (this.collation) idSpec.collation = this.collation.spec;
    this.indexes.set('_id_', new Index(idSpec));
    this.validation = compileValidation(options);
  }

  /** collMod: new options (validator, validationLevel, validationAction). */
  setOptions(options: Document): void {
    this.validation = compileValidation(options);
    this.options = options;
  }

  get ns(): string {
    return `${this.db}.${this.name}`;
  }

  get idIndex(): Index {
    return this.indexes.get('_id_') as Index;
  }

  /** While recovering, writes only touch the document map; indexes are bulk-built at the end. */
  loading = false;

  addIndex(spec: IndexSpec): void {
    const index = new Index(spec);
    if (!this.loading) {
      const dup = index.build(this.docs);
      if (dup) throw duplicateKeyError(this.ns, index, dup.key);
    }
    this.indexes.set(spec.name, index);
  }

  /** Ends recovery: builds every index from the loaded documents. */
  finishLoading(): void {
    this.loading = false;
    for (const index of this.indexes.values()) {
      const dup = index.build(this.docs);
      if (dup) throw duplicateKeyError(this.ns, index, dup.key);
    }
  }

  uniqueKeys(doc: Document | null): string[] {
    if (!doc) return [];
    const out: string[] = [];
    for (const index of this.indexes.values()) {
      if (!index.unique || index.name === '_id_') continue;
      for (const k of index.keysFor(doc)) out.push(`${index.name}\u0000${canonicalKey(k)}`);
    }
    return out;
  }

  insert(doc: Document, ctx: WriteCtx): void {
    const idk = canonicalKey(doc._id);
    if (this.validation && !ctx.bypassValidation) this.validation.check(doc, null);
    ctx.checkWrite(this, idk, null, doc);
    if (this.docs.has(idk)) throw duplicateKeyError(this.ns, this.idIndex, [doc._id]);
    this.checkUnique(doc, idk);
    this.docs.set(idk, doc);
    for (const index of this.indexes.values()) index.add(doc, idk);
    ctx.record(this, idk, null, doc);
  }

  replace(idk: string, next: Document, ctx: WriteCtx): void {
    const prev = this.docs.get(idk);
    ctx.checkWrite(this, idk, prev ?? null, next);
    if (!prev) throw new Error(`replace of missing document ${idk}`);
    if (this.validation && !ctx.bypassValidation) this.validation.check(next, prev);
    for (const index of this.indexes.values()) index.remove(prev, idk);
    try {
      this.checkUnique(next, idk);
    } catch (e) {
      for (const index of this.indexes.values()) index.add(prev, idk);
      throw e;
    }
    this.docs.set(idk, next);
    for (const index of this.indexes.values()) index.add(next, idk);
    ctx.record(this, idk, prev, next);
  }

  remove(idk: string, ctx: WriteCtx): void {
    const prev = this.docs.get(idk);
    ctx.checkWrite(this, idk, prev ?? null, null);
    if (!prev) return;
    this.docs.delete(idk);
    for (const index of this.indexes.values()) index.remove(prev, idk);
    ctx.record(this, idk, prev, null);
  }

  /** Unchecked write used by rollback and journal replay. */
  rawPut(idk: string, doc: Document | null): void {
    if (this.loading) {
      if (doc) this.docs.set(idk, doc);
      else this.docs.delete(idk);
      return;
    }
    const prev = this.docs.get(idk);
    if (prev) for (const index of this.indexes.values()) index.remove(prev, idk);
    if (doc) {
      this.docs.set(idk, doc);
      for (const index of this.indexes.values()) index.add(doc, idk);
    } else this.docs.delete(idk);
  }

  private checkUnique(doc: Document, idk: string): void {
    for (const index of this.indexes.values()) {
      // The document map already guarantees binary _id uniqueness; a collated _id index is stricter.
      if (!index.unique || (index.name === '_id_' && !index.collation)) continue;
      const dup = index.findDuplicate(doc, idk);
      if (dup) throw duplicateKeyError(this.ns, index, dup.key);
    }
  }
}
