import type { Document } from 'bson';
import { countFromIndex } from '../count-range.ts';
import type { Env, Handler } from '../engine-state.ts';
import { DbError, notSupported } from '../errors.ts';
import { type Plan, plan } from '../planner.ts';
import { compileMatcher, findDocs, planIds } from '../query.ts';
import { parseSort } from '../sort.ts';
import type { Collection } from '../storage/collection.ts';
import { bsonType, compareBson, isPlainObject, toNumber } from '../values.ts';
import { leadingMatch, resolveView } from './views.ts';

/**
 * `explain` of find, aggregate, count and distinct in MongoDB 7.0's classic-engine shape:
 * `queryPlanner.winningPlan` built from the plan the query would run (IDHACK, IXSCAN with its
 * bounds, FETCH, OR, COLLSCAN, SORT, SKIP, LIMIT, COUNT), and with `executionStats` or
 * `allPlansExecution` verbosity the counts of a real run. There is one candidate plan, so
 * `rejectedPlans` is empty.
 */

const VERBOSITIES = new Set(['queryPlanner', 'executionStats', 'allPlansExecution']);

function fmt(v: unknown): string {
  if (typeof v === 'number') {
    if (v === Number.POSITIVE_INFINITY) return 'inf.0';
    if (v === Number.NEGATIVE_INFINITY) return '-inf.0';
    return Number.isNaN(v) ? 'nan.0' : String(v);
  }
  if (typeof v === 'string') return JSON.stringify(v);
  if (v === null || v === undefined) return 'null';
  if (v instanceof Date) return `new Date(${v.getTime()})`;
  switch (bsonType(v)) {
    case 'MinKey':
      return 'MinKey';
    case 'MaxKey':
      return 'MaxKey';
    case 'ObjectId':
      return `ObjectId('${String(v)}')`;
  }
  if (isPlainObject(v) && Object.keys(v).length === 0) return '{}';
  return String(toNumber(v)) === 'NaN' ? JSON.stringify(v) : String(toNumber(v));
}

/** Open ends for `$gt`/`$lt` on the field (MongoDB shows `(3, inf.0]` for `{$gt: 3}`). */
function brackets(filter: Document, field: string, lo: unknown, hi: unknown): [string, string] {
  const cond = filter[field];
  if (!isPlainObject(cond)) return ['[', ']'];
  const open = (op: string, v: unknown) => op in cond && compareBson(cond[op], v) === 0;
  return [open('$gt', lo) ? '(' : '[', open('$lt', hi) ? ')' : ']'];
}

function ixscan(p: Plan, filter: Document): Document {
  const index = p.index;
  if (!index) throw new Error('index plan without an index');
  const bounds: Document = {};
  const multiKeyPaths: Document = {};
  // MongoDB lists the intervals in index order ($in values sorted), whatever order the query gave.
  const intervals = [...(p.intervals ?? [])].sort(([a], [b]) => {
    for (let i = 0; i < index.fields.length; i++) {
      const c = compareBson(a[i], b[i]) * (index.fields[i] as { dir: number }).dir;
      if (c !== 0) return c;
    }
    return 0;
  });
  index.fields.forEach((f, i) => {
    const seen = new Set<string>();
    const list: string[] = [];
    for (const [lo, hi] of intervals) {
      const [a, b] = p.reverse ? [hi[i], lo[i]] : [lo[i], hi[i]];
      const [min, max] = f.dir > 0 ? [lo[i], hi[i]] : [hi[i], lo[i]];
      let [l, r] = brackets(filter, f.name, min, max);
      if (f.dir < 0 !== (p.reverse === true)) [l, r] = [r === ')' ? '(' : '[', l === '(' ? ')' : ']'];
      // A numeric range starts at NaN inside (the lowest number); MongoDB prints it as -inf.0.
      const show = (v: unknown) => (Object.is(v, min) && Number.isNaN(v) ? '-inf.0' : fmt(v));
      const s = `${l}${show(a)}, ${show(b)}${r}`;
      if (!seen.has(s)) list.push(s);
      seen.add(s);
    }
    bounds[f.name] = p.reverse ? list.reverse() : list;
    multiKeyPaths[f.name] = index.multikey ? [f.name] : [];
  });
  return {
    stage: 'IXSCAN',
    keyPattern: { ...index.spec.key },
    indexName: index.name,
    isMultiKey: index.multikey,
    multiKeyPaths,
    isUnique: index.unique,
    isSparse: index.spec.sparse === true,
    isPartial: index.spec.partialFilterExpression !== undefined,
    indexVersion: 2,
    direction: p.reverse ? 'backward' : 'forward',
    indexBounds: bounds,
  };
}

/** The access stages of a plan (without FETCH). */
function scanStage(coll: Collection, p: Plan, filter: Document): Document {
  if (p.kind === 'index') return ixscan(p, p.filter ?? filter);
  if (p.kind === 'or')
    return { stage: 'OR', inputStages: (p.branches ?? []).map((b) => scanStage(coll, b, b.filter ?? {})) };
  // _id lookups: a scan of the _id index with one point interval per value.
  const ids = p.ids ?? [];
  return ixscan(
    {
      kind: 'index',
      index: coll.idIndex,
      intervals: ids.map((v) => [[v], [v]]),
      ordered: true,
      dedupe: false,
    },
    {},
  );
}

function winningPlan(
  coll: Collection | undefined,
  filter: Document,
  spec: Document,
  count: boolean,
): Document {
  if (!coll) return { stage: 'EOF' };
  const empty = Object.keys(filter).length === 0;
  if (count && empty && spec.hint === undefined) return { stage: 'RECORD_STORE_FAST_COUNT' };
  let sort: ReturnType<typeof parseSort>;
  try {
    sort = parseSort(spec.sort);
  } catch {
    throw notSupported('$meta sort');
  }
  const p = plan(coll, filter, sort, spec.hint);
  // A count the index answers alone (count-range.ts) reads no document: MongoDB's COUNT_SCAN.
  if (count && p.kind === 'index' && p.index && countFromIndex(filter, p.index) !== null) {
    const { stage: _, ...scan } = ixscan(p, filter);
    return { stage: 'COUNT', inputStage: { stage: 'COUNT_SCAN', ...scan } };
  }
  let stage: Document;
  if (p.kind === 'scan') stage = { stage: 'COLLSCAN', ...(empty ? {} : { filter }), direction: 'forward' };
  else if (p.kind === 'id' && p.ids?.length === 1 && Object.keys(filter).length === 1 && !count)
    stage = { stage: 'IDHACK' };
  else stage = { stage: 'FETCH', ...(empty ? {} : { filter }), inputStage: scanStage(coll, p, filter) };
  const skip = toNumber(spec.skip ?? 0) || 0;
  const limit = Math.abs(toNumber(spec.limit ?? 0) || 0);
  if (sort.length > 0 && !p.ordered) {
    stage = {
      stage: 'SORT',
      sortPattern: spec.sort,
      memLimit: 104857600,
      ...(limit > 0 ? { limitAmount: limit + skip } : {}),
      type: 'simple',
      inputStage: stage,
    };
  } else if (limit > 0) stage = { stage: 'LIMIT', limitAmount: limit + skip, inputStage: stage };
  if (skip > 0) stage = { stage: 'SKIP', skipAmount: skip, inputStage: stage };
  if (isPlainObject(spec.projection) && Object.keys(spec.projection).length > 0)
    stage = { stage: 'PROJECTION_DEFAULT', transformBy: spec.projection, inputStage: stage };
  if (count) stage = { stage: 'COUNT', inputStage: stage };
  return stage;
}

function executionStats(
  env: Env,
  coll: Collection | undefined,
  filter: Document,
  spec: Document,
  stages: Document,
): Document {
  const started = Date.now();
  let keys = 0;
  let docs = 0;
  let nReturned = 0;
  if (coll && (stages.inputStage as Document | undefined)?.stage === 'COUNT_SCAN') {
    // Two descents of the B-tree (the run's first and last position), no document.
    keys = 2;
  } else if (coll) {
    const p = plan(coll, filter, parseSort(spec.sort), spec.hint);
    const skip = toNumber(spec.skip ?? 0) || 0;
    const limit = Math.abs(toNumber(spec.limit ?? 0) || 0);
    // As findDocs runs it: an ordered plan with a limit stops once it has enough matches.
    const want = limit > 0 ? skip + limit : Number.POSITIVE_INFINITY;
    const matcher = compileMatcher(filter);
    let matched = 0;
    for (const idk of planIds(coll, p)) {
      if (p.kind !== 'scan') keys++;
      docs++;
      const doc = coll.docs.get(idk);
      if (doc && matcher.test(doc)) matched++;
      if (p.ordered && matched >= want) break;
    }
    nReturned = findDocs(coll, { filter, sort: spec.sort, skip, limit, hint: spec.hint }, env.txn).docs
      .length;
  }
  return {
    executionSuccess: true,
    nReturned,
    executionTimeMillis: Date.now() - started,
    totalKeysExamined: keys,
    totalDocsExamined: docs,
    executionStages: { ...stages, nReturned },
  };
}

/** The read the inner command performs: collection, filter and find-like options. */
function describeRead(inner: Document): {
  name: string;
  filter: unknown;
  spec: Document;
  rest: Document[];
  count: boolean;
} {
  const name = Object.keys(inner)[0] ?? '';
  const coll = inner[name];
  if (typeof coll !== 'string') throw notSupported(`explain of '${name}' without a collection`);
  switch (name) {
    case 'find':
      return { name: coll, filter: inner.filter, spec: inner, rest: [], count: false };
    case 'count':
      return {
        name: coll,
        filter: inner.query,
        spec: { hint: inner.hint, skip: inner.skip, limit: inner.limit },
        rest: [],
        count: true,
      };
    case 'distinct':
      return { name: coll, filter: inner.query, spec: { hint: inner.hint }, rest: [], count: false };
    case 'aggregate': {
      const pipeline = Array.isArray(inner.pipeline) ? (inner.pipeline as Document[]) : [];
      const spec: Document = { hint: inner.hint };
      const match = leadingMatch(pipeline);
      let i = match.count;
      const filter = match.filter;
      if (pipeline[i]?.$sort !== undefined) {
        spec.sort = pipeline[i++]?.$sort;
        if (pipeline[i]?.$skip !== undefined) spec.skip = pipeline[i++]?.$skip;
        if (pipeline[i]?.$limit !== undefined) spec.limit = pipeline[i++]?.$limit;
      }
      return { name: coll, filter, spec, rest: pipeline.slice(i), count: false };
    }
    default:
      throw notSupported(`explain of '${name}'`);
  }
}

function explain(env: Env): Document {
  const inner = env.cmd.explain;
  if (!isPlainObject(inner)) throw new DbError('TypeMismatch', 'explain command requires a nested object');
  const verbosity = (env.cmd.verbosity as string | undefined) ?? 'allPlansExecution';
  if (!VERBOSITIES.has(verbosity))
    throw new DbError(
      'BadValue',
      `Enumeration value '${verbosity}' for field 'verbosity' is not a valid value.`,
    );
  const read = describeRead(inner);
  let { name, filter, rest } = read;
  const view = resolveView(env.engine.catalog, env.db, name);
  if (view) {
    // A view's pipeline runs first: the plan is that of its leading $match on the source collection.
    const pipeline = [...view.pipeline, ...(filter ? [{ $match: filter }] : []), ...rest];
    const match = leadingMatch(pipeline);
    name = view.coll;
    filter = match.filter;
    rest = pipeline.slice(match.count);
  }
  const coll = env.engine.catalog.get(env.db, name);
  const f = isPlainObject(filter) ? filter : {};
  const winning = winningPlan(coll, f, read.spec, read.count);
  const queryPlanner: Document = {
    namespace: `${env.db}.${name}`,
    indexFilterSet: false,
    parsedQuery: f,
    maxIndexedOrSolutionsReached: false,
    maxIndexedAndSolutionsReached: false,
    maxScansToExplodeReached: false,
    winningPlan: winning,
    rejectedPlans: [],
  };
  const planner: Document = { queryPlanner };
  if (verbosity !== 'queryPlanner') {
    planner.executionStats = executionStats(env, coll, f, read.spec, winning);
    if (verbosity === 'allPlansExecution') planner.executionStats.allPlansExecution = [];
  }
  const { $db: _db, lsid: _l, $clusterTime: _c, ...command } = inner;
  const reply: Document =
    rest.length > 0
      ? { explainVersion: '1', stages: [{ $cursor: planner }, ...rest] }
      : { explainVersion: '1', ...planner };
  const [host, port] = env.engine.address.split(':');
  reply.command = { ...command, $db: env.db };
  reply.serverInfo = { host, port: Number(port), version: '7.0.0', gitVersion: 'embedded' };
  reply.serverParameters = {
    internalQueryFacetBufferSizeBytes: 104857600,
    internalQueryMaxBlockingSortMemoryUsageBytes: 104857600,
  };
  reply.ok = 1;
  return reply;
}

export const EXPLAIN: Record<string, Handler> = { explain };
