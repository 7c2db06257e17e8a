import mongoose, { type Connection, Schema, Types } from 'mongoose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshDbName, startTarget, type Target, withDb } from './helpers.ts';

let t: Target;
let conn: Connection;

const userSchema = new Schema(
  {
    telegramId: { type: Number },
    email: { type: String },
    referralCode: { type: String, required: true },
    balance: { type: Number, default: 0 },
    tags: { type: [String], default: [] },
  },
  { timestamps: true },
);
userSchema.index(
  { telegramId: 1 },
  { unique: true, partialFilterExpression: { telegramId: { $type: 'number' } } },
);
userSchema.index({ email: 1 }, { unique: true, sparse: true });
userSchema.index({ referralCode: 1 }, { unique: true });
userSchema.index({ createdAt: -1 });

interface UserShape {
  telegramId?: number;
  email?: string;
  referralCode: string;
  balance: number;
  tags: string[];
  createdAt?: Date;
}

const postSchema = new Schema({ title: String, author: { type: Schema.Types.ObjectId, ref: 'User' } });

beforeAll(async () => {
  t = await startTarget();
  conn = await mongoose.createConnection(withDb(t.uri, freshDbName('mongoose'))).asPromise();
  // Registered here, not by the first test: the tests run in any order (shuffled runs), and each
  // makes the users it reads.
  await conn.model('User', userSchema).init();
});
afterAll(async () => {
  await conn.dropDatabase();
  await conn.close();
  await t.stop();
});

describe('mongoose', () => {
  it('creates models, builds schema indexes and enforces uniqueness', async () => {
    const User = conn.model<UserShape>('User');
    await User.syncIndexes();
    const names = (await User.collection.listIndexes().toArray()).map((i) => i.name).sort();
    expect(names).toEqual(['_id_', 'createdAt_-1', 'email_1', 'referralCode_1', 'telegramId_1']);
    const u = await User.create({ telegramId: 42, referralCode: 'R1' });
    expect(u._id).toBeInstanceOf(Types.ObjectId);
    // Two users without telegramId/email are fine (partial + sparse indexes).
    await User.create({ referralCode: 'R2' });
    await User.create({ referralCode: 'R3' });
    const err = (await User.create({ telegramId: 42, referralCode: 'R4' }).catch((e) => e)) as {
      code: number;
      keyValue: unknown;
      message: string;
    };
    expect(err.code).toBe(11000);
    expect(err.keyValue).toEqual({ telegramId: 42 });
    expect(err.message).toContain('index: telegramId_1 dup key: { telegramId: 42 }');
    const found = await User.findOne({ telegramId: 42 }).lean();
    expect(found?.referralCode).toBe('R1');
    expect(found?.createdAt).toBeInstanceOf(Date);
  });

  it('findOneAndUpdate with conditions, $inc and new: true', async () => {
    const User = conn.model<UserShape>('User');
    await User.create({ referralCode: 'F1' });
    const updated = await User.findOneAndUpdate(
      { referralCode: 'F1', balance: { $gte: 0 } },
      { $inc: { balance: 5 }, $push: { tags: 'vip' } },
      { new: true },
    ).lean();
    expect(updated).toMatchObject({ balance: 5, tags: ['vip'] });
    const none = await User.findOneAndUpdate(
      { referralCode: 'nope' },
      { $inc: { balance: 1 } },
      { new: true },
    );
    expect(none).toBeNull();
    const upserted = await User.findOneAndUpdate(
      { referralCode: 'F9' },
      { $setOnInsert: { balance: 100 } },
      { upsert: true, new: true },
    ).lean();
    expect(upserted).toMatchObject({ referralCode: 'F9', balance: 100 });
  });

  it('populates references and runs $lookup aggregations', async () => {
    const User = conn.model<UserShape>('User');
    const Post = conn.model('Post', postSchema);
    const author = await User.create({ referralCode: 'A1' });
    await Post.create([
      { title: 'a', author: author._id },
      { title: 'b', author: author._id },
    ]);
    const posts = await Post.find().sort({ title: 1 }).populate('author').lean();
    const populated = posts[0]?.author as unknown as { referralCode: string } | undefined;
    expect(populated?.referralCode).toBe('A1');
    const agg = await Post.aggregate([
      { $lookup: { from: 'users', localField: 'author', foreignField: '_id', as: 'u' } },
      { $unwind: '$u' },
      { $group: { _id: '$u.referralCode', posts: { $sum: 1 } } },
    ]);
    expect(agg).toEqual([{ _id: 'A1', posts: 2 }]);
  });

  it('runs withTransaction with commit and with rollback', async () => {
    const User = conn.model<UserShape>('User');
    await User.create({ referralCode: 'X1', balance: 5 });
    const session = await conn.startSession();
    await session.withTransaction(async () => {
      await User.create([{ referralCode: 'T1' }], { session });
      await User.updateOne({ referralCode: 'X1' }, { $inc: { balance: 1 } }, { session });
    });
    expect(await User.countDocuments({ referralCode: 'T1' })).toBe(1);
    await expect(
      session.withTransaction(async () => {
        await User.create([{ referralCode: 'T2' }], { session });
        await User.create([{ referralCode: 'T1' }], { session });
      }),
    ).rejects.toMatchObject({ code: 11000 });
    await session.endSession();
    expect(await User.countDocuments({ referralCode: 'T2' })).toBe(0);
    expect((await User.findOne({ referralCode: 'X1' }).lean())?.balance).toBe(6);
  });

  it('paginates newest first with skip/limit and counts', async () => {
    const User = conn.model<UserShape>('User');
    const docs = Array.from({ length: 30 }, (_, i) => ({
      referralCode: `P${i}`,
      createdAt: new Date(Date.UTC(2020, 0, 1 + i)),
    }));
    await User.insertMany(docs, { timestamps: false } as never);
    const page = await User.find({ referralCode: /^P/ }).sort({ createdAt: -1 }).skip(5).limit(3).lean();
    expect(page.map((u) => u.referralCode)).toEqual(['P24', 'P23', 'P22']);
    expect(await User.countDocuments({ referralCode: /^P/ })).toBe(30);
  });

  it('bulkWrite with upserts inside a transaction', async () => {
    const Counter = conn.model('Counter', new Schema({ _id: String, name: String, value: Number }));
    const session = await conn.startSession();
    await session.withTransaction(async () => {
      await Counter.bulkWrite(
        [
          {
            updateOne: {
              filter: { _id: 'users#1' },
              update: { $inc: { value: 2 }, $setOnInsert: { name: 'users' } },
              upsert: true,
            },
          },
          { updateOne: { filter: { _id: 'users#1' }, update: { $inc: { value: 3 } }, upsert: true } },
        ],
        { session, ordered: true },
      );
    });
    await session.endSession();
    expect(await Counter.findById('users#1').lean()).toMatchObject({
      _id: 'users#1',
      name: 'users',
      value: 5,
    });
  });
});
