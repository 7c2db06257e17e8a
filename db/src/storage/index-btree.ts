import type { Document } from 'bson';
import BTreeModule from 'sorted-btree';
import * as bulkLoadModule from 'sorted-btree/extended/bulkLoad';
import { type Collation, parseCollation } from '../collation.ts';
import { badValue, notSupported } from '../errors.ts';
import { newQuery, type Query } from '../mingo-ops.ts';
import {
  canonicalKey,
  compareBson,
  isPlainObject,
  MAX_KEY,
  MIN_KEY,
  type StringCompare,
  toNumber,
  valuesAtPath,
} from '../values.ts';

// sorted-btree is CommonJS with `exports.default`; depending on the loader the class is either the
// default import itself or its `.default` property.
const BTree: typeof BTreeModule =
  (BTreeModule as unknown as { default?: typeof BTreeModule }).default ?? BTreeModule;
type BTree<K, V> = BTreeModule<K, V>;
const bulkLoad: typeof bulkLoadModule.bulkLoad =
  bulkLoadModule.bulkLoad ??
  (bulkLoadModule as unknown as { default: typeof bulkLoadModule }).default.bulkLoad;
const NODE_SIZE = 64;

export interface IndexSpec extends Document {
  v: number;
  key: Document;
  name: string;
  unique?: boolean;
  sparse?: boolean;
  partialFilterExpression?: Document;
  expireAfterSeconds?: number;
}

/** B-tree entry: the key values (one per indexed field) followed by the _id, so duplicates of a
 * non-unique key stay distinct and ordered. One exact-length array, not an object around the key
 * array: an index holds one per document, and the object cost 40 bytes each. */
export type Entry = unknown[];

/** The entry of key tuple `v` and document id `id` (concat: exactly v.length + 1 slots). */
export const entryOf = (v: unknown[], id: unknown): Entry => v.concat([id]);

/** sorted-btree's node (not in its typings): leaves have keys, inner nodes also children and a size. */
interface TreeNode {
  keys: Entry[];
  children?: TreeNode[];
  size(): number;
}

export interface IndexField {
  name: string;
  path: string[];
  dir: number;
}

const ALLOWED_OPTIONS = new Set([
  'v',
  'key',
  'name',
  'unique',
  'sparse',
  'partialFilterExpression',
  'expireAfterSeconds',
  'background',
  'ns',
  'collation',
]);

export function defaultIndexName(key: Document): string {
  return Object.entries(key)
    .map(([k, d]) => `${k}_${String(d)}`)
    .join('_');
}

/** Validates a createIndexes spec; unsupported index kinds fail instead of being silently ignored. */
export function normalizeSpec(raw: Document, collectionCollation: Collation | null = null): IndexSpec {
  if (!isPlainObject(raw.key) || Object.keys(raw.key).length === 0)
    throw badValue('index key pattern must be a non-empty object');
  for (const [k, d] of Object.entries(raw.key)) {
    if (typeof d === 'string') throw notSupported(`index type '${d}' (on field ${k})`);
    const n = toNumber(d);
    if (n !== 1 && n !== -1)
      throw badValue(`bad index key pattern ${JSON.stringify(raw.key)}: values must be 1 or -1`);
  }
  for (const opt of Object.keys(raw)) {
    if (!ALLOWED_OPTIONS.has(opt)) throw notSupported(`index option '${opt}'`);
  }
  const key: Document = {};
  for (const [k, d] of Object.entries(raw.key)) key[k] = toNumber(d);
  const spec: IndexSpec = {
    v: 2,
    key,
    name: typeof raw.name === 'string' ? raw.name : defaultIndexName(key),
  };
  if (raw.unique === true) spec.unique = true;
  if (raw.sparse === true) spec.sparse = true;
  if (isPlainObject(raw.partialFilterExpression)) spec.partialFilterExpression = raw.partialFilterExpression;
  if (raw.expireAfterSeconds !== undefined) spec.expireAfterSeconds = toNumber(raw.expireAfterSeconds);
  // Without its own collation an index takes the collection's default, as in MongoDB.
  const collation = raw.collation === undefined ? collectionCollation : parseCollation(raw.collation);
  if (collation) spec.collation = collation.spec;
  return spec;
}

export class Index {
  readonly fields: IndexField[];
  tree: BTree<Entry, string>;
  readonly partial: Query | null;
  /** Strings in the keys are ordered and compared under this collation (null = binary). */
  readonly collation: Collation | null;
  private readonly str: StringCompare | undefined;
  multikey = false;

  constructor(readonly spec: IndexSpec) {
    this.fields = Object.entries(spec.key).map(([name, dir]) => ({
      name,
      path: name.split('.'),
      dir: toNumber(dir),
    }));
    const fields = this.fields;
    this.collation = parseCollation(spec.collation);
    const str = this.collation?.compare;
    this.str = str;
    this.tree = new BTree<Entry, string>(undefined, (a, b) => {
      const n = fields.length;
      for (let i = 0; i < n; i++) {
        const c = compareBson(a[i], b[i], str);
        if (c !== 0) return c * (fields[i] as IndexField).dir;
      }
      return compareBson(a[n], b[n]);
    });
    this.partial = spec.partialFilterExpression ? newQuery(spec.partialFilterExpression) : null;
  }

  get name(): string {
    return this.spec.name;
  }
  get unique(): boolean {
    return this.spec.unique === true;
  }

  /** All key tuples of a document (several for array fields), or [] when the document is not indexed. */
  keysFor(doc: Document): unknown[][] {
    if (this.partial && !this.partial.test(doc)) return [];
    // Fast path: one top-level field holding a scalar (the _id index and most secondary indexes).
    const f0 = this.fields[0] as IndexField;
    if (this.fields.length === 1 && f0.path.length === 1) {
      const v = doc[f0.name];
      if (!Array.isArray(v) && !(v === undefined && this.spec.sparse)) return [[v === undefined ? null : v]];
    }
    let tuples: unknown[][] = [[]];
    let present = false;
    for (const f of this.fields) {
      const raw = valuesAtPath(doc, f.path);
      if (raw.length > 0) present = true;
      const vals: unknown[] = [];
      for (const v of raw) {
        if (Array.isArray(v)) {
          if (v.length === 0) vals.push(undefined);
          else vals.push(...v);
        } else vals.push(v);
      }
      if (raw.length > 1 || raw.some(Array.isArray)) this.multikey = true;
      const distinct = new Map<string, unknown>();
      for (const v of vals.length ? vals : [null]) distinct.set(canonicalKey(v), v === undefined ? null : v);
      const next: unknown[][] = [];
      // concat allocates exactly length + 1 slots; a spread leaves growth room in every stored key.
      for (const t of tuples) for (const v of distinct.values()) next.push(t.concat([v]));
      tuples = next;
    }
    if (this.spec.sparse && !present) return [];
    return tuples;
  }

  /** Builds the whole index from scratch in O(n log n) (sort + bulk load); used for createIndexes and
   * recovery. Throws the duplicate key for a unique index. */
  build(docs: Map<string, Document>): { key: unknown[] } | undefined {
    const entries: Array<[Entry, string]> = [];
    for (const [idk, doc] of docs)
      for (const v of this.keysFor(doc)) entries.push([entryOf(v, doc._id), idk]);
    const compare = this.tree._compare;
    entries.sort((a, b) => compare(a[0], b[0]));
    if (this.unique) {
      for (let i = 1; i < entries.length; i++) {
        const a = (entries[i - 1] as [Entry, string])[0];
        const b = (entries[i] as [Entry, string])[0];
        const n = this.fields.length;
        if (a.every((x, j) => j >= n || compareBson(x, b[j], this.str) === 0)) return { key: b.slice(0, n) };
      }
    }
    this.tree = bulkLoad(
      entries.map((e) => e[0]),
      entries.map((e) => e[1]),
      NODE_SIZE,
      compare,
    );
    return undefined;
  }

  add(doc: Document, idk: string): void {
    for (const v of this.keysFor(doc)) this.tree.set(entryOf(v, doc._id), idk);
  }

  remove(doc: Document, _idk: string): void {
    for (const v of this.keysFor(doc)) this.tree.delete(entryOf(v, doc._id));
  }

  /** Returns the conflicting key tuple and the other document's id key, if inserting `doc` would
   * duplicate a unique key. */
  findDuplicate(doc: Document, idk: string): { key: unknown[]; idk: string } | undefined {
    if (!this.unique) return undefined;
    for (const v of this.keysFor(doc)) {
      const other = this.firstWithKey(v, idk);
      if (other !== undefined) return { key: v, idk: other };
    }
    return undefined;
  }

  private firstWithKey(v: unknown[], exceptIdk: string): string | undefined {
    for (const [k, id] of this.tree.entries(entryOf(v, MIN_KEY))) {
      if (v.some((x, i) => compareBson(k[i], x, this.str) !== 0)) return undefined;
      if (id !== exceptIdk) return id;
    }
    return undefined;
  }

  /**
   * How many entries sort before `key` (which no entry equals: its id is MIN_KEY or MAX_KEY), in
   * O(log n): sorted-btree keeps each inner node's subtree size, so a descent adds up the sizes of
   * the children left of the path instead of walking the entries. A count of a key range is the
   * difference of two of these.
   */
  countBelow(key: Entry): number {
    const cmp = this.tree._compare;
    let node = (this.tree as unknown as { _root: TreeNode })._root;
    let below = 0;
    for (;;) {
      const keys = node.keys;
      // First position whose key is >= `key` (inner nodes: the child whose largest key is).
      let lo = 0;
      let hi = keys.length;
      while (lo < hi) {
        const mid = (lo + hi) >>> 1;
        if (cmp(keys[mid] as Entry, key) < 0) lo = mid + 1;
        else hi = mid;
      }
      if (!node.children) return below + lo;
      for (let i = 0; i < lo; i++) below += (node.children[i] as TreeNode).size();
      if (lo === node.children.length) return below;
      node = node.children[lo] as TreeNode;
    }
  }

  /** Entries whose keys lie in the box [lo, hi] (tree order), ascending or descending. */
  *range(lo: unknown[], hi: unknown[], reverse: boolean): Generator<string> {
    if (!reverse) {
      const hiKey = entryOf(hi, MAX_KEY);
      for (const [k, id] of this.tree.entries(entryOf(lo, MIN_KEY))) {
        if (this.tree._compare(k, hiKey) > 0) return;
        yield id;
      }
    } else {
      const loKey = entryOf(lo, MIN_KEY);
      for (const [k, id] of this.tree.entriesReversed(entryOf(hi, MAX_KEY))) {
        if (this.tree._compare(k, loKey) < 0) return;
        yield id;
      }
    }
  }
}
