/** A query uses an index only when both have the same collation (MongoDB's rule): the B-tree orders
 * and compares strings by the index's collation, so another collation's bounds would miss documents. */
import { describe, expect, it } from 'vitest';
import { parseCollation } from '../src/collation.ts';
import { plan } from '../src/planner.ts';
import { Collection } from '../src/storage/collection.ts';
import { normalizeSpec } from '../src/storage/index-btree.ts';

const CI = parseCollation({ locale: 'en', strength: 2 });

function people() {
  const coll = new Collection('db', 'people');
  coll.addIndex(
    normalizeSpec({ key: { name: 1 }, name: 'name_ci', collation: { locale: 'en', strength: 2 } }),
  );
  coll.addIndex(normalizeSpec({ key: { age: 1 }, name: 'age_1' }));
  const ctx = { checkWrite: () => {}, record: () => {} } as unknown as Parameters<Collection['insert']>[1];
  ['Ann', 'ann', 'Bob'].forEach((name, i) => {
    coll.insert({ _id: i, name, age: 20 + i }, ctx);
  });
  return coll;
}

describe('planner: collations', () => {
  it('a case-insensitive query uses the case-insensitive index and finds both spellings', () => {
    const coll = people();
    const p = plan(coll, { name: 'ANN' }, [], undefined, CI);
    expect(p.kind).toBe('index');
    expect(p.index?.name).toBe('name_ci');
    const ids = p.intervals?.flatMap(([lo, hi]) => [...(p.index?.range(lo, hi, false) ?? [])]);
    expect(ids).toHaveLength(2);
  });

  it('a binary query does not use it for strings; indexes of another collation serve string-free bounds', () => {
    const coll = people();
    expect(plan(coll, { name: 'ANN' }, []).index?.name).toBeUndefined();
    expect(plan(coll, { age: 21 }, [], undefined, CI).index?.name).toBe('age_1');
    expect(plan(coll, { age: { $gt: 20 } }, [[['age'], 1]], undefined, CI).ordered).toBe(false);
    expect(plan(coll, { age: { $gt: 20 } }, [[['age'], 1]]).ordered).toBe(true);
  });

  it('regex bounds are not used under a collation', () => {
    const p = plan(people(), { name: /^an/ }, [], undefined, CI);
    expect(p.kind).toBe('scan');
  });
});
