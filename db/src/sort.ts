import type { Document } from 'bson';
import { compareBson, isPlainObject, type StringCompare, toNumber, valuesAtPath } from './values.ts';

/** Sort key of a document for one field: arrays sort by their min (asc) or max (desc) element. */
export function sortValue(doc: Document, path: string[], dir: number, str?: StringCompare): unknown {
  const vals = valuesAtPath(doc, path).flatMap((v) =>
    Array.isArray(v) ? (v.length ? v : [undefined]) : [v],
  );
  if (vals.length === 0) return null;
  let best = vals[0];
  for (const v of vals) if (compareBson(v, best, str) * dir < 0) best = v;
  return best;
}

export type SortSpec = Array<[string[], number]>;

export function parseSort(sort: unknown): SortSpec {
  if (!isPlainObject(sort)) return [];
  return Object.entries(sort).map(([k, d]) => {
    if (isPlainObject(d)) throw Object.assign(new Error('$meta sort'), { meta: true });
    return [k.split('.'), toNumber(d) < 0 ? -1 : 1];
  });
}

export function sortDocs(docs: Document[], spec: SortSpec, str?: StringCompare): Document[] {
  if (spec.length === 0) return docs;
  const keyed = docs.map((d) => ({ d, k: spec.map(([p, dir]) => sortValue(d, p, dir, str)) }));
  keyed.sort((x, y) => {
    for (let i = 0; i < spec.length; i++) {
      const c = compareBson(x.k[i], y.k[i], str) * (spec[i] as [string[], number])[1];
      if (c !== 0) return c;
    }
    return 0;
  });
  return keyed.map((x) => x.d);
}
