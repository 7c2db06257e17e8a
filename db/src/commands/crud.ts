import { type Document, ObjectId } from 'bson';
import { commandCollation } from '../collation.ts';
import type { Env, Handler } from '../engine-state.ts';
import { DbError, LockWait } from '../errors.ts';
import { findDocs } from '../query.ts';
import type { Collection } from '../storage/collection.ts';
import { applyUpdate, buildUpsert, checkIdField, updateKind } from '../update.ts';
import { canonicalKey, isPlainObject, toNumber } from '../values.ts';
import { checkFilterVariables, checkPipelineVariables, evalLet } from '../variables.ts';
import { projector } from './project.ts';

/** Errors that must abort the whole command (and transaction) rather than become a writeError. */
export const isFatal = (e: unknown) =>
  e instanceof LockWait ||
  (e instanceof DbError && e.codeName === 'WriteConflict') ||
  !(e instanceof DbError);

export function writeError(index: number, e: DbError): Document {
  return { index, code: e.code, ...e.extra, errmsg: e.message };
}

function collName(env: Env, key: string): string {
  const name = env.cmd[key];
  if (typeof name !== 'string' || !name)
    throw new DbError('InvalidNamespace', `Invalid namespace specified '${env.db}.${String(name)}'`);
  return name;
}

function insert(env: Env): Document {
  const coll = env.engine.catalog.ensure(env.db, collName(env, 'insert'));
  const docs = Array.isArray(env.cmd.documents) ? (env.cmd.documents as Document[]) : [];
  const ordered = env.cmd.ordered !== false;
  const writeErrors: Document[] = [];
  let n = 0;
  docs.forEach((raw, i) => {
    if (ordered && writeErrors.length) return;
    try {
      // MongoDB stores _id as the first field whatever the client sent.
      const doc = { _id: raw._id === undefined ? new ObjectId() : raw._id, ...raw };
      if (Array.isArray(doc._id) || doc._id instanceof RegExp)
        throw new DbError(
          'InvalidIdField',
          `The '_id' value cannot be of type ${Array.isArray(doc._id) ? 'array' : 'regex'}`,
        );
      checkIdField(doc._id);
      coll.insert(doc, env.ctx);
      n++;
    } catch (e) {
      if (isFatal(e)) throw e;
      writeErrors.push(writeError(i, e as DbError));
    }
  });
  return writeErrors.length ? { n, writeErrors, ok: 1 } : { n, ok: 1 };
}

/** MongoDB 8.0's `sort` of an update statement (and findAndModify's): an object of 1/-1 directions. */
function checkSort(sort: unknown, field: string): void {
  if (sort === undefined) return;
  if (!isPlainObject(sort))
    throw new DbError(
      'TypeMismatch',
      `BSON field '${field}' is the wrong type '${typeof sort}', expected type 'object'`,
    );
  for (const d of Object.values(sort)) {
    if (isPlainObject(d)) continue; // {$meta: ...}: refused later by the sort parser
    const n = toNumber(d);
    if (n !== 1 && n !== -1)
      throw new DbError(
        'Location15975',
        '$sort key ordering must be 1 (for ascending) or -1 (for descending)',
      );
  }
}

function updateOne(
  env: Env,
  coll: Collection | undefined,
  spec: Document,
  index: number,
  out: Document,
  variables: Document | undefined,
): void {
  const collation = commandCollation(spec.collation, coll?.collation);
  const filter = isPlainObject(spec.q) ? spec.q : {};
  const u = spec.u as Document | Document[];
  const kind = updateKind(u);
  const arrayFilters = Array.isArray(spec.arrayFilters) ? (spec.arrayFilters as Document[]) : undefined;
  if (spec.multi === true && kind === 'replacement')
    throw new DbError('FailedToParse', 'multi update is not supported for replacement-style update');
  if (spec.multi === true && spec.sort !== undefined)
    throw new DbError('FailedToParse', 'Cannot specify sort with multi=true');
  checkSort(spec.sort, 'update.updates.sort');
  const names = Object.keys(variables ?? {});
  checkFilterVariables(filter, names);
  if (kind === 'pipeline') checkPipelineVariables(u, names);
  const docs = coll
    ? findDocs(
        coll,
        {
          filter,
          sort: spec.sort,
          limit: spec.multi === true ? 0 : 1,
          hint: spec.hint,
          variables,
          collation,
        },
        env.txn,
      ).docs
    : [];
  if (docs.length === 0) {
    if (spec.upsert !== true) return;
    const target = coll ?? env.engine.catalog.ensure(env.db, collName(env, 'update'));
    const doc = buildUpsert(filter, u, { arrayFilters, variables });
    target.insert(doc, env.ctx);
    out.n++;
    out.upserted.push({ index, _id: doc._id });
    return;
  }
  for (const doc of docs) {
    const res = applyUpdate(doc, u, { arrayFilters, filter, variables });
    out.n++;
    if (res.modified) {
      (coll as Collection).replace(canonicalKey(doc._id), res.doc, env.ctx);
      out.nModified++;
    } else env.ctx.checkWrite(coll as Collection, canonicalKey(doc._id), null, null);
  }
}

function update(env: Env): Document {
  const name = collName(env, 'update');
  const specs = Array.isArray(env.cmd.updates) ? (env.cmd.updates as Document[]) : [];
  const ordered = env.cmd.ordered !== false;
  const out = { n: 0, nModified: 0, upserted: [] as Document[] };
  const writeErrors: Document[] = [];
  const variables = evalLet(env.cmd.let);
  specs.forEach((spec, i) => {
    if (ordered && writeErrors.length) return;
    try {
      updateOne(env, env.engine.catalog.get(env.db, name), spec, i, out, variables);
    } catch (e) {
      if (isFatal(e)) throw e;
      writeErrors.push(writeError(i, e as DbError));
    }
  });
  const reply: Document = { n: out.n, nModified: out.nModified };
  if (out.upserted.length) reply.upserted = out.upserted;
  if (writeErrors.length) reply.writeErrors = writeErrors;
  reply.ok = 1;
  return reply;
}

function del(env: Env): Document {
  const coll = env.engine.catalog.get(env.db, collName(env, 'delete'));
  const specs = Array.isArray(env.cmd.deletes) ? (env.cmd.deletes as Document[]) : [];
  const ordered = env.cmd.ordered !== false;
  const writeErrors: Document[] = [];
  const variables = evalLet(env.cmd.let);
  let n = 0;
  specs.forEach((spec, i) => {
    if (ordered && writeErrors.length) return;
    try {
      const collation = commandCollation(spec.collation, coll?.collation);
      checkFilterVariables(spec.q, Object.keys(variables ?? {}));
      if (!coll) return;
      const limit = toNumber(spec.limit ?? 0) === 1 ? 1 : 0;
      const found = findDocs(coll, { filter: spec.q, limit, hint: spec.hint, variables, collation }, env.txn);
      for (const doc of found.docs) {
        coll.remove(canonicalKey(doc._id), env.ctx);
        n++;
      }
    } catch (e) {
      if (isFatal(e)) throw e;
      writeErrors.push(writeError(i, e as DbError));
    }
  });
  return writeErrors.length ? { n, writeErrors, ok: 1 } : { n, ok: 1 };
}

function findAndModify(env: Env): Document {
  const cmd = env.cmd;
  const name = collName(env, Object.keys(cmd)[0] as string);
  const filter = isPlainObject(cmd.query) ? cmd.query : {};
  if (cmd.remove === true && cmd.update !== undefined)
    throw new DbError('FailedToParse', 'Cannot specify both an update and remove=true');
  if (cmd.remove !== true && cmd.update === undefined)
    throw new DbError('FailedToParse', 'Either an update or remove=true must be specified');
  if (cmd.remove === true && cmd.upsert === true)
    throw new DbError('FailedToParse', 'Cannot specify both upsert=true and remove=true');
  checkSort(cmd.sort, 'findAndModify.sort');
  const variables = evalLet(cmd.let);
  const names = Object.keys(variables ?? {});
  checkFilterVariables(filter, names);
  if (Array.isArray(cmd.update)) checkPipelineVariables(cmd.update, names);
  let coll = env.engine.catalog.get(env.db, name);
  const collation = commandCollation(cmd.collation, coll?.collation);
  const [doc] = coll
    ? findDocs(coll, { filter, sort: cmd.sort, limit: 1, hint: cmd.hint, variables, collation }, env.txn).docs
    : [];
  const project = projector(cmd.fields);
  const shape = (d: Document | null | undefined): Document | null =>
    d ? (project ? (project([d])[0] ?? null) : d) : null;
  if (cmd.remove === true) {
    if (doc && coll) coll.remove(canonicalKey(doc._id), env.ctx);
    return { lastErrorObject: { n: doc ? 1 : 0 }, value: shape(doc), ok: 1 };
  }
  const u = cmd.update as Document | Document[];
  const arrayFilters = Array.isArray(cmd.arrayFilters) ? (cmd.arrayFilters as Document[]) : undefined;
  if (doc && coll) {
    const res = applyUpdate(doc, u, { arrayFilters, filter, variables });
    if (res.modified) coll.replace(canonicalKey(doc._id), res.doc, env.ctx);
    else env.ctx.checkWrite(coll, canonicalKey(doc._id), null, null);
    return {
      lastErrorObject: { n: 1, updatedExisting: true },
      value: shape(cmd.new === true ? res.doc : doc),
      ok: 1,
    };
  }
  if (cmd.upsert === true) {
    updateKind(u);
    coll ??= env.engine.catalog.ensure(env.db, name);
    const created = buildUpsert(filter, u, { arrayFilters, variables });
    coll.insert(created, env.ctx);
    return {
      lastErrorObject: { n: 1, updatedExisting: false, upserted: created._id },
      value: cmd.new === true ? shape(created) : null,
      ok: 1,
    };
  }
  return { lastErrorObject: { n: 0, updatedExisting: false }, value: null, ok: 1 };
}

export const CRUD: Record<string, Handler> = {
  insert,
  update,
  delete: del,
  findAndModify,
  findandmodify: findAndModify,
};
