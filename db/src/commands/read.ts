import type { Document } from 'bson';
import { type Collation, commandCollation } from '../collation.ts';
import type { Env, Handler } from '../engine-state.ts';
import { DbError, notSupported } from '../errors.ts';
import { newAggregator } from '../mingo-ops.ts';
import { allDocs, countDocs, type FindSpec, findDocs, type QueryOpts } from '../query.ts';
import type { Collection } from '../storage/collection.ts';
import { assertSupported } from '../supported.ts';
import { canonicalKey, isPlainObject, toNumber, valuesAtPath } from '../values.ts';
import { checkFilterVariables, checkPipelineVariables, evalLet, wrapMingo } from '../variables.ts';
import { runWriteStage, splitWriteStage, WRITE_STAGES } from './aggregate-write.ts';
import { COLLECTIONLESS_STAGES, collectionlessDocs } from './collectionless.ts';
import { projector } from './project.ts';
import { leadingMatch, resolveView } from './views.ts';

const UNSUPPORTED_FIND = ['tailable', 'awaitData', 'min', 'max', 'returnKey', 'showRecordId', 'oplogReplay'];
const UNSUPPORTED_STAGES: Record<string, string> = {
  $changeStream: 'change streams ($changeStream)',
  $geoNear: '$geoNear (geo queries)',
  $search: '$search',
  $searchMeta: '$searchMeta',
  $vectorSearch: '$vectorSearch',
  $currentOp: '$currentOp',
  $listSessions: '$listSessions',
  $indexStats: '$indexStats',
  $collStats: '$collStats',
  $planCacheStats: '$planCacheStats',
};

const num = (v: unknown, dflt: number): number => (v === undefined || v === null ? dflt : toNumber(v));

function find(env: Env): Document {
  const cmd = env.cmd;
  const name = String(cmd.find);
  for (const opt of UNSUPPORTED_FIND)
    if (cmd[opt] !== undefined && cmd[opt] !== false) throw notSupported(`find option '${opt}'`);
  const limitRaw = num(cmd.limit, 0);
  const skip = num(cmd.skip, 0);
  if (skip < 0)
    throw new DbError('Location51024', `BSON field 'skip' value must be >= 0, actual value '${skip}'`);
  if (limitRaw < 0)
    throw new DbError('Location51024', `BSON field 'limit' value must be >= 0, actual value '${limitRaw}'`);
  const variables = evalLet(cmd.let);
  checkFilterVariables(cmd.filter, Object.keys(variables ?? {}));
  const coll = env.engine.catalog.get(env.db, name);
  const collation = commandCollation(cmd.collation, coll?.collation);
  const ns = `${env.db}.${name}`;
  if (env.engine.catalog.views.size > 0 && env.engine.catalog.getView(env.db, name)) {
    const stages: Document[] = [{ $match: isPlainObject(cmd.filter) ? cmd.filter : {} }];
    if (isPlainObject(cmd.sort) && Object.keys(cmd.sort).length > 0) stages.push({ $sort: cmd.sort });
    if (skip > 0) stages.push({ $skip: skip });
    if (limitRaw > 0) stages.push({ $limit: limitRaw });
    return env.engine.cursors.first(ns, pipelineDocs(env, name, stages, { variables, collation }), {
      batchSize: cmd.batchSize === undefined ? undefined : num(cmd.batchSize, 101),
      singleBatch: cmd.singleBatch === true,
      transform: projector(cmd.projection),
    });
  }
  if (!coll) {
    if (cmd.hint !== undefined && !(isPlainObject(cmd.hint) && '$natural' in cmd.hint))
      throw new DbError(
        'BadValue',
        'error processing query: planner returned error :: caused by :: hint provided does not correspond to an existing index',
      );
    return env.engine.cursors.first(ns, [], {});
  }
  const { docs, matcher } = findDocs(
    coll,
    { filter: cmd.filter, sort: cmd.sort, skip, limit: limitRaw, hint: cmd.hint, variables, collation },
    env.txn,
  );
  return env.engine.cursors.first(ns, docs, {
    batchSize: cmd.batchSize === undefined ? undefined : num(cmd.batchSize, 101),
    singleBatch: cmd.singleBatch === true,
    transform: projector(cmd.projection, matcher.query),
  });
}

function getMore(env: Env): Document {
  const ns = `${env.db}.${String(env.cmd.collection)}`;
  return env.engine.cursors.more(
    env.cmd.getMore,
    ns,
    env.cmd.batchSize === undefined ? undefined : num(env.cmd.batchSize, 0),
  );
}

function checkPipeline(pipeline: unknown, collectionless: boolean): void {
  if (!Array.isArray(pipeline))
    throw new DbError('TypeMismatch', "'pipeline' option must be specified as an array");
  const walk = (v: unknown, nested: boolean): void => {
    if (Array.isArray(v)) for (const x of v) walk(x, nested);
    else if (isPlainObject(v))
      for (const [k, x] of Object.entries(v)) {
        const feature = UNSUPPORTED_STAGES[k];
        if (feature) throw notSupported(feature);
        if (nested && WRITE_STAGES.has(k))
          throw new DbError('Location40600', `${k} is not allowed to be used within a sub-pipeline`);
        walk(x, true);
      }
  };
  pipeline.forEach((stage: unknown, i: number) => {
    const name = isPlainObject(stage) ? Object.keys(stage)[0] : undefined;
    const feature = name === undefined ? undefined : UNSUPPORTED_STAGES[name];
    if (feature) throw notSupported(feature);
    if (name && WRITE_STAGES.has(name) && i !== pipeline.length - 1)
      throw new DbError('Location40601', `${name} can only be the final stage in the pipeline`);
    if (name && COLLECTIONLESS_STAGES.has(name)) {
      if (i !== 0)
        throw new DbError('Location40602', `${name} is only valid as the first stage in a pipeline`);
      if (!collectionless)
        throw new DbError(
          'InvalidNamespace',
          `${name} must be run against the database with {aggregate: 1}, not a collection`,
        );
    }
    walk(isPlainObject(stage) ? Object.values(stage) : stage, true);
  });
  assertSupported(pipeline);
}

function isCountGroup(pipeline: Document[]): boolean {
  if (pipeline.length !== 1) return false;
  const g = pipeline[0]?.$group as Document | undefined;
  if (!isPlainObject(g) || Object.keys(g).length !== 2 || g._id !== 1) return false;
  const n = g.n as Document | undefined;
  return isPlainObject(n) && Object.keys(n).length === 1 && n.$sum === 1;
}

/** Documents a pipeline produces on a collection or a view (whose pipeline runs first). Leading
 * $match/$sort/$skip/$limit run through the query planner so they can use indexes. */
export function pipelineDocs(
  env: Env,
  collName: string,
  stages: Document[],
  opts: QueryOpts & { hint?: unknown } = {},
): Document[] {
  let name = collName;
  let pipeline = stages;
  const view = env.engine.catalog.views.size > 0 ? resolveView(env.engine.catalog, env.db, name) : null;
  if (view) {
    name = view.coll;
    pipeline = [...view.pipeline, ...stages];
  }
  const coll = env.engine.catalog.get(env.db, name);
  const spec: FindSpec = { hint: opts.hint, variables: opts.variables, collation: opts.collation };
  const match = leadingMatch(pipeline);
  let i = match.count;
  if (i > 0) spec.filter = match.filter;
  if (pipeline[i]?.$sort !== undefined) {
    spec.sort = pipeline[i++]?.$sort;
    if (pipeline[i]?.$skip !== undefined) spec.skip = num(pipeline[i++]?.$skip, 0);
    if (pipeline[i]?.$limit !== undefined) spec.limit = num(pipeline[i++]?.$limit, 0);
  }
  pipeline = pipeline.slice(i);
  // The driver's countDocuments() is [$match, $group {_id: 1, n: {$sum: 1}}]: answer it without
  // materializing documents (O(1) for an empty filter).
  if (isCountGroup(pipeline) && spec.sort === undefined) {
    const n = coll ? countDocs(coll, spec.filter, env.txn, spec.hint, opts) : 0;
    return n > 0 ? [{ _id: 1, n }] : [];
  }
  return runStages(env, pipeline, coll ? findDocs(coll, spec, env.txn).docs : [], opts);
}

/** Runs aggregation stages with mingo on `input` ($lookup/$unionWith read collections and views). */
export function runStages(
  env: Env,
  pipeline: Document[],
  input: Document[],
  opts: QueryOpts = {},
): Document[] {
  if (pipeline.length === 0) return input;
  const collation: Collation | null | undefined = opts.collation;
  return wrapMingo(
    () =>
      newAggregator(pipeline, {
        collectionResolver: (other) =>
          env.engine.catalog.getView(env.db, other)
            ? pipelineDocs(env, other, [])
            : allDocs(env.engine.catalog.get(env.db, other), env.txn),
        variables: opts.variables,
        // Applies to $match and $sort stages ($group keys still compare binary).
        ...(collation ? { collation: collation as never } : {}),
      }).run(input) as Document[],
  );
}

function aggregate(env: Env): Document {
  const cmd = env.cmd;
  if (cmd.explain) throw notSupported('explain');
  const collectionless = typeof cmd.aggregate !== 'string';
  checkPipeline(cmd.pipeline, collectionless);
  const variables = evalLet(cmd.let);
  checkPipelineVariables(cmd.pipeline, Object.keys(variables ?? {}));
  const coll = collectionless ? undefined : env.engine.catalog.get(env.db, String(cmd.aggregate));
  const opts: QueryOpts = { variables, collation: commandCollation(cmd.collation, coll?.collation) };
  const { stages, write } = splitWriteStage(cmd.pipeline as Document[]);
  const ns = collectionless ? `${env.db}.$cmd.aggregate` : `${env.db}.${cmd.aggregate}`;
  const docs = collectionless
    ? collectionlessDocs(env, stages, (e, pipeline, input) => runStages(e, pipeline, input, opts))
    : pipelineDocs(env, cmd.aggregate, stages, { ...opts, hint: cmd.hint });
  if (write) return runWriteStage(env, write, docs, ns);
  const cursor = isPlainObject(cmd.cursor) ? cmd.cursor : {};
  return env.engine.cursors.first(ns, docs, {
    batchSize: cursor.batchSize === undefined ? undefined : num(cursor.batchSize, 101),
  });
}

function count(env: Env): Document {
  const cmd = env.cmd;
  const name = String(cmd.count);
  const view = env.engine.catalog.views.size > 0 && env.engine.catalog.getView(env.db, name);
  const coll = env.engine.catalog.get(env.db, name);
  const collation = commandCollation(cmd.collation, coll?.collation);
  if (!coll && !view) return { n: 0, ok: 1 };
  const skip = num(cmd.skip, 0);
  const limit = Math.abs(num(cmd.limit, 0));
  let n = view
    ? pipelineDocs(env, name, [{ $match: isPlainObject(cmd.query) ? cmd.query : {} }], { collation }).length
    : countDocs(coll as Collection, cmd.query, env.txn, cmd.hint, { collation });
  n = Math.max(0, n - skip);
  if (limit > 0) n = Math.min(n, limit);
  return { n, ok: 1 };
}

function distinct(env: Env): Document {
  const cmd = env.cmd;
  if (typeof cmd.key !== 'string')
    throw new DbError('TypeMismatch', "BSON field 'distinct.key' is the wrong type");
  const name = String(cmd.distinct);
  const view = env.engine.catalog.views.size > 0 && env.engine.catalog.getView(env.db, name);
  const coll = env.engine.catalog.get(env.db, name);
  const collation = commandCollation(cmd.collation, coll?.collation);
  if (!coll && !view) return { values: [], ok: 1 };
  const seen = new Map<string, unknown>();
  // Under a collation, strings that compare equal ('a', 'A' at strength 2) are one value.
  const strings: string[] = [];
  const str = collation?.compare;
  const path = cmd.key.split('.');
  const docs = view
    ? pipelineDocs(env, name, [{ $match: isPlainObject(cmd.query) ? cmd.query : {} }], { collation })
    : findDocs(coll as Collection, { filter: cmd.query, hint: cmd.hint, collation }, env.txn).docs;
  for (const doc of docs) {
    for (const v of valuesAtPath(doc, path)) {
      for (const x of Array.isArray(v) ? v : [v]) {
        if (str && typeof x === 'string') {
          if (strings.some((y) => str(x, y) === 0)) continue;
          strings.push(x);
        }
        const k = canonicalKey(x);
        if (!seen.has(k)) seen.set(k, x);
      }
    }
  }
  return { values: [...seen.values()], ok: 1 };
}

export const READ: Record<string, Handler> = {
  find,
  getMore,
  killCursors: (env) => env.engine.cursors.kill(Array.isArray(env.cmd.cursors) ? env.cmd.cursors : []),
  aggregate,
  count,
  distinct,
};
