import { type Document, ObjectId } from 'bson';
import { badValue } from './errors.ts';
import { newQuery } from './mingo-ops.ts';
import type { Collection } from './storage/collection.ts';
import type { Index } from './storage/index-btree.ts';
import {
  bsonType,
  canonicalKey,
  isPlainObject,
  MAX_KEY,
  MIN_KEY,
  type SortSpec,
  typeRank,
} from './values.ts';

/** What the filter says about one field, as far as an index can use it. */
interface FieldPred {
  eq?: unknown[];
  lo?: unknown;
  hi?: unknown;
  /** Both bounds constrain the same array element (anchored regex, $elemMatch), so they stay tight
   * on a multikey index; separate $gte/$lt may be satisfied by different elements. */
  tight?: boolean;
}

export interface Plan {
  /** 'id' = direct _id lookups, 'index' = B-tree intervals, 'scan' = every document. */
  kind: 'id' | 'index' | 'scan';
  index?: Index;
  ids?: unknown[];
  intervals?: Array<[unknown[], unknown[]]>;
  reverse?: boolean;
  /** True when documents come out already in the requested sort order. */
  ordered: boolean;
  dedupe: boolean;
}

const OID_MIN = new ObjectId('000000000000000000000000');
const OID_MAX = new ObjectId('ffffffffffffffffffffffff');

/** Smallest/largest value of the same BSON type, so a one-sided range stays within its type. */
function typeLower(v: unknown): unknown {
  switch (typeRank(v)) {
    case 3:
      return Number.NaN;
    case 4:
      return '';
    case 8:
      return OID_MIN;
    case 10:
      return new Date(-8.64e15);
    default:
      return MIN_KEY;
  }
}
function typeUpper(v: unknown): unknown {
  switch (typeRank(v)) {
    case 3:
      return Number.POSITIVE_INFINITY;
    case 4:
      return {};
    case 8:
      return OID_MAX;
    case 10:
      return new Date(8.64e15);
    default:
      return MAX_KEY;
  }
}

/** Literal prefix of an anchored regex (/^abc/ -> 'abc'), usable as an index range. */
function regexPrefix(re: RegExp): string | undefined {
  if (re.flags.includes('i') || re.flags.includes('m')) return undefined;
  const src = re.source;
  if (!src.startsWith('^')) return undefined;
  let out = '';
  for (let i = 1; i < src.length; i++) {
    let ch = src[i] as string;
    if (ch === '\\') {
      const next = src[i + 1];
      if (next === undefined || /[a-zA-Z0-9]/.test(next)) break;
      ch = next;
      i++;
    } else if ('.*+?()[]{}|^$'.includes(ch)) {
      // A quantifier makes the previous character optional, so it is not part of the prefix.
      if ('*?{'.includes(ch)) out = out.slice(0, -1);
      break;
    }
    out += ch;
  }
  return out.length > 0 ? out : undefined;
}

const RANGE_OPS = new Set(['$gt', '$gte', '$lt', '$lte', '$eq']);

function predFor(value: unknown): FieldPred | undefined {
  if (value instanceof RegExp) {
    const p = regexPrefix(value);
    return p === undefined ? undefined : { lo: p, hi: `${p}\uffff`, tight: true };
  }
  if (Array.isArray(value)) return undefined;
  if (!isPlainObject(value) || !Object.keys(value).some((k) => k.startsWith('$'))) return { eq: [value] };
  const pred: FieldPred = {};
  let useful = false;
  for (const [op, arg] of Object.entries(value)) {
    if (op === '$eq' && !Array.isArray(arg) && !(arg instanceof RegExp)) {
      pred.eq = [arg];
      useful = true;
    } else if (
      op === '$in' &&
      Array.isArray(arg) &&
      arg.every((x) => !Array.isArray(x) && !(x instanceof RegExp))
    ) {
      pred.eq = arg;
      useful = true;
    } else if (op === '$gt' || op === '$gte') {
      pred.lo = arg;
      pred.hi ??= typeUpper(arg);
      useful = true;
    } else if (op === '$lt' || op === '$lte') {
      pred.hi = arg;
      pred.lo = pred.lo !== undefined && typeRank(pred.lo) === typeRank(arg) ? pred.lo : typeLower(arg);
      useful = true;
    } else if (op === '$regex' && (arg instanceof RegExp || typeof arg === 'string')) {
      const re =
        arg instanceof RegExp
          ? arg
          : new RegExp(arg, typeof value.$options === 'string' ? value.$options : '');
      const p = regexPrefix(re);
      if (p !== undefined) {
        pred.lo = p;
        pred.hi = `${p}\uffff`;
        pred.tight = true;
        useful = true;
      }
    } else if (op === '$elemMatch' && isPlainObject(arg) && Object.keys(arg).every((k) => RANGE_OPS.has(k))) {
      const inner = predFor(arg);
      if (inner && inner.eq === undefined) return { ...inner, tight: true };
      if (inner?.eq) return inner;
    }
  }
  return useful ? pred : undefined;
}

/** Field predicates from the top level of a filter and its top-level $and. */
export function extractPreds(filter: Document, out = new Map<string, FieldPred>()): Map<string, FieldPred> {
  for (const [k, v] of Object.entries(filter)) {
    if (k === '$and' && Array.isArray(v)) {
      for (const sub of v) if (isPlainObject(sub)) extractPreds(sub, out);
      continue;
    }
    if (k.startsWith('$')) continue;
    const p = predFor(v);
    if (!p) continue;
    const prev = out.get(k);
    out.set(k, prev ? (prev.eq ? prev : p) : p);
  }
  return out;
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
  return newQuery(pfe).test(probe);
}

export function plan(coll: Collection, filter: Document, sort: SortSpec, hint?: unknown): Plan {
  const hinted = findHinted(coll, hint);
  if (hinted === 'natural') return { kind: 'scan', ordered: sort.length === 0, dedupe: false };
  const preds = extractPreds(filter);
  const idPred = preds.get('_id');
  if (!hinted && idPred?.eq && idPred.eq.every((v) => !isPlainObject(v) || bsonType(v) !== undefined)) {
    return { kind: 'id', ids: idPred.eq, ordered: sort.length === 0 || idPred.eq.length <= 1, dedupe: true };
  }
  let best: { score: number; plan: Plan } | undefined;
  for (const index of hinted ? [hinted] : coll.indexes.values()) {
    const candidate = planIndex(index, preds, sort, hinted === index);
    if (candidate && (!best || candidate.score > best.score)) best = candidate;
  }
  if (best) return best.plan;
  return { kind: 'scan', ordered: sort.length === 0, dedupe: false };
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
