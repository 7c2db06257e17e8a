import type { Document } from 'bson';
import { DbError, notSupported } from '../errors.ts';
import { newQuery, type Query } from '../mingo-ops.ts';
import { isPlainObject } from '../values.ts';

const EMPTY = newQuery({});

/**
 * A projection of top-level fields only (`{a: 1, b: 1}` or `{a: 0}`, `_id` either way): the app's
 * `.select()` lookups. Applied directly, as MongoDB does (fields in document order, `_id` kept unless
 * excluded); mingo costs ~3% of such a read. Null for anything else (dots, operators, `$slice`...).
 */
function simpleProjection(projection: Document): ((doc: Document) => Document) | null {
  let include: boolean | undefined;
  let keepId = true;
  const fields = new Set<string>();
  for (const [k, v] of Object.entries(projection)) {
    if (k.includes('.') || k.startsWith('$')) return null;
    if (v !== 0 && v !== 1 && v !== true && v !== false) return null;
    const on = v === 1 || v === true;
    if (k === '_id') {
      keepId = on;
      continue;
    }
    if (include !== undefined && include !== on) return null;
    include = on;
    fields.add(k);
  }
  if (include === undefined) {
    // Only `_id` named: `{_id: 0}` excludes it, `{_id: 1}` keeps only it.
    return keepId ? (doc) => ('_id' in doc ? { _id: doc._id } : {}) : (doc) => without(doc, new Set(['_id']));
  }
  if (include) {
    return (doc) => {
      const out: Document = {};
      for (const k of Object.keys(doc)) {
        if ((k === '_id' && keepId) || fields.has(k)) out[k] = doc[k];
      }
      return out;
    };
  }
  if (!keepId) fields.add('_id');
  return (doc) => without(doc, fields);
}

function without(doc: Document, fields: Set<string>): Document {
  const out: Document = {};
  for (const k of Object.keys(doc)) if (!fields.has(k)) out[k] = doc[k];
  return out;
}

/** Applies a MongoDB projection with mingo; positional (`a.$`) projections need the filter. */
export function projector(
  projection: unknown,
  filter?: () => Query,
): ((docs: Document[]) => Document[]) | undefined {
  if (!isPlainObject(projection) || Object.keys(projection).length === 0) return undefined;
  for (const v of Object.values(projection)) {
    if (isPlainObject(v) && '$meta' in v) throw notSupported('$meta projection');
  }
  const simple = simpleProjection(projection);
  if (simple) return (docs) => docs.map(simple);
  const positional = Object.keys(projection).some((k) => k.endsWith('.$'));
  const q = positional && filter ? filter() : EMPTY;
  return (docs) => {
    try {
      return q.find(docs, projection).all() as Document[];
    } catch (e) {
      throw new DbError('Location31254', (e as Error).message);
    }
  };
}
