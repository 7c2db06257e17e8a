/**
 * Reproduction for the embedded database's owner (not a test of admin code): prefix search over a
 * multikey index. MongoDB plans `{ tags: { $elemMatch: { $gte: 'qu', $lt: 'qu\uffff' } } }` and
 * `{ tags: /^qu/ }` as the tight index interval ['qu', 'qu\uffff'); the embedded planner scans every
 * document for the first and scans the index from 'qu' to the END for the second (and for the plain
 * `$gte/$lt` form, which MongoDB also cannot tighten on a multikey index without $elemMatch). The
 * admin user search (`searchKeys`) therefore costs O(users) on the embedded database; see
 * `npm run bench:admin`. `it.fails` keeps the suite green while the bug exists: when the planner is
 * fixed these turn red, and `.fails` should be removed.
 */
import { describe, expect, it } from 'vitest';
import { plan } from '../../src/embedded-db/planner.ts';
import { Collection } from '../../src/embedded-db/storage/collection.ts';
import { normalizeSpec } from '../../src/embedded-db/storage/index-btree.ts';

function users() {
  const coll = new Collection('db', 'users');
  coll.addIndex(normalizeSpec({ key: { tags: 1 }, name: 'tags_1' }));
  const ctx = { checkWrite: () => {}, record: () => {} } as unknown as Parameters<Collection['insert']>[1];
  ['ann smith', 'quinn rossi', 'zoe quill', 'bob young'].forEach((name, i) => {
    coll.insert({ _id: i, tags: name.split(' ') }, ctx);
  });
  return coll;
}

describe('embedded planner: prefix range on a multikey index (known issue, reproduction)', () => {
  it.fails('$elemMatch with $gte/$lt uses the index with both bounds', () => {
    const p = plan(users(), { tags: { $elemMatch: { $gte: 'qu', $lt: 'qu\uffff' } } }, []);
    expect(p.kind).toBe('index'); // actual: 'scan' (every document)
    expect(p.intervals).toEqual([[['qu'], ['qu\uffff']]]);
  });

  it.fails('an anchored regex is one predicate: both bounds, as in MongoDB', () => {
    const p = plan(users(), { tags: /^qu/ }, []);
    expect(p.kind).toBe('index');
    expect(p.intervals).toEqual([[['qu'], ['qu\uffff']]]); // actual upper bound: {} (end of all strings)
  });

  it('documents the current behaviour the admin search pays for', () => {
    const range = plan(users(), { tags: { $gte: 'qu', $lt: 'qu\uffff' } }, []);
    expect(range.kind).toBe('index');
    expect(range.intervals).toEqual([[['qu'], [{}]]]); // from 'qu' to the end of the index
    expect(plan(users(), { tags: { $elemMatch: { $gte: 'qu', $lt: 'qu\uffff' } } }, []).kind).toBe('scan');
  });
});
