import type { Document } from 'bson';
import { DbError, notSupported } from '../errors.ts';
import { newQuery, type Query } from '../mingo-ops.ts';
import { isPlainObject } from '../values.ts';

const EMPTY = newQuery({});

/** Applies a MongoDB projection with mingo; positional (`a.$`) projections need the filter. */
export function projector(
  projection: unknown,
  filter?: () => Query,
): ((docs: Document[]) => Document[]) | undefined {
  if (!isPlainObject(projection) || Object.keys(projection).length === 0) return undefined;
  for (const v of Object.values(projection)) {
    if (isPlainObject(v) && '$meta' in v) throw notSupported('$meta projection');
  }
  const positional = Object.keys(projection).some((k) => k.endsWith('.$'));
  const q = positional && filter ? filter() : EMPTY;
  return (docs) => {
    try {
      return q.find(docs, projection).all() as Document[];
    } catch (e) {
      throw new DbError(31254, 'Location31254', (e as Error).message);
    }
  };
}
