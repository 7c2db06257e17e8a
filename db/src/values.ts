import { type Binary, type Document, MaxKey, MinKey } from 'bson';

/** bson wrapper classes all carry `_bsontype`; plain JS values do not. */
export const bsonType = (v: unknown): string | undefined =>
  v !== null && typeof v === 'object' ? (v as { _bsontype?: string })._bsontype : undefined;

export const MIN_KEY = new MinKey();
export const MAX_KEY = new MaxKey();

export const isPlainObject = (v: unknown): v is Document =>
  v !== null &&
  typeof v === 'object' &&
  (Object.getPrototypeOf(v) === Object.prototype || Object.getPrototypeOf(v) === null);

/** Rank of a value's type in MongoDB's cross-type comparison order (missing/undefined sort as null). */
export function typeRank(v: unknown): number {
  if (v === undefined || v === null) return 2;
  switch (typeof v) {
    case 'number':
    case 'bigint':
      return 3;
    case 'string':
      return 4;
    case 'boolean':
      return 9;
  }
  if (Array.isArray(v)) return 6;
  if (v instanceof Date) return 10;
  if (v instanceof RegExp) return 12;
  switch (bsonType(v)) {
    case 'MinKey':
      return 1;
    case 'Int32':
    case 'Double':
    case 'Long':
    case 'Decimal128':
      return 3;
    case 'BSONSymbol':
      return 4;
    case 'Binary':
      return 7;
    case 'ObjectId':
      return 8;
    case 'Timestamp':
      return 11;
    case 'BSONRegExp':
      return 12;
    case 'MaxKey':
      return 13;
    case undefined:
      return v instanceof Uint8Array ? 7 : 5;
    default:
      return 5;
  }
}

/** Numeric value of any BSON number (precision beyond doubles is not needed for ordering here). */
export function toNumber(v: unknown): number {
  if (typeof v === 'number') return v;
  if (typeof v === 'bigint') return Number(v);
  const t = bsonType(v);
  if (t === 'Long') return (v as { toNumber(): number }).toNumber();
  if (t === 'Int32' || t === 'Double') return (v as { value: number }).value;
  if (t === 'Decimal128') return Number.parseFloat(String(v));
  return Number.NaN;
}

const cmp = <T>(a: T, b: T): number => (a < b ? -1 : a > b ? 1 : 0);

function bytesOf(v: unknown): Uint8Array {
  if (bsonType(v) === 'Binary') return (v as Binary).buffer;
  return v as Uint8Array;
}

/** bson 7's ObjectId: its 12 bytes as four big-endian 24-bit words. */
interface ObjectIdWords {
  i0?: number;
  i1?: number;
  i2?: number;
  i3?: number;
  id: Uint8Array;
}

/**
 * Two ObjectIds in byte order. bson 7 keeps an ObjectId as four 24-bit words, and its `id` getter
 * builds a new 12-byte buffer on every call: comparing through it made two buffers per comparison (in
 * every B-tree step on an ObjectId key, every `$in` test), which was 1.1 MB of the 2.5 MB the database
 * allocated per leaderboard read. The words compare in the same order as the bytes (each holds three
 * of them, high byte first, and is never negative); an ObjectId of another bson version without them
 * is compared by its bytes.
 */
export function compareObjectIds(a: unknown, b: unknown): number {
  const x = a as ObjectIdWords;
  const y = b as ObjectIdWords;
  const { i0: x0, i1: x1, i2: x2, i3: x3 } = x;
  const { i0: y0, i1: y1, i2: y2, i3: y3 } = y;
  if (
    typeof x0 === 'number' &&
    typeof x1 === 'number' &&
    typeof x2 === 'number' &&
    typeof x3 === 'number' &&
    typeof y0 === 'number' &&
    typeof y1 === 'number' &&
    typeof y2 === 'number' &&
    typeof y3 === 'number'
  ) {
    if (x0 !== y0) return x0 < y0 ? -1 : 1;
    if (x1 !== y1) return x1 < y1 ? -1 : 1;
    if (x2 !== y2) return x2 < y2 ? -1 : 1;
    if (x3 !== y3) return x3 < y3 ? -1 : 1;
    return 0;
  }
  return Buffer.compare(x.id, y.id);
}

/** Compares two strings under a collation (see collation.ts); absent = binary (simple) order. */
export type StringCompare = (a: string, b: string) => number;

/** Total order over BSON values following MongoDB's comparison/sort order; `str` compares strings
 * (also inside arrays and documents) under a collation. */
export function compareBson(a: unknown, b: unknown, str?: StringCompare): number {
  // Fast paths for the common same-type keys (strings, numbers, ObjectIds, dates).
  const ta = typeof a;
  if (ta === typeof b) {
    if (str && ta === 'string') return Math.sign(str(a as string, b as string));
    if (ta === 'string' || ta === 'number') {
      if (a === b) return 0;
      if (ta === 'number' && (Number.isNaN(a) || Number.isNaN(b)))
        return Number.isNaN(a) ? (Number.isNaN(b) ? 0 : -1) : 1;
      return (a as number) < (b as number) ? -1 : 1;
    }
    if (a instanceof Date && b instanceof Date) return cmp(a.getTime(), b.getTime());
    const oa = bsonType(a);
    if (oa === 'ObjectId' && bsonType(b) === 'ObjectId') return compareObjectIds(a, b);
  }
  const ra = typeRank(a);
  const rb = typeRank(b);
  if (ra !== rb) return ra < rb ? -1 : 1;
  switch (ra) {
    case 1:
    case 2:
    case 13:
      return 0;
    case 3: {
      if (bsonType(a) === 'Long' && bsonType(b) === 'Long')
        return (a as { compare(o: unknown): number }).compare(b);
      const x = toNumber(a);
      const y = toNumber(b);
      if (Number.isNaN(x)) return Number.isNaN(y) ? 0 : -1;
      if (Number.isNaN(y)) return 1;
      return cmp(x, y);
    }
    case 4:
      return str ? Math.sign(str(String(a), String(b))) : cmp(String(a), String(b));
    case 5:
      return compareObjects(a as Document, b as Document, str);
    case 6: {
      const xa = a as unknown[];
      const xb = b as unknown[];
      const n = Math.min(xa.length, xb.length);
      for (let i = 0; i < n; i++) {
        const c = compareBson(xa[i], xb[i], str);
        if (c !== 0) return c;
      }
      return cmp(xa.length, xb.length);
    }
    case 7: {
      const ba = bytesOf(a);
      const bb = bytesOf(b);
      if (ba.length !== bb.length) return cmp(ba.length, bb.length);
      const sa = (a as { sub_type?: number }).sub_type ?? 0;
      const sb = (b as { sub_type?: number }).sub_type ?? 0;
      if (sa !== sb) return cmp(sa, sb);
      return Buffer.compare(Buffer.from(ba), Buffer.from(bb));
    }
    case 8:
      return compareObjectIds(a, b);
    case 9:
      return cmp(Number(a), Number(b));
    case 10:
      return cmp((a as Date).getTime(), (b as Date).getTime());
    case 11: {
      const ta = a as { high: number; low: number };
      const tb = b as { high: number; low: number };
      return cmp(ta.high >>> 0, tb.high >>> 0) || cmp(ta.low >>> 0, tb.low >>> 0);
    }
    case 12: {
      const pa = a as { source?: string; pattern?: string; flags?: string; options?: string };
      const pb = b as { source?: string; pattern?: string; flags?: string; options?: string };
      return (
        cmp(pa.source ?? pa.pattern, pb.source ?? pb.pattern) ||
        cmp(pa.flags ?? pa.options, pb.flags ?? pb.options)
      );
    }
    default:
      return 0;
  }
}

function compareObjects(a: Document, b: Document, str?: StringCompare): number {
  const ka = Object.keys(a);
  const kb = Object.keys(b);
  const n = Math.min(ka.length, kb.length);
  for (let i = 0; i < n; i++) {
    const fa = ka[i] as string;
    const fb = kb[i] as string;
    const c = typeRank(a[fa]) - typeRank(b[fb]) || cmp(fa, fb) || compareBson(a[fa], b[fb], str);
    if (c !== 0) return c < 0 ? -1 : 1;
  }
  return cmp(ka.length, kb.length);
}

/** A string that is equal for two values iff MongoDB considers them equal (numbers across types). */
export function canonicalKey(v: unknown): string {
  if (v === undefined || v === null) return 'z';
  switch (typeof v) {
    case 'string':
      return `s${v}`;
    case 'number':
      return `n${Object.is(v, -0) ? 0 : v}`;
    case 'boolean':
      return v ? 'bt' : 'bf';
  }
  if (v instanceof Date) return `d${v.getTime()}`;
  if (Array.isArray(v)) return `a[${v.map(canonicalKey).join(',')}]`;
  const t = bsonType(v);
  if (t === 'ObjectId') return `o${String(v)}`;
  if (t === 'Long' || t === 'Int32' || t === 'Double' || t === 'Decimal128') {
    const n = toNumber(v);
    return t === 'Long' && !Number.isSafeInteger(n) ? `n${String(v)}` : `n${n}`;
  }
  if (t === 'Binary')
    return `x${(v as Binary).sub_type}:${Buffer.from((v as Binary).buffer).toString('hex')}`;
  if (v instanceof RegExp) return `r/${v.source}/${v.flags}`;
  if (isPlainObject(v)) {
    return `{${Object.keys(v)
      .map((k) => `${JSON.stringify(k)}:${canonicalKey(v[k])}`)
      .join(',')}}`;
  }
  return `?${t ?? typeof v}:${String(v)}`;
}

/** Deep copy of plain objects and arrays; bson values, Dates and RegExps are immutable here and shared. */
export function clone<T>(v: T): T {
  if (Array.isArray(v)) return v.map(clone) as T;
  if (isPlainObject(v)) {
    const out: Document = {};
    for (const k of Object.keys(v)) out[k] = clone(v[k]);
    return out as T;
  }
  return v;
}

/** Values at a dotted path, descending into arrays like MongoDB (used for index keys and sorting).
 * Returns [] when the path is missing. Arrays at the leaf are returned as one value (caller expands). */
export function valuesAtPath(doc: unknown, path: string[], i = 0): unknown[] {
  if (i === path.length) return [doc];
  if (Array.isArray(doc)) {
    const key = path[i] as string;
    const out: unknown[] = [];
    if (/^\d+$/.test(key) && doc[Number(key)] !== undefined)
      out.push(...valuesAtPath(doc[Number(key)], path, i + 1));
    for (const el of doc)
      if (el !== null && typeof el === 'object' && !Array.isArray(el)) out.push(...valuesAtPath(el, path, i));
    return out;
  }
  if (doc === null || typeof doc !== 'object' || !isPlainObject(doc)) return [];
  const next = doc[path[i] as string];
  if (next === undefined) return [];
  return valuesAtPath(next, path, i + 1);
}

/** Reads a dotted path without array traversal (for upsert seeds and simple lookups). */
export function getPath(doc: Document, path: string): unknown {
  let cur: unknown = doc;
  for (const part of path.split('.')) {
    if (cur === null || typeof cur !== 'object') return undefined;
    cur = (cur as Document)[part];
  }
  return cur;
}

export function setPath(doc: Document, path: string, value: unknown): void {
  const parts = path.split('.');
  let cur: Document = doc;
  for (let i = 0; i < parts.length - 1; i++) {
    const p = parts[i] as string;
    if (!isPlainObject(cur[p])) cur[p] = {};
    cur = cur[p] as Document;
  }
  cur[parts[parts.length - 1] as string] = value;
}
