/**
 * An app's prefix search (the admin user search of the rewards API) relies on the planner giving a prefix range on the multikey `searchKeys`
 * index both bounds (as MongoDB does for $elemMatch and anchored regexes). Found with bench:admin,
 * where the upper bound was dropped and a rare term scanned the index to its end (fixed in
 * embedded-db 4c6d39f); this keeps it from coming back.
 */
import { describe, expect, it } from 'vitest';
import { plan } from '../src/planner.ts';
import { Collection } from '../src/storage/collection.ts';
import { normalizeSpec } from '../src/storage/index-btree.ts';

function users() {
  const coll = new Collection('db', 'users');
  coll.addIndex(normalizeSpec({ key: { searchKeys: 1 }, name: 'searchKeys_1' }));
  const ctx = { checkWrite: () => {}, record: () => {} } as unknown as Parameters<Collection['insert']>[1];
  ['ann smith', 'quinn rossi', 'zoe quill', 'bob young'].forEach((name, i) => {
    coll.insert({ _id: i, searchKeys: name.split(' ') }, ctx);
  });
  return coll;
}

describe('planner: prefix range on the multikey searchKeys index', () => {
  it('the admin search filter is one index interval with both bounds', () => {
    // The filter the API's admin search builds (api/src/features/admin/user-search.ts).
    const filter = { searchKeys: { $elemMatch: { $gte: 'qu', $lt: 'qu\uffff' } } };
    const p = plan(users(), filter, []);
    expect(p.kind).toBe('index');
    expect(p.intervals).toEqual([[['qu'], ['qu\uffff']]]);
  });

  it('separate $gte/$lt on a multikey field keep only one bound (as in MongoDB)', () => {
    const p = plan(users(), { searchKeys: { $gte: 'qu', $lt: 'qu\uffff' } }, []);
    expect(p.intervals).toEqual([[['qu'], [{}]]]);
  });
});
