import { type Document, ObjectId } from 'bson';
import { DbError } from './errors.ts';
import { tryFastUpdate } from './fast-update.ts';
import { mingoUpdate, newAggregator } from './mingo-ops.ts';
import { rewriteBsonArithmetic } from './numeric.ts';
import { assertSupported } from './supported.ts';
import { canonicalKey, clone, getPath, isPlainObject, setPath, typeRank } from './values.ts';
import { toDbError } from './variables.ts';

const MODIFIERS = new Set([
  '$addToSet',
  '$bit',
  '$currentDate',
  '$inc',
  '$max',
  '$min',
  '$mul',
  '$pop',
  '$pull',
  '$pullAll',
  '$push',
  '$rename',
  '$set',
  '$unset',
  '$setOnInsert',
]);
const PIPELINE_STAGES = new Set(['$addFields', '$set', '$project', '$unset', '$replaceRoot', '$replaceWith']);

export type UpdateKind = 'operator' | 'replacement' | 'pipeline';

export function updateKind(u: unknown): UpdateKind {
  if (Array.isArray(u)) {
    for (const stage of u) {
      const name = isPlainObject(stage) ? Object.keys(stage)[0] : undefined;
      if (!name || !PIPELINE_STAGES.has(name))
        throw new DbError('InvalidOptions', `${String(name)} is not allowed to be used within an update`);
    }
    return 'pipeline';
  }
  if (!isPlainObject(u))
    throw new DbError('FailedToParse', 'Update argument must be either an object or an array');
  const keys = Object.keys(u);
  const ops = keys.filter((k) => k.startsWith('$'));
  if (ops.length === 0) return 'replacement';
  for (const k of keys) {
    if (!MODIFIERS.has(k))
      throw new DbError(
        'FailedToParse',
        `Unknown modifier: ${k}. Expected a valid update modifier or pipeline-style update specified as an array`,
      );
  }
  return 'operator';
}

const immutableId = () =>
  new DbError(
    'ImmutableField',
    "Performing an update on the path '_id' would modify the immutable field '_id'",
  );
const alteredId = (id: unknown) =>
  new DbError(
    'ImmutableField',
    `After applying the update, the (immutable) field '_id' was found to have been altered to _id: ${JSON.stringify(id)}`,
  );

/** DBRef fields are the only `$`-prefixed names MongoDB stores inside an `_id`. */
const DBREF_FIELDS = new Set(['$ref', '$id', '$db']);

function dollarField(v: unknown, path: string): string | undefined {
  if (Array.isArray(v)) {
    for (let i = 0; i < v.length; i++) {
      const bad = dollarField(v[i], `${path}.${i}`);
      if (bad) return bad;
    }
  }
  if (!isPlainObject(v)) return undefined;
  for (const [k, x] of Object.entries(v)) {
    if (k.startsWith('$') && !DBREF_FIELDS.has(k)) return `${path}.${k}`;
    const bad = dollarField(x, `${path}.${k}`);
    if (bad) return bad;
  }
  return undefined;
}

/** MongoDB refuses to store an `_id` holding `$`-prefixed field names (DollarPrefixedFieldName, 52):
 * such an `_id` could never be queried by equality. `upsert` words the message as updates do. */
export function checkIdField(id: unknown, upsert = false): void {
  const bad = dollarField(id, '_id');
  if (!bad) return;
  const field = bad.slice(bad.lastIndexOf('.') + 1);
  throw new DbError(
    'DollarPrefixedFieldName',
    upsert
      ? `The dollar ($) prefixed field '${field}' in '${bad}' is not valid for storage.`
      : `_id fields may not contain '$'-prefixed fields: ${field} is not valid for storage.`,
  );
}

/** MongoDB rejects any update that would change _id; setting it to its current value is a no-op. */
function guardId(ops: Document, doc: Document): void {
  for (const [op, fields] of Object.entries(ops)) {
    if (!isPlainObject(fields)) continue;
    for (const path of Object.keys(fields)) {
      if (path !== '_id' && !path.startsWith('_id.')) continue;
      if (op === '$set' && path === '_id' && canonicalKey(fields[path]) === canonicalKey(doc._id)) {
        delete fields[path];
        continue;
      }
      throw immutableId();
    }
  }
}

const NUMERIC_OPS = new Set(['$inc', '$mul']);
const isNumeric = (v: unknown) => typeof v === 'number' || typeRank(v) === 3;

/** Checks mingo leaves to us: conflicting paths (code 40) and arithmetic on non-numbers (code 14). */
function validateOps(ops: Document, doc: Document): void {
  const paths: string[] = [];
  for (const [op, fields] of Object.entries(ops)) {
    if (!isPlainObject(fields)) continue;
    for (const [path, arg] of Object.entries(fields)) {
      paths.push(path);
      if (op === '$rename' && typeof arg === 'string') paths.push(arg);
      if (!NUMERIC_OPS.has(op)) continue;
      const verb = op === '$inc' ? 'increment' : 'multiply';
      if (!isNumeric(arg))
        throw new DbError(
          'TypeMismatch',
          `Cannot ${verb} with non-numeric argument: {${path}: ${JSON.stringify(arg)}}`,
        );
      if (path.includes('$')) continue;
      const cur = getPath(doc, path);
      if (cur !== undefined && !isNumeric(cur))
        throw new DbError(
          'TypeMismatch',
          `Cannot apply ${op} to a value of non-numeric type. {_id: ${JSON.stringify(String(doc._id))}} has the field '${path}' of non-numeric type ${cur === null ? 'null' : Array.isArray(cur) ? 'array' : typeof cur}`,
        );
    }
  }
  paths.sort();
  for (let i = 1; i < paths.length; i++) {
    const prev = paths[i - 1] as string;
    const cur = paths[i] as string;
    if (cur === prev || cur.startsWith(`${prev}.`))
      throw new DbError(
        'ConflictingUpdateOperators',
        `Updating the path '${cur}' would create a conflict at '${prev}'`,
      );
  }
}

function wrapMingo<T>(fn: () => T): T {
  try {
    return fn();
  } catch (e) {
    const msg = (e as Error)?.message ?? '';
    throw toDbError(e, /non-numeric|number/i.test(msg) ? 'TypeMismatch' : 'BadValue');
  }
}

export interface UpdateOpts {
  arrayFilters?: Document[];
  filter?: Document;
  inserting?: boolean;
  /** The command's `let` variables, for pipeline updates. */
  variables?: Document;
}

/** Applies an update to a copy of `doc`; returns the new document and whether anything changed. */
export function applyUpdate(
  doc: Document,
  u: Document | Document[],
  opts: UpdateOpts,
): { doc: Document; modified: boolean } {
  const kind = updateKind(u);
  let next: Document;
  if (kind === 'replacement') {
    const repl = u as Document;
    if ('_id' in repl && canonicalKey(repl._id) !== canonicalKey(doc._id)) throw alteredId(repl._id);
    next = { _id: doc._id, ...clone(repl) };
  } else if (kind === 'pipeline') {
    assertSupported(u);
    const vars = opts.variables;
    const out = wrapMingo(() =>
      newAggregator(u as Document[], vars ? { variables: vars } : {}).run([clone(doc)]),
    );
    // The pipeline's output replaces the document; without an `_id` it keeps the original one (first).
    const { _id, ...rest } = (out[0] ?? {}) as Document;
    // An upsert's new document may take its `_id` from the pipeline.
    if (opts.inserting && _id !== undefined) next = { _id, ...rest };
    else if (_id !== undefined && canonicalKey(_id) !== canonicalKey(doc._id)) throw alteredId(_id);
    else next = { _id: doc._id, ...rest };
  } else {
    const { $setOnInsert, ...ops } = u as Document;
    if (opts.inserting && isPlainObject($setOnInsert)) ops.$set = { ...(ops.$set ?? {}), ...$setOnInsert };
    // Per-document copies: the rewrites below must not leak into the next document of a multi update.
    for (const k of Object.keys(ops)) if (isPlainObject(ops[k])) ops[k] = { ...ops[k] };
    guardId(ops, doc);
    validateOps(ops, doc);
    rewriteBsonArithmetic(ops, doc);
    next = clone(doc);
    if (Object.keys(ops).length > 0 && !tryFastUpdate(next, ops)) {
      wrapMingo(() => mingoUpdate(next, ops, opts.arrayFilters, opts.filter));
    }
    if (canonicalKey(next._id) !== canonicalKey(doc._id)) throw immutableId();
  }
  return { doc: next, modified: canonicalKey(next) !== canonicalKey(doc) };
}

/** Equality fields of a filter become the initial upserted document (like MongoDB's upsert). */
function seedFromFilter(filter: Document, seed: Document): void {
  for (const [k, v] of Object.entries(filter)) {
    if (k === '$and' && Array.isArray(v)) {
      for (const sub of v) if (isPlainObject(sub)) seedFromFilter(sub, seed);
      continue;
    }
    if (k.startsWith('$')) continue;
    if (isPlainObject(v) && Object.keys(v).some((x) => x.startsWith('$'))) {
      if ('$eq' in v) setPath(seed, k, clone(v.$eq));
      continue;
    }
    if (v instanceof RegExp) continue;
    setPath(seed, k, clone(v));
  }
}

export function buildUpsert(filter: Document, u: Document | Document[], opts: UpdateOpts = {}): Document {
  const kind = updateKind(u);
  const seed: Document = {};
  if (kind !== 'replacement') seedFromFilter(filter, seed);
  else if (filter._id !== undefined && !isPlainObject(filter._id)) seed._id = filter._id;
  if (kind === 'replacement' && (u as Document)._id !== undefined) seed._id = (u as Document)._id;
  if (kind === 'operator' && seed._id === undefined) {
    const ops = u as Document;
    const fromUpdate =
      (ops.$set as Document | undefined)?._id ?? (ops.$setOnInsert as Document | undefined)?._id;
    if (fromUpdate !== undefined) seed._id = fromUpdate;
  }
  if (seed._id === undefined) seed._id = new ObjectId();
  const { _id, ...rest } = seed;
  const base = { _id, ...rest };
  const applied = applyUpdate(base, u, { ...opts, filter: undefined, inserting: true }).doc;
  const { _id: id2, ...fields } = applied;
  checkIdField(id2 ?? _id, true);
  return { _id: id2 ?? _id, ...fields };
}
