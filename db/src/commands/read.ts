import type { Document } from 'bson';
import { commandCollation } from '../collation.ts';
import type { Env, Handler } from '../engine.ts';
import { DbError, notSupported } from '../errors.ts';
import { newAggregator } from '../mingo-ops.ts';
import { allDocs, assertSupported, countDocs, type FindSpec, findDocs } from '../query.ts';
import { canonicalKey, isPlainObject, toNumber, valuesAtPath } from '../values.ts';
import { checkFilterVariables, checkPipelineVariables, evalLet, wrapMingo } from '../variables.ts';
import { projector } from './project.ts';

const UNSUPPORTED_FIND = ['tailable', 'awaitData', 'min', 'max', 'returnKey', 'showRecordId', 'oplogReplay'];
const UNSUPPORTED_STAGES: Record<string, string> = {
  $out: '$out',
  $merge: '$merge',
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
  $documents: '$documents',
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

function checkPipeline(pipeline: unknown): void {
  if (!Array.isArray(pipeline))
    throw new DbError('TypeMismatch', "'pipeline' option must be specified as an array");
  const walk = (v: unknown): void => {
    if (Array.isArray(v)) v.forEach(walk);
    else if (isPlainObject(v))
      for (const [k, x] of Object.entries(v)) {
        const feature = UNSUPPORTED_STAGES[k];
        if (feature) throw notSupported(feature);
        walk(x);
      }
  };
  walk(pipeline);
  assertSupported(pipeline);
}

function isCountGroup(pipeline: Document[]): boolean {
  if (pipeline.length !== 1) return false;
  const g = pipeline[0]?.$group as Document | undefined;
  if (!isPlainObject(g) || Object.keys(g).length !== 2 || g._id !== 1) return false;
  const n = g.n as Document | undefined;
  return isPlainObject(n) && Object.keys(n).length === 1 && n.$sum === 1;
}

function aggregate(env: Env): Document {
  const cmd = env.cmd;
  if (cmd.explain) throw notSupported('explain');
  checkPipeline(cmd.pipeline);
  const variables = evalLet(cmd.let);
  checkPipelineVariables(cmd.pipeline, Object.keys(variables ?? {}));
  if (typeof cmd.aggregate !== 'string') throw notSupported('database-level aggregation (aggregate: 1)');
  const name = cmd.aggregate;
  let pipeline = [...(cmd.pipeline as Document[])];
  const coll = env.engine.catalog.get(env.db, name);
  const collation = commandCollation(cmd.collation, coll?.collation);
  // Leading $match/$sort/$skip/$limit run through the query planner so they can use indexes.
  const spec: FindSpec = { hint: cmd.hint, variables, collation };
  let i = 0;
  if (pipeline[i]?.$match !== undefined) spec.filter = pipeline[i++]?.$match;
  if (pipeline[i]?.$sort !== undefined) {
    spec.sort = pipeline[i++]?.$sort;
    if (pipeline[i]?.$skip !== undefined) spec.skip = num(pipeline[i++]?.$skip, 0);
    if (pipeline[i]?.$limit !== undefined) spec.limit = num(pipeline[i++]?.$limit, 0);
  }
  pipeline = pipeline.slice(i);
  const cursor = isPlainObject(cmd.cursor) ? cmd.cursor : {};
  // The driver's countDocuments() is [$match, $group {_id: 1, n: {$sum: 1}}]: answer it without
  // materializing documents (O(1) for an empty filter).
  if (isCountGroup(pipeline) && spec.sort === undefined) {
    const n = coll ? countDocs(coll, spec.filter, env.txn, spec.hint, { variables, collation }) : 0;
    return env.engine.cursors.first(`${env.db}.${name}`, n > 0 ? [{ _id: 1, n }] : [], {});
  }
  const input = coll ? findDocs(coll, spec, env.txn).docs : [];
  const docs = pipeline.length
    ? wrapMingo(
        () =>
          newAggregator(pipeline, {
            collectionResolver: (other) => allDocs(env.engine.catalog.get(env.db, other), env.txn),
            variables,
            // Applies to $match and $sort stages ($group keys still compare binary).
            ...(collation ? { collation: collation as never } : {}),
          }).run(input) as Document[],
      )
    : input;
  return env.engine.cursors.first(`${env.db}.${name}`, docs, {
    batchSize: cursor.batchSize === undefined ? undefined : num(cursor.batchSize, 101),
  });
}

function count(env: Env): Document {
  const cmd = env.cmd;
  const coll = env.engine.catalog.get(env.db, String(cmd.count));
  const collation = commandCollation(cmd.collation, coll?.collation);
  if (!coll) return { n: 0, ok: 1 };
  const skip = num(cmd.skip, 0);
  const limit = Math.abs(num(cmd.limit, 0));
  let n = countDocs(coll, cmd.query, env.txn, cmd.hint, { collation });
  n = Math.max(0, n - skip);
  if (limit > 0) n = Math.min(n, limit);
  return { n, ok: 1 };
}

function distinct(env: Env): Document {
  const cmd = env.cmd;
  if (typeof cmd.key !== 'string')
    throw new DbError('TypeMismatch', "BSON field 'distinct.key' is the wrong type");
  const coll = env.engine.catalog.get(env.db, String(cmd.distinct));
  const collation = commandCollation(cmd.collation, coll?.collation);
  if (!coll) return { values: [], ok: 1 };
  const seen = new Map<string, unknown>();
  // Under a collation, strings that compare equal ('a', 'A' at strength 2) are one value.
  const strings: string[] = [];
  const str = collation?.compare;
  const path = cmd.key.split('.');
  for (const doc of findDocs(coll, { filter: cmd.query, hint: cmd.hint, collation }, env.txn).docs) {
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
