import type { Document } from 'bson';
import type { Env, Handler } from '../engine-state.ts';
import { DbError } from '../errors.ts';
import { normalizeSpec } from '../storage/index-btree.ts';
import { canonicalKey, isPlainObject } from '../values.ts';

const optionsKey = (s: Document): string => {
  const { v: _v, name: _n, key: _k, background: _b, ns: _ns, ...rest } = s;
  return canonicalKey(rest);
};

function createIndexes(env: Env): Document {
  const name = String(env.cmd.createIndexes);
  const specs = Array.isArray(env.cmd.indexes) ? (env.cmd.indexes as Document[]) : [];
  if (specs.length === 0) throw new DbError('BadValue', 'Must specify at least one index to create');
  const existing = env.engine.catalog.get(env.db, name);
  const existed = existing !== undefined;
  const normalized = specs.map((s) => normalizeSpec(s, existing?.collation ?? null));
  const coll = env.engine.catalog.ensure(env.db, name);
  const before = coll.indexes.size;
  for (const spec of normalized) {
    const sameName = coll.indexes.get(spec.name);
    // Indexes on the same keys may coexist when their collations differ (as in MongoDB).
    const sameKey = [...coll.indexes.values()].find(
      (i) =>
        canonicalKey(i.spec.key) === canonicalKey(spec.key) &&
        canonicalKey(i.spec.collation ?? null) === canonicalKey(spec.collation ?? null),
    );
    if (sameName) {
      if (canonicalKey(sameName.spec.key) !== canonicalKey(spec.key))
        throw new DbError(
          'IndexKeySpecsConflict',
          `An existing index has the same name as the requested index. When index names are not specified, they are auto generated and can cause conflicts. Please refer to our documentation. Requested index: ${JSON.stringify(spec)}, existing index: ${JSON.stringify(sameName.spec)}`,
        );
      if (optionsKey(sameName.spec) !== optionsKey(spec))
        throw new DbError(
          'IndexOptionsConflict',
          `An equivalent index already exists with the same name but different options. Requested index: ${JSON.stringify(spec)}, existing index: ${JSON.stringify(sameName.spec)}`,
        );
      continue;
    }
    if (sameKey) {
      throw new DbError(
        'IndexOptionsConflict',
        `Index already exists with a different name: ${sameKey.name}`,
      );
    }
    env.engine.catalog.createIndex(coll, spec);
  }
  const after = coll.indexes.size;
  const reply: Document = {
    numIndexesBefore: before,
    numIndexesAfter: after,
    createdCollectionAutomatically: !existed,
  };
  if (before === after) reply.note = 'all indexes already exist';
  reply.ok = 1;
  return reply;
}

function listIndexes(env: Env): Document {
  const name = String(env.cmd.listIndexes);
  const coll = env.engine.catalog.get(env.db, name);
  if (!coll) throw new DbError('NamespaceNotFound', `ns does not exist: ${env.db}.${name}`);
  const specs = [...coll.indexes.values()].map((i) => ({ ...i.spec }));
  const cursor = isPlainObject(env.cmd.cursor) ? env.cmd.cursor : {};
  return env.engine.cursors.first(`${env.db}.${name}`, specs, {
    batchSize: cursor.batchSize === undefined ? undefined : Number(cursor.batchSize),
  });
}

function dropIndexes(env: Env): Document {
  const name = String(Object.values(env.cmd)[0]);
  const coll = env.engine.catalog.get(env.db, name);
  if (!coll) throw new DbError('NamespaceNotFound', `ns not found ${env.db}.${name}`);
  const nIndexesWas = coll.indexes.size;
  const target = env.cmd.index;
  let names: string[];
  if (target === '*') names = [...coll.indexes.keys()].filter((n) => n !== '_id_');
  else if (Array.isArray(target)) names = target.map(String);
  else if (isPlainObject(target)) {
    const found = [...coll.indexes.values()].find((i) => canonicalKey(i.spec.key) === canonicalKey(target));
    if (!found) throw new DbError('IndexNotFound', `can't find index with key: ${JSON.stringify(target)}`);
    names = [found.name];
  } else names = [String(target)];
  for (const n of names) {
    if (n === '_id_') throw new DbError('InvalidOptions', 'cannot drop _id index');
    if (!coll.indexes.has(n)) throw new DbError('IndexNotFound', `index not found with name [${n}]`);
  }
  for (const n of names) env.engine.catalog.dropIndex(coll, n);
  return { nIndexesWas, ok: 1 };
}

export const INDEXES: Record<string, Handler> = {
  createIndexes,
  listIndexes,
  dropIndexes,
  deleteIndexes: dropIndexes,
};
