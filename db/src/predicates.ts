import { type Document, ObjectId } from 'bson';
import { isPlainObject, MAX_KEY, MIN_KEY, typeRank } from './values.ts';

/** What the filter says about one field, as far as an index can use it. */
export interface FieldPred {
  eq?: unknown[];
  lo?: unknown;
  hi?: unknown;
  /** Both bounds constrain the same array element (anchored regex, $elemMatch), so they stay tight
   * on a multikey index; separate $gte/$lt may be satisfied by different elements. */
  tight?: boolean;
  /** Bounds come from a regex prefix (binary string order). */
  regex?: boolean;
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
export function typeUpper(v: unknown): unknown {
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
    return p === undefined ? undefined : { lo: p, hi: `${p}\uffff`, tight: true, regex: true };
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
        pred.regex = true;
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
