import type { Document } from 'bson';
import type { Entry, Index } from './storage/index-btree.ts';
import { bsonType, isPlainObject, MAX_KEY, MIN_KEY } from './values.ts';

/**
 * A count that the index answers alone (MongoDB's COUNT_SCAN without the scan): when the filter is
 * equalities on a prefix of an index's fields and at most a numeric or date range on the next one,
 * the matching entries are one contiguous run of the B-tree, and its length is the difference of two
 * O(log n) positions (Index.countBelow). A leaderboard rank (players of a period with a greater
 * total) then costs the same on a board of a thousand as of a million. Returns null for any other
 * filter (the caller counts document by document).
 */

type Bound = { value: unknown; inclusive: boolean };
interface Shape {
  eq: Map<string, unknown>;
  range: { field: string; lo: Bound; hi: Bound | null } | null;
}

/** Scalars whose index order equals the match semantics (no null, arrays, objects, regexes, NaN). */
function plainScalar(v: unknown): boolean {
  if (typeof v === 'string' || typeof v === 'boolean') return true;
  if (typeof v === 'number') return !Number.isNaN(v);
  if (v instanceof Date) return !Number.isNaN(v.getTime());
  return bsonType(v) === 'ObjectId';
}

const rangeValue = (v: unknown) =>
  (typeof v === 'number' && !Number.isNaN(v)) || (v instanceof Date && !Number.isNaN(v.getTime()));

/** The filter as equalities plus one range with a lower bound, or null. */
function shapeOf(filter: Document): Shape | null {
  const shape: Shape = { eq: new Map(), range: null };
  for (const [field, cond] of Object.entries(filter)) {
    if (field.startsWith('$')) return null;
    if (!isPlainObject(cond) || bsonType(cond) !== undefined) {
      if (!plainScalar(cond)) return null;
      shape.eq.set(field, cond);
      continue;
    }
    const ops = Object.entries(cond);
    if (ops.length === 1 && ops[0]?.[0] === '$eq' && plainScalar(ops[0][1])) {
      shape.eq.set(field, ops[0][1]);
      continue;
    }
    if (shape.range) return null;
    let lo: Bound | null = null;
    let hi: Bound | null = null;
    for (const [op, v] of ops) {
      if (!rangeValue(v)) return null;
      if ((op === '$gt' || op === '$gte') && !lo) lo = { value: v, inclusive: op === '$gte' };
      else if ((op === '$lt' || op === '$lte') && !hi) hi = { value: v, inclusive: op === '$lte' };
      else return null;
    }
    // Without a lower bound the run would start at NaN, which $lt does not match: not handled here.
    if (!lo) return null;
    // Both ends of one type: {$gt: 5, $lt: date} matches nothing, the run would not be empty.
    if (hi && typeof hi.value !== typeof lo.value) return null;
    shape.range = { field, lo, hi };
  }
  return shape;
}

/** The run of `index` that the shape selects, or null when the index does not cover the filter. */
function runOf(index: Index, shape: Shape): [Entry, Entry] | null {
  const { fields } = index;
  const used = shape.eq.size + (shape.range ? 1 : 0);
  if (used > fields.length) return null;
  const prefix: unknown[] = [];
  for (let i = 0; i < shape.eq.size; i++) {
    const f = fields[i];
    if (!f || !shape.eq.has(f.name)) return null;
    prefix.push(shape.eq.get(f.name));
  }
  const rangeField = shape.range ? fields[shape.eq.size] : undefined;
  if (shape.range && rangeField?.name !== shape.range.field) return null;
  const rest = fields.slice(used);
  // Just before / just after every entry that starts with `head` (tree order; `dir` per field).
  const before = (head: unknown[]): Entry => [
    ...head,
    ...rest.map((f) => (f.dir > 0 ? MIN_KEY : MAX_KEY)),
    MIN_KEY,
  ];
  const after = (head: unknown[]): Entry => [
    ...head,
    ...rest.map((f) => (f.dir > 0 ? MAX_KEY : MIN_KEY)),
    MAX_KEY,
  ];
  if (!shape.range || !rangeField) return [before(prefix), after(prefix)];
  const { lo } = shape.range;
  // A one-sided range stays within its type, as the planner's bounds do ($gt: 5 matches Infinity).
  const hi = shape.range.hi ?? {
    value: typeof lo.value === 'number' ? Number.POSITIVE_INFINITY : new Date(8.64e15),
    inclusive: true,
  };
  const low = (b: Bound) => (b.inclusive ? before : after)([...prefix, b.value]);
  const high = (b: Bound) => (b.inclusive ? after : before)([...prefix, b.value]);
  // A descending field holds the higher values first.
  return rangeField.dir > 0 ? [low(lo), high(hi)] : [low(hi), high(lo)];
}

/**
 * The number of index entries matching `filter` (as the collection holds them now, including the
 * writes of open transactions: the caller corrects for those), or null when the index cannot say.
 */
export function countFromIndex(filter: Document, index: Index | undefined): number | null {
  if (!index || index.multikey || index.collation || index.spec.sparse || index.spec.partialFilterExpression)
    return null;
  const shape = shapeOf(filter);
  if (!shape) return null;
  const run = runOf(index, shape);
  if (!run) return null;
  return Math.max(0, index.countBelow(run[1]) - index.countBelow(run[0]));
}
