import type { Document } from 'bson';
import type { Collation } from './collation.ts';
import { countFromIndex } from './count-range.ts';
import { notSupported } from './errors.ts';
import { newMatchQuery, newQuery, type Query } from './mingo-ops.ts';
import { type Plan, plan } from './planner.ts';
import { parseSort, type SortSpec, sortDocs } from './sort.ts';
import type { Collection } from './storage/collection.ts';
import { assertSupported } from './supported.ts';
import type { Txn } from './txn.ts';
import { canonicalKey, compareBson, isPlainObject, type StringCompare, valuesAtPath } from './values.ts';
import { wrapMingo } from './variables.ts';

/** What a query runs with besides its filter: the command's `let` variables and collation. */
export interface QueryOpts {
  variables?: Document;
  /** null or absent = simple (binary) string comparison. */
  collation?: Collation | null;
}

/** `matchOnly`: the query only tests documents (a lighter query, see newMatchQuery). */
export function compileFilter(filter: unknown, opts: QueryOpts = {}, matchOnly = false): Query {
  const f = isPlainObject(filter) ? filter : {};
  assertSupported(f);
  const options: Document = {};
  if (opts.variables) options.variables = opts.variables;
  if (opts.collation) options.collation = opts.collation;
  return wrapMingo(() => (matchOnly ? newMatchQuery(f, options) : newQuery(f, options)));
}

/** A compiled filter. Plain equality filters (the app's lookups by id, email, code...) are matched
 * directly; anything else goes through mingo. */
export interface Matcher {
  test(doc: Document): boolean;
  /** The mingo query (for positional projections). */
  query(): Query;
}

function simpleEqualities(filter: Document): Array<[string[], unknown]> | null {
  const out: Array<[string[], unknown]> = [];
  for (const [k, v] of Object.entries(filter)) {
    if (k.startsWith('$') || v === undefined || Array.isArray(v) || v instanceof RegExp) return null;
    if (isPlainObject(v)) return null;
    const t = (v as { _bsontype?: string } | null)?._bsontype;
    if (t === 'BSONRegExp' || t === 'Code' || t === 'DBRef') return null;
    out.push([k.split('.'), v]);
  }
  return out;
}

function equalsAny(doc: Document, path: string[], v: unknown, str?: StringCompare): boolean {
  const vals = valuesAtPath(doc, path);
  if (v === null) {
    if (vals.length === 0) return true;
    return vals.some((x) => x === null || x === undefined || (Array.isArray(x) && x.some((y) => y === null)));
  }
  for (const x of vals) {
    if (Array.isArray(x)) {
      for (const y of x) if (compareBson(y, v, str) === 0) return true;
    } else if (compareBson(x, v, str) === 0) return true;
  }
  return false;
}

export function compileMatcher(filter: unknown, opts: QueryOpts = {}): Matcher {
  const f = isPlainObject(filter) ? filter : {};
  const eqs = simpleEqualities(f);
  let q: Query | undefined;
  const query = () => {
    q ??= compileFilter(f, opts);
    return q;
  };
  const str = opts.collation?.compare;
  if (eqs) return { test: (doc) => eqs.every(([p, v]) => equalsAny(doc, p, v, str)), query };
  const compiled = compileFilter(f, opts, true);
  return { test: (doc) => testDoc(compiled, doc), query };
}

export function testDoc(q: Query, doc: Document): boolean {
  return wrapMingo(() => q.test(doc));
}

export function* planIds(coll: Collection, p: Plan): Generator<string> {
  if (p.kind === 'or') {
    for (const branch of p.branches ?? []) yield* planIds(coll, branch);
    return;
  }
  if (p.kind === 'id') {
    for (const v of p.ids ?? []) yield canonicalKey(v);
    return;
  }
  if (p.kind === 'scan' || !p.index || !p.intervals) {
    yield* coll.docs.keys();
    return;
  }
  const intervals = p.reverse ? [...p.intervals].reverse() : p.intervals;
  for (const [lo, hi] of intervals) yield* p.index.range(lo, hi, p.reverse === true);
}

export interface FindSpec extends QueryOpts {
  filter?: unknown;
  sort?: unknown;
  skip?: number;
  limit?: number;
  hint?: unknown;
}

/** Documents matching the filter as seen by `reader` (null = outside any transaction): documents that
 * other open transactions changed are shown as they were before those transactions. */
export function findDocs(
  coll: Collection,
  spec: FindSpec,
  reader: Txn | null,
): { docs: Document[]; matcher: Matcher } {
  const matcher = compileMatcher(spec.filter, spec);
  let sort: SortSpec;
  try {
    sort = parseSort(spec.sort);
  } catch {
    throw notSupported('$meta sort');
  }
  const filter = isPlainObject(spec.filter) ? spec.filter : {};
  const p = plan(coll, filter, sort, spec.hint, spec.collation ?? null);
  const skip = spec.skip ?? 0;
  const want = spec.limit && spec.limit > 0 ? skip + spec.limit : Number.POSITIVE_INFINITY;
  const hidden = coll.dirty.size > 0;
  const seen = p.dedupe ? new Set<string>() : null;
  const out: Document[] = [];
  for (const idk of planIds(coll, p)) {
    if (seen) {
      if (seen.has(idk)) continue;
      seen.add(idk);
    }
    const doc = coll.docs.get(idk);
    if (!doc) continue;
    if (hidden) {
      const d = coll.dirty.get(idk);
      if (d && d.owner !== reader) continue;
    }
    if (!matcher.test(doc)) continue;
    out.push(doc);
    if (p.ordered && out.length >= want) break;
  }
  let extra = false;
  if (hidden) {
    for (const d of coll.dirty.values()) {
      if (d.owner !== reader && d.before && matcher.test(d.before)) {
        out.push(d.before);
        extra = true;
      }
    }
  }
  let docs = out;
  if (!p.ordered || (extra && sort.length > 0)) docs = sortDocs(docs, sort, spec.collation?.compare);
  if (skip > 0 || want !== Number.POSITIVE_INFINITY) docs = docs.slice(skip, want);
  return { docs, matcher };
}

/** Document count as seen by `reader`, O(1) without a filter. */
export function countDocs(
  coll: Collection,
  filter: unknown,
  reader: Txn | null,
  hint?: unknown,
  opts: QueryOpts = {},
): number {
  if ((!isPlainObject(filter) || Object.keys(filter).length === 0) && hint === undefined) {
    let n = coll.docs.size;
    for (const [idk, d] of coll.dirty) {
      if (d.owner === reader) continue;
      if (coll.docs.has(idk)) n--;
      if (d.before) n++;
    }
    return n;
  }
  if (isPlainObject(filter) && !opts.collation && !opts.variables) {
    const p = plan(coll, filter, [], hint, null);
    const n = p.kind === 'index' ? countFromIndex(filter, p.index) : null;
    if (n !== null) {
      // The index holds the writes of open transactions; other readers count what was there before.
      const matcher = coll.dirty.size > 0 ? compileMatcher(filter) : null;
      let count = n;
      for (const [idk, d] of coll.dirty) {
        if (d.owner === reader || !matcher) continue;
        const now = coll.docs.get(idk);
        if (now && matcher.test(now)) count--;
        if (d.before && matcher.test(d.before)) count++;
      }
      return count;
    }
  }
  return findDocs(coll, { filter, hint, ...opts }, reader).docs.length;
}

/** Every visible document of a collection (used as the input of aggregations). */
export function allDocs(coll: Collection | undefined, reader: Txn | null): Document[] {
  if (!coll) return [];
  if (coll.dirty.size === 0) return [...coll.docs.values()];
  return findDocs(coll, {}, reader).docs;
}
