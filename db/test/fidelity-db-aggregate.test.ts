import { describe, expect, it } from 'vitest';
import { type Loose, serverError, useTestDb } from './helpers.ts';

const ctx = useTestDb('dbagg');

describe('aggregate: 1', () => {
  it('$documents feeds the following stages', async () => {
    const out = await ctx.db
      .aggregate([
        { $documents: [{ x: 1 }, { x: 2 }, { x: 3, y: { $add: [1, 1] } }] },
        { $match: { x: { $gte: 2 } } },
        { $sort: { x: -1 } },
      ])
      .toArray();
    expect(out).toEqual([{ x: 3, y: 2 }, { x: 2 }]);
  });

  it('$documents can be joined with collections and written with $merge', async () => {
    await ctx.db.collection<Loose>('names').insertMany([
      { _id: 1, name: 'one' },
      { _id: 2, name: 'two' },
    ]);
    const joined = await ctx.db
      .aggregate([
        { $documents: [{ k: 1 }, { k: 2 }] },
        { $lookup: { from: 'names', localField: 'k', foreignField: '_id', as: 'n' } },
        { $project: { _id: 0, k: 1, name: { $first: '$n.name' } } },
      ])
      .toArray();
    expect(joined).toEqual([
      { k: 1, name: 'one' },
      { k: 2, name: 'two' },
    ]);
    await ctx.db
      .aggregate([{ $documents: [{ _id: 7, v: 'seven' }] }, { $merge: { into: 'merged' } }])
      .toArray();
    expect(await ctx.db.collection('merged').find().toArray()).toEqual([{ _id: 7, v: 'seven' }]);
  });

  it('refuses stages that need a collection and misplaced $documents', async () => {
    expect((await serverError(ctx.db.aggregate([{ $match: {} }]).toArray())).code).toBe(73);
    expect((await serverError(ctx.db.aggregate([{ $match: {} }, { $documents: [] }]).toArray())).code).toBe(
      40602,
    );
    expect(
      (
        await serverError(
          ctx.db
            .collection('names')
            .aggregate([{ $documents: [] }])
            .toArray(),
        )
      ).code,
    ).toBe(73);
  });

  it('$listLocalSessions lists the sessions the server has seen', async () => {
    const session = ctx.t.client.startSession();
    try {
      await ctx.db.collection('names').findOne({}, { session });
      const id = session.id?.id;
      for (const spec of [{}, { allUsers: true }]) {
        const sessions = await ctx.db.aggregate([{ $listLocalSessions: spec }]).toArray();
        const mine = sessions.find((s) => s._id.id.toString('hex') === id?.toString('hex'));
        expect(mine).toBeDefined();
        expect(mine?.lastUse).toBeInstanceOf(Date);
        expect(mine?._id.uid).toBeDefined();
      }
      const counted = await ctx.db
        .aggregate([{ $listLocalSessions: { allUsers: true } }, { $count: 'n' }])
        .toArray();
      expect(counted[0]?.n).toBeGreaterThanOrEqual(1);
      const bad = await serverError(ctx.db.aggregate([{ $listLocalSessions: { nope: 1 } }]).toArray());
      expect(bad.code).toBe(40415);
    } finally {
      await session.endSession();
    }
  });
});
