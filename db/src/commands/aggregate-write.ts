import { type Document, ObjectId } from 'bson';
import type { Env } from '../engine-state.ts';
import { DbError, LockWait, notSupported } from '../errors.ts';
import { newAggregator } from '../mingo-ops.ts';
import { findDocs } from '../query.ts';
import { OUT_TEMP_PREFIX, validateName, viewError } from '../storage/catalog.ts';
import { Collection, duplicateKeyError } from '../storage/collection.ts';
import type { Index } from '../storage/index-btree.ts';
import { type Txn, WriteCtx } from '../txn.ts';
import { canonicalKey, getPath, isPlainObject } from '../values.ts';

/**
 * `$out` and `$merge`, the final stage of an aggregation, writing into a collection. `$out` builds
 * the new collection aside (keeping the old one's indexes and options) and swaps it in, so readers
 * see the old or the new contents, never a mix, and a failure leaves the target untouched. `$merge`
 * writes document by document like MongoDB (earlier writes stay when a later one fails).
 */

export const WRITE_STAGES = new Set(['$out', '$merge']);

export function splitWriteStage(pipeline: Document[]): { stages: Document[]; write: Document | null } {
  const last = pipeline[pipeline.length - 1];
  const name = last ? Object.keys(last)[0] : undefined;
  if (name && WRITE_STAGES.has(name)) return { stages: pipeline.slice(0, -1), write: last as Document };
  return { stages: pipeline, write: null };
}

function target(env: Env, spec: unknown, stage: string): { db: string; coll: string } {
  if (typeof spec === 'string') return { db: env.db, coll: spec };
  if (isPlainObject(spec) && typeof spec.coll === 'string') {
    if (spec.timeseries !== undefined) throw notSupported(`${stage} into a time-series collection`);
    return { db: typeof spec.db === 'string' ? spec.db : env.db, coll: spec.coll };
  }
  throw new DbError('TypeMismatch', `${stage} requires a collection name or {db, coll}`);
}

const withId = (doc: Document): Document => (doc._id === undefined ? { _id: new ObjectId(), ...doc } : doc);

function checkId(doc: Document): void {
  if (Array.isArray(doc._id) || doc._id instanceof RegExp)
    throw new DbError(
      'InvalidIdField',
      `The '_id' value cannot be of type ${Array.isArray(doc._id) ? 'array' : 'regex'}`,
    );
}

function out(env: Env, spec: unknown, docs: Document[]): void {
  const { db, coll: name } = target(env, spec, '$out');
  validateName(db, name);
  const catalog = env.engine.catalog;
  if (catalog.getView(db, name)) throw viewError(db, name);
  const old = catalog.get(db, name);
  const busy = old?.dirty.values().next().value;
  if (busy) throw new LockWait((busy.owner as Txn).done);
  const next = new Collection(db, name, old?.options ?? {});
  for (const index of old?.indexes.values() ?? []) if (index.name !== '_id_') next.addIndex(index.spec);
  const scratch = new WriteCtx(env.engine.txns, null);
  scratch.bypassValidation = env.ctx.bypassValidation;
  for (const raw of docs) {
    const doc = withId(raw);
    checkId(doc);
    next.insert(doc, scratch);
  }
  // On disk: the output is journaled as a temporary collection, then renamed over the target, so a
  // crash leaves either the old or the new contents (recovery drops an unrenamed temporary).
  const temp = `${OUT_TEMP_PREFIX}${crypto.randomUUID()}`;
  catalog.onChange({ op: 'createColl', db, coll: temp, options: next.options });
  for (const index of next.indexes.values())
    if (index.name !== '_id_') catalog.onChange({ op: 'createIndex', db, coll: temp, spec: index.spec });
  const stand = { db, name: temp } as Collection;
  env.engine.logEffects([...next.docs].map(([idk, after]) => ({ coll: stand, idk, after })));
  catalog.install(next, temp);
}

interface MergeSpec {
  db: string;
  coll: string;
  on: string[];
  whenMatched: string | Document[];
  whenNotMatched: string;
  let?: Document;
}

function parseMerge(env: Env, raw: unknown): MergeSpec {
  const spec = typeof raw === 'string' ? { into: raw } : raw;
  if (!isPlainObject(spec)) throw new DbError('TypeMismatch', '$merge requires a string or an object');
  for (const k of Object.keys(spec))
    if (!['into', 'on', 'let', 'whenMatched', 'whenNotMatched'].includes(k))
      throw new DbError('Location40415', `BSON field '$merge.${k}' is an unknown field.`);
  const { db, coll } = target(env, spec.into, '$merge');
  const on = spec.on === undefined ? ['_id'] : Array.isArray(spec.on) ? spec.on : [spec.on];
  if (on.length === 0 || on.some((f) => typeof f !== 'string'))
    throw new DbError('Location51186', "$merge 'on' field must be a string or an array of strings");
  const whenMatched = spec.whenMatched ?? 'merge';
  if (
    !Array.isArray(whenMatched) &&
    !['replace', 'keepExisting', 'merge', 'fail'].includes(whenMatched as string)
  )
    throw new DbError(
      'BadValue',
      `Enumeration value '${String(whenMatched)}' for field '$merge.whenMatched' is not a valid value.`,
    );
  const whenNotMatched = spec.whenNotMatched ?? 'insert';
  if (!['insert', 'discard', 'fail'].includes(whenNotMatched as string))
    throw new DbError(
      'BadValue',
      `Enumeration value '${String(whenNotMatched)}' for field '$merge.whenNotMatched' is not a valid value.`,
    );
  if (spec.let !== undefined && !Array.isArray(whenMatched))
    throw new DbError(
      'Location51199',
      `Cannot use 'let' variables with 'whenMatched: ${String(whenMatched)}' mode`,
    );
  return {
    db,
    coll,
    on: on as string[],
    whenMatched: whenMatched as string | Document[],
    whenNotMatched: whenNotMatched as string,
    let: isPlainObject(spec.let) ? spec.let : undefined,
  };
}

const sameFields = (index: Index, on: string[]) =>
  index.fields.length === on.length && index.fields.every((f) => on.includes(f.name));

function merge(env: Env, raw: unknown, docs: Document[]): void {
  const spec = parseMerge(env, raw);
  validateName(spec.db, spec.coll);
  const catalog = env.engine.catalog;
  if (catalog.getView(spec.db, spec.coll)) throw viewError(spec.db, spec.coll);
  let coll = catalog.get(spec.db, spec.coll);
  const byId = spec.on.length === 1 && spec.on[0] === '_id';
  const onIndex = byId
    ? coll?.idIndex
    : [...(coll?.indexes.values() ?? [])].find(
        (i) => i.unique && !i.spec.partialFilterExpression && sameFields(i, spec.on),
      );
  if (!onIndex && !byId)
    throw new DbError('Location51183', 'Cannot find index to verify that join fields will be unique');
  for (const raw of docs) {
    const doc = byId ? withId(raw) : raw;
    const key = spec.on.map((f) => getPath(doc, f));
    key.forEach((v, i) => {
      if (v === undefined || v === null)
        throw new DbError(
          'Location51132',
          "$merge write error: 'on' field cannot be missing, null, undefined or an array",
        );
      if (Array.isArray(v))
        throw new DbError('Location51185', `$merge write error: 'on' field '${spec.on[i]}' is an array`);
    });
    const existing = coll ? lookup(coll, spec.on, key, byId) : undefined;
    if (!existing) {
      if (spec.whenNotMatched === 'discard') continue;
      if (spec.whenNotMatched === 'fail')
        throw new DbError(
          'MergeStageNoMatchingDocument',
          '$merge could not find a matching document in the target collection for at least one document in the source collection',
        );
      coll ??= catalog.ensure(spec.db, spec.coll);
      const inserted = withId(doc);
      checkId(inserted);
      coll.insert(inserted, env.ctx);
      continue;
    }
    const target = coll as Collection;
    if (spec.whenMatched === 'keepExisting') continue;
    if (spec.whenMatched === 'fail') throw duplicateKeyError(target.ns, onIndex ?? target.idIndex, key);
    let next: Document;
    if (spec.whenMatched === 'replace') next = { _id: existing._id, ...doc };
    else if (spec.whenMatched === 'merge') next = { ...existing, ...doc };
    else {
      const letSpec = spec.let ?? { new: '$$ROOT' };
      const variables = (newAggregator([{ $replaceWith: { vars: letSpec } }]).run([doc])[0] as Document).vars;
      const res = newAggregator(spec.whenMatched as Document[], { variables }).run([existing]);
      next = (res[0] as Document | undefined) ?? {};
      if (next._id === undefined) next = { _id: existing._id, ...next };
    }
    if (canonicalKey(next._id) !== canonicalKey(existing._id))
      throw new DbError(
        'ImmutableField',
        '$merge failed to update the matching document, did you attempt to modify the _id or the shard key?',
      );
    const idk = canonicalKey(existing._id);
    if (canonicalKey(next) !== canonicalKey(existing)) target.replace(idk, next, env.ctx);
  }
}

function lookup(coll: Collection, on: string[], key: unknown[], byId: boolean): Document | undefined {
  if (byId) {
    const idk = canonicalKey(key[0]);
    // A document another transaction holds: writing it waits for that transaction (checkWrite).
    return coll.docs.get(idk);
  }
  const filter: Document = {};
  on.forEach((f, i) => {
    filter[f] = { $eq: key[i] };
  });
  return findDocs(coll, { filter, limit: 1 }, null).docs[0];
}

/** Runs the final $out/$merge stage on the pipeline's output; the reply is an empty cursor. */
export function runWriteStage(env: Env, stage: Document, docs: Document[], ns: string): Document {
  const [name, spec] = Object.entries(stage)[0] as [string, unknown];
  if (env.txn)
    throw new DbError('OperationNotSupportedInTransaction', `${name} cannot be used in a transaction`);
  try {
    if (name === '$out') out(env, spec, docs);
    else merge(env, spec, docs);
  } catch (e) {
    if (e instanceof DbError || e instanceof LockWait) throw e;
    throw new DbError('BadValue', (e as Error).message);
  }
  return env.engine.cursors.first(ns, [], {});
}
