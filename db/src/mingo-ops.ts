import type { Document } from 'bson';
import { Context } from 'mingo';
import { Aggregator } from 'mingo/aggregator';
import { evalExpr } from 'mingo/core';
import { Lazy, type Iterator as LazyIterator } from 'mingo/lazy';
import * as accumulatorOps from 'mingo/operators/accumulator';
import * as expressionOps from 'mingo/operators/expression';
import * as pipelineOps from 'mingo/operators/pipeline';
import * as projectionOps from 'mingo/operators/projection';
import * as queryOps from 'mingo/operators/query';
import * as windowOps from 'mingo/operators/window';
import { Query } from 'mingo/query';
import type { Options } from 'mingo/types';
import { update } from 'mingo/updater';
import { resolve } from 'mingo/util';
import { addValues, multiplyValues, subtractValues, sumNumbers } from './arith.ts';
import { typeAlias } from './bson-type.ts';
import { DbError } from './errors.ts';
import { jsonSchemaValidator } from './json-schema.ts';
import { parseSort, sortDocs } from './sort.ts';
import { compareBson, type StringCompare, typeRank } from './values.ts';

/**
 * mingo compares values only within the same JS type, so an Int64 (bson Long) or Decimal128 never
 * equals or orders against a plain number. These replacements use MongoDB's BSON comparison, where
 * every numeric type is comparable, and otherwise keep MongoDB's rules (arrays match by element,
 * null matches missing, comparisons stay within one type bracket).
 */
function candidates(doc: unknown, selector: string): unknown[] {
  const v = resolve(doc as Document, selector, { unwrapArray: true });
  return Array.isArray(v) ? [...v, v] : [v];
}

function equals(x: unknown, value: unknown, str?: StringCompare): boolean {
  if (value === null || value === undefined) return x === null || x === undefined;
  return typeRank(x) === typeRank(value) && compareBson(x, value, str) === 0;
}

function matchesEq(doc: unknown, selector: string, value: unknown, str?: StringCompare): boolean {
  return candidates(doc, selector).some((x) => equals(x, value, str));
}

/** The string comparison of the query's collation (mingo hands query operators the options). */
const strCompare = (options: unknown): StringCompare | undefined =>
  (options as { collation?: { compare?: StringCompare } } | undefined)?.collation?.compare ?? undefined;

type Op = (selector: string, value: unknown, options?: unknown) => (doc: unknown) => boolean;

const range =
  (test: (c: number) => boolean): Op =>
  (selector, value, options) => {
    const str = strCompare(options);
    return (doc) =>
      candidates(doc, selector).some(
        (x) => typeRank(x) === typeRank(value) && test(compareBson(x, value, str)),
      );
  };

/**
 * Plain loops, not nested `some` callbacks: those made a closure per listed value for every document
 * tested, 10,000 per read of 100 players by `$in` of their 100 ids (0.6 MB of garbage per leaderboard).
 */
function inList(doc: unknown, selector: string, list: unknown[], str?: StringCompare): boolean {
  const cands = candidates(doc, selector);
  for (const value of list) {
    if (value instanceof RegExp) {
      for (const x of cands) if (typeof x === 'string' && value.test(x)) return true;
    } else {
      for (const x of cands) if (equals(x, value, str)) return true;
    }
  }
  return false;
}

const asList = (v: unknown): unknown[] => (Array.isArray(v) ? v : [v]);

const TYPE_CODES: Record<number, string> = {
  1: 'double',
  2: 'string',
  3: 'object',
  4: 'array',
  5: 'binData',
  6: 'undefined',
  7: 'objectId',
  8: 'bool',
  9: 'date',
  10: 'null',
  11: 'regex',
  13: 'javascript',
  16: 'int',
  17: 'timestamp',
  18: 'long',
  19: 'decimal',
  [-1]: 'minKey',
  127: 'maxKey',
};

function typeMatches(x: unknown, wanted: unknown): boolean {
  const alias = typeAlias(x);
  const name = typeof wanted === 'number' ? TYPE_CODES[wanted] : wanted;
  if (name === 'number')
    return alias === 'int' || alias === 'long' || alias === 'double' || alias === 'decimal';
  return alias !== undefined && alias === name;
}

const OPS: Record<`$${string}`, Op> = {
  $eq: (selector, value, options) => {
    const str = strCompare(options);
    return (doc) => matchesEq(doc, selector, value, str);
  },
  $ne: (selector, value, options) => {
    const str = strCompare(options);
    return (doc) => !matchesEq(doc, selector, value, str);
  },
  $gt: range((c) => c > 0),
  $gte: range((c) => c >= 0),
  $lt: range((c) => c < 0),
  $lte: range((c) => c <= 0),
  $in: (selector, value, options) => {
    const str = strCompare(options);
    return (doc) => inList(doc, selector, asList(value), str);
  },
  $nin: (selector, value, options) => {
    const str = strCompare(options);
    return (doc) => !inList(doc, selector, asList(value), str);
  },
  $type: (selector, value) => (doc) =>
    candidates(doc, selector).some((x) => asList(value).some((t) => typeMatches(x, t))),
};

// mingo's default entry point always lets its built-in operators win over a custom context, so we
// assemble the context ourselves (first registration wins) and use the base Query/Aggregator classes.
// The operator typings are a union of every built-in signature, hence the casts.
/** $sort in BSON order (arrays by min/max element, numbers across types, ObjectId before booleans...). */
const $sort = (coll: LazyIterator, keys: Document, options?: unknown): LazyIterator =>
  coll.transform((docs) => Lazy(sortDocs(docs as Document[], parseSort(keys), strCompare(options))));

type Expr = (obj: unknown, expr: unknown, options: Options) => unknown;
const args = (obj: unknown, expr: unknown, options: Options): unknown[] => {
  const v = evalExpr(obj, expr, options);
  return Array.isArray(v) ? v : [v];
};
/** Arithmetic that keeps BSON types (int32 overflow -> int64 -> double, exact Decimal128). */
const ARITHMETIC: Record<string, Expr> = {
  $add: (obj, expr, options) => addValues(args(obj, expr, options)),
  $multiply: (obj, expr, options) => multiplyValues(args(obj, expr, options)),
  $subtract: (obj, expr, options) => {
    const [a, b] = args(obj, expr, options);
    return subtractValues(a, b);
  },
};
/** Aggregation comparisons: BSON order across numeric types (mingo compares Long/Decimal128 as
 * objects), strings under the collation, and a missing value below null (`{$eq: ['$nope', null]}` is
 * false in MongoDB). */
function exprCompare(a: unknown, b: unknown, str?: StringCompare): number {
  if (a === undefined || b === undefined) return a === b ? 0 : a === undefined ? -1 : 1;
  return compareBson(a, b, str);
}
const comparison =
  (test: (c: number) => unknown): Expr =>
  (obj, expr, options) => {
    const [a, b] = args(obj, expr, options);
    return test(exprCompare(a, b, strCompare(options)));
  };
const COMPARISONS: Record<string, Expr> = {
  $eq: comparison((c) => c === 0),
  $ne: comparison((c) => c !== 0),
  $gt: comparison((c) => c > 0),
  $gte: comparison((c) => c >= 0),
  $lt: comparison((c) => c < 0),
  $lte: comparison((c) => c <= 0),
  $cmp: comparison((c) => c),
  $in: (obj, expr, options) => {
    const [x, list] = args(obj, expr, options);
    if (!Array.isArray(list))
      throw new DbError(
        'Location40081',
        `$in requires an array as a second argument, found: ${list === undefined ? 'missing' : typeof list}`,
      );
    const str = strCompare(options);
    return list.some((y) => exprCompare(x, y, str) === 0);
  },
};

/** `$sum` as an accumulator (values of `expr` over the group) and, through mingo's fallback, as an
 * expression (called with the evaluated array and a null `expr`). */
const $sum = (coll: unknown[], expr: unknown, options: Options): unknown =>
  sumNumbers(
    expr === null || expr === undefined ? coll : (accumulatorOps.$push(coll, expr, options) as unknown[]),
  );

export const BSON_CONTEXT = Context.init({
  query: OPS as never,
  pipeline: { $sort } as never,
  expression: { ...ARITHMETIC, ...COMPARISONS } as never,
  accumulator: { $sum } as never,
})
  .addQueryOps(queryOps as never)
  .addAccumulatorOps(accumulatorOps as never)
  .addExpressionOps(expressionOps as never)
  .addPipelineOps(pipelineOps as never)
  .addProjectionOps(projectionOps as never)
  .addWindowOps(windowOps as never);

export type { Query };

export const newQuery = (filter: Document, opts: Partial<Options> = {}): Query =>
  new Query(filter, { ...opts, context: BSON_CONTEXT, jsonSchemaValidator });

/**
 * The operators a filter needs to test documents: the query operators, and the expression operators
 * only under `$expr`. mingo copies every operator of a query's context when it builds the query (and
 * again for each `$elemMatch`), about 300 of them with the full context: that copy was the largest
 * garbage of an activity page (48 of its 129 KB) and a tenth of a leaderboard's, on every command.
 */
const MATCH_CONTEXT = Context.init({ query: OPS as never }).addQueryOps(queryOps as never);

/** Whether `$expr` (the only query operator that evaluates expressions) appears anywhere in `v`. */
function usesExpressions(v: unknown): boolean {
  if (Array.isArray(v)) return v.some(usesExpressions);
  if (v === null || typeof v !== 'object' || Object.getPrototypeOf(v) !== Object.prototype) return false;
  for (const [k, x] of Object.entries(v)) if (k === '$expr' || usesExpressions(x)) return true;
  return false;
}

/** A query only for testing documents (`test`): not for projections, which need the full context. */
export const newMatchQuery = (filter: Document, opts: Partial<Options> = {}): Query =>
  new Query(filter, {
    ...opts,
    context: usesExpressions(filter) ? BSON_CONTEXT : MATCH_CONTEXT,
    jsonSchemaValidator,
  });

/** `$count` as MongoDB defines it, a `$group` + `$project`: no document at all for an empty input
 * (mingo's own stage answers `{n: 0}`). */
const countStage = (s: Document): Document[] =>
  typeof s.$count === 'string' && Object.keys(s).length === 1
    ? [{ $group: { _id: null, [s.$count]: { $sum: 1 } } }, { $project: { _id: 0 } }]
    : [s];

export const newAggregator = (pipeline: Document[], opts: Partial<Options> = {}): Aggregator =>
  new Aggregator(pipeline.flatMap(countStage), { ...opts, context: BSON_CONTEXT, jsonSchemaValidator });

/** Applies update operators in place (mingo's updater, with BSON-aware query operators for `$`
 * positional matching and arrayFilters). */
export function mingoUpdate(
  doc: Document,
  ops: Document,
  arrayFilters?: Document[],
  filter?: Document,
): void {
  // mingo copies every operator of the context on each update call: give it only the query operators,
  // and the filter only when a positional `$` needs it (it is re-evaluated otherwise).
  const positional = Object.values(ops).some(
    (fields) =>
      fields && typeof fields === 'object' && Object.keys(fields).some((k) => /(^|\.)\$(\.|$)/.test(k)),
  );
  update(doc, ops, arrayFilters, (positional ? filter : undefined) as never, {
    cloneMode: 'none',
    queryOptions: { context: UPDATE_CONTEXT },
  });
}

const UPDATE_CONTEXT = Context.init({ query: OPS as never }).addQueryOps(queryOps as never);
