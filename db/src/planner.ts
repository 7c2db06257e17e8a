import type { Document } from 'bson';
import { type Collation, collationNeutral, sameCollation } from './collation.ts';
import { badValue } from './errors.ts';
import { newQuery } from './mingo-ops.ts';
import { extractPreds, type FieldPred, typeUpper } from './predicates.ts';
import type { SortSpec } from './sort.ts';
import type { Collection } from './storage/collection.ts';
import type { Index } from './storage/index-btree.ts';
import { bsonType, canonicalKey, isPlainObject, MAX_KEY, MIN_KEY } from './values.ts';

export interface Plan {
  /** 'id' = direct _id lookups, 'index' = B-tree intervals, 'scan' = every document, 'or' = the
   * union of one plan per `$or` branch (MongoDB's OR stage; duplicates removed by the reader). */
  kind: 'id' | 'index' | 'scan' | 'or';
  branches?: Plan[];
  /** The `$or` branch a branch plan serves (shown by explain). */
  filter?: Document;
  index?: Index;
  ids?: unknown[];
  intervals?: Array<[unknown[], unknown[]]>;
  reverse?: boolean;
  /** True when documents come out already in the requested sort order. */
  ordered: boolean;
  dedupe: boolean;
}

function findHinted(coll: Collection, hint: unknown): Index | 'natural' | undefined {
  if (hint === undefined || hint === null) return undefined;
  if (isPlainObject(hint) && '$natural' in hint) return 'natural';
  for (const index of coll.indexes.values()) {
    if (typeof hint === 'string' ? index.name === hint : canonicalKey(index.spec.key) === canonicalKey(hint))
      return index;
  }
  throw badValue(
    'error processing query: planner returned error :: caused by :: hint provided does not correspond to an existing index',
  );
}

function partialAllows(index: Index, preds: Map<string, FieldPred>): boolean {
  const pfe = index.spec.partialFilterExpression;
  if (!pfe) return true;
  const probe: Document = {};
  for (const field of Object.keys(pfe)) {
    const eq = preds.get(field)?.eq;
    if (eq?.length !== 1) return false;
    probe[field] = eq[0];
  }
  // The index compiled its partial filter once; building a mingo Query here on every find cost 7% of
  // a by-telegramId lookup.
  return (index.partial ?? newQuery(pfe)).test(probe);
}

export function plan(
  coll: Collection,
  filter: Document,
  sort: SortSpec,
  hint?: unknown,
  collation: Collation | null = null,
): Plan {
  const hinted = findHinted(coll, hint);
  if (hinted === 'natural') return { kind: 'scan', ordered: sort.length === 0, dedupe: false };
  // An index orders and compares strings by its collation: a query with another collation cannot
  // use it (a hinted one is then scanned in full, which the collection scan does as well).
  if (hinted && !sameCollation(hinted.collation, collation))
    return { kind: 'scan', ordered: sort.length === 0, dedupe: false };
  const preds = extractPreds(filter);
  // Regex bounds are binary string ranges, meaningless in a collation's order.
  if (collation) for (const [k, p] of preds) if (p.regex) preds.delete(k);
  const idPred = preds.get('_id');
  if (
    !hinted &&
    idPred?.eq &&
    idPred.eq.every((v) => !isPlainObject(v) || bsonType(v) !== undefined) &&
    // The document map is keyed by binary equality of _id.
    (!collation || idPred.eq.every(collationNeutral))
  ) {
    return { kind: 'id', ids: idPred.eq, ordered: sort.length === 0 || idPred.eq.length <= 1, dedupe: true };
  }
  let best: { score: number; plan: Plan } | undefined;
  for (const index of hinted ? [hinted] : coll.indexes.values()) {
    let candidate: { score: number; plan: Plan } | undefined;
    if (sameCollation(index.collation, collation))
      candidate = planIndex(index, preds, sort, hinted === index);
    else if (neutralBounds(index, preds)) {
      // Bounds without strings mean the same under any collation; the order of strings does not.
      candidate = planIndex(index, preds, [], false);
      if (candidate) candidate.plan = { ...candidate.plan, ordered: sort.length === 0 };
    }
    if (candidate && (!best || candidate.score > best.score)) best = candidate;
  }
  // An equality on an AND-ed field beats a union of scans; otherwise an indexable $or is used.
  if (!hinted && (!best || best.score < 10) && (filter.$or !== undefined || filter.$and !== undefined)) {
    const or = orPlan(coll, filter, sort, collation);
    if (or) return or;
  }
  if (best) return best.plan;
  return { kind: 'scan', ordered: sort.length === 0, dedupe: false };
}

/** True when every predicate on the index's fields compares no strings (numbers, dates, ids...). */
function neutralBounds(index: Index, preds: Map<string, FieldPred>): boolean {
  for (const f of index.fields) {
    const p = preds.get(f.name);
    if (!p) continue;
    if (p.regex || !(p.eq ?? []).every(collationNeutral)) return false;
    if (p.lo !== undefined && !collationNeutral(p.lo)) return false;
    if (p.hi !== undefined && !collationNeutral(p.hi)) return false;
  }
  return true;
}

/** A union of index scans for a top-level `$or` (or one inside a top-level `$and`) whose every branch
 * can use an index; null when one branch would need a collection scan anyway. */
function orPlan(
  coll: Collection,
  filter: Document,
  sort: SortSpec,
  collation: Collation | null,
): Plan | null {
  const lists: unknown[] = [];
  if (Array.isArray(filter.$or)) lists.push(filter.$or);
  if (Array.isArray(filter.$and))
    for (const sub of filter.$and) if (isPlainObject(sub) && Array.isArray(sub.$or)) lists.push(sub.$or);
  for (const list of lists as unknown[][]) {
    if (list.length === 0) continue;
    const branches: Plan[] = [];
    for (const branch of list) {
      if (!isPlainObject(branch)) break;
      const p = plan(coll, branch, [], undefined, collation);
      if (p.kind === 'scan') break;
      branches.push({ ...p, filter: branch });
    }
    if (branches.length === list.length)
      return { kind: 'or', branches, ordered: sort.length === 0, dedupe: true };
  }
  return null;
}

function planIndex(
  index: Index,
  preds: Map<string, FieldPred>,
  sort: SortSpec,
  forced: boolean,
): { score: number; plan: Plan } | undefined {
  const fields = index.fields;
  let eqLen = 0;
  let combos = 1;
  while (eqLen < fields.length) {
    const p = preds.get((fields[eqLen] as { name: string }).name);
    if (!p?.eq) break;
    combos *= p.eq.length;
    eqLen++;
  }
  const rangePred = eqLen < fields.length ? preds.get((fields[eqLen] as { name: string }).name) : undefined;
  const hasRange = rangePred !== undefined && rangePred.eq === undefined;
  const usable = eqLen > 0 || hasRange;
  const filtered = index.spec.sparse || index.spec.partialFilterExpression;
  if (filtered) {
    if (!usable) return undefined;
    const leading = preds.get((fields[0] as { name: string }).name);
    if (leading?.eq?.some((v) => v === null)) return undefined;
    if (!partialAllows(index, preds)) return undefined;
  }
  if (combos > 5000) return undefined;

  // Sort order is free when, after fields pinned by a single equality, the sort keys follow the index.
  let ordered = sort.length === 0;
  let reverse = false;
  if (!ordered && combos === 1 && !index.multikey) {
    const rest = sort.filter(([p]) => {
      const f = fields.findIndex((x) => x.name === p.join('.'));
      return !(f >= 0 && f < eqLen);
    });
    if (rest.length === 0) ordered = true;
    else {
      const sign = (rest[0] as [string[], number])[1] * (fields[eqLen]?.dir ?? 0);
      ordered = rest.every(([p, d], i) => {
        const f = fields[eqLen + i];
        return f !== undefined && f.name === p.join('.') && d * f.dir === sign;
      });
      reverse = sign < 0;
    }
  }
  if (!usable && !(ordered && sort.length > 0) && !forced) return undefined;

  // Build intervals in tree order: equality tuples, then the range, then unconstrained fields.
  let prefixes: unknown[][] = [[]];
  for (let i = 0; i < eqLen; i++) {
    const eq = (preds.get((fields[i] as { name: string }).name) as FieldPred).eq as unknown[];
    const next: unknown[][] = [];
    for (const pre of prefixes) for (const v of eq) next.push([...pre, v]);
    prefixes = next;
  }
  const intervals: Array<[unknown[], unknown[]]> = prefixes.map((pre) => {
    const lo = [...pre];
    const hi = [...pre];
    for (let i = eqLen; i < fields.length; i++) {
      const f = fields[i] as { dir: number };
      let vlo: unknown = MIN_KEY;
      let vhi: unknown = MAX_KEY;
      if (i === eqLen && hasRange && rangePred) {
        vlo = rangePred.lo ?? MIN_KEY;
        vhi = index.multikey && !rangePred.tight ? typeUpper(vlo) : (rangePred.hi ?? MAX_KEY);
      }
      lo.push(f.dir > 0 ? vlo : vhi);
      hi.push(f.dir > 0 ? vhi : vlo);
    }
    return [lo, hi];
  });
  let score = usable ? eqLen * 10 + (hasRange ? 5 : 0) : 1;
  if (index.unique && eqLen === fields.length) score += 100;
  if (ordered && sort.length > 0) score += 3;
  if (forced) score += 1000;
  return {
    score,
    plan: {
      kind: 'index',
      index,
      intervals,
      reverse,
      ordered,
      dedupe: index.multikey || intervals.length > 1,
    },
  };
}
