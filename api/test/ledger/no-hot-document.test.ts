import { contract } from '@cum/shared/contract';
import { type ClientSession, type Connection, Types, trusted } from 'mongoose';
import { describe, expect, it } from 'vitest';
import { inTransaction } from '../../src/db/transaction.ts';
import { type SignedInUser, useTestApp } from '../helpers/test-app.ts';

type Filter = Record<string, unknown>;
type Op = {
  updateOne?: { filter: Filter };
  updateMany?: { filter: Filter };
  insertOne?: { document: Filter };
  deleteOne?: { filter: Filter };
  deleteMany?: { filter: Filter };
  replaceOne?: { filter: Filter };
};

/** The documents (or filters) a collection method call writes; null for reads. */
function targets(method: string, args: unknown[]): Filter[] | null {
  const [first] = args;
  if (method === 'insertOne') return [{ _id: (first as Filter)._id }];
  if (method === 'insertMany') return (first as Filter[]).map((d) => ({ _id: d._id }));
  if (method === 'bulkWrite')
    return (first as Op[]).map((op) => {
      const body = Object.values(op)[0] as { filter?: Filter; document?: Filter };
      return body.filter ?? { _id: body.document?._id };
    });
  if (/^(update|replace|delete|findOneAndUpdate|findOneAndReplace|findOneAndDelete)/.test(method))
    return [first as Filter];
  return null;
}

/**
 * The documents each logical session writes while `fn` runs (mongoose's debug hook sees every
 * collection call with its options): `collection/_id` for documents named by _id, else the filter.
 */
async function writesBySession(connection: Connection, fn: () => Promise<unknown>) {
  const seen = new Map<string, Set<string>>();
  const previous = connection.get('debug');
  connection.set('debug', (collection: string, method: string, ...args: unknown[]) => {
    const written = targets(method, args);
    if (!written) return;
    const options = args.findLast((a) => a && typeof a === 'object' && 'session' in a) as
      | { session?: ClientSession }
      | undefined;
    const lsid = options?.session ? options.session.id?.id.toString('hex') : 'none';
    const docs = seen.get(lsid ?? 'none') ?? new Set<string>();
    for (const q of written) {
      const id = q._id;
      docs.add(
        `${collection}/${JSON.stringify(id instanceof Types.ObjectId ? id.toHexString() : (id ?? q))}`,
      );
    }
    seen.set(lsid ?? 'none', docs);
  });
  try {
    await fn();
  } finally {
    connection.set('debug', previous);
  }
  return seen;
}

/** Documents written by more than one session, with how many sessions wrote each. */
function shared(writes: Map<string, Set<string>>) {
  const bySessions = new Map<string, number>();
  for (const docs of writes.values()) for (const d of docs) bySessions.set(d, (bySessions.get(d) ?? 0) + 1);
  return Object.fromEntries([...bySessions].filter(([, n]) => n > 1));
}

describe('the money path writes no document that other users write', () => {
  const t = useTestApp();

  it('32 simultaneous claims of 32 users write 32 disjoint sets of documents', async () => {
    const users: SignedInUser[] = [];
    for (let i = 0; i < 32; i++) users.push(await t.signedInUser());
    // Each user's first request of the day marks them active (a counter too): done before measuring.
    for (const u of users) await t.ok(contract.profile.getUser, { headers: u.headers });
    const writes = await writesBySession(t.services.connection, () =>
      Promise.all(users.map((u) => t.ok(contract.rewards.claim, { headers: u.headers }))),
    );
    expect(writes.size).toBeGreaterThanOrEqual(32);
    // Base: every claim incremented the platform counters `balance`, `earned` and `earned:<day>`, each in
    // one of 8 shard documents, so 32 claims shared counter documents (and contended on them).
    expect(shared(writes)).toEqual({});
  });

  it('32 simultaneous ledger posts (a task reward, a purchase...) of 32 users share no document', async () => {
    const users = await Promise.all(Array.from({ length: 32 }, () => t.createUser({ balance: 5_000 })));
    const writes = await writesBySession(t.services.connection, () =>
      Promise.all(
        users.map((u, i) =>
          inTransaction(t.services.connection, (session) =>
            t.services.ledger.post(session, {
              userId: u._id,
              amount: i % 2 ? 1_000 : -1_000,
              kind: i % 2 ? 'task_reward' : 'store_purchase',
              key: `hot:${i}`,
              description: 'no hot document',
            }),
          ),
        ),
      ),
    );
    expect(shared(writes)).toEqual({});
  });
});

describe('the platform counters add up to the ledger', () => {
  const t = useTestApp();

  async function ledgerTotals() {
    const [all] = await t.services.models.LedgerEntry.aggregate<{ balance: number; earned: number }>([
      {
        $group: {
          _id: null,
          balance: { $sum: '$amount' },
          earned: { $sum: { $cond: [{ $gt: ['$amount', 0] }, '$amount', 0] } },
        },
      },
    ]);
    return { balance: all?.balance ?? 0, earned: all?.earned ?? 0 };
  }

  it('after 400 concurrent credits and debits, a rolled-back one and one left open by a crash', async () => {
    const { connection, ledger, counters, tally } = t.services;
    const users = await Promise.all(Array.from({ length: 50 }, () => t.createUser()));
    let refused = 0;
    const move = (i: number) =>
      inTransaction(connection, (session) =>
        ledger.post(session, {
          // Each batch of 50 has 50 different users: this is about counters, not one user's races.
          userId: (users[i % users.length] as { _id: Types.ObjectId })._id,
          // Credits and debits, some of them more than the balance (refused, nothing counted).
          amount: i % 3 === 2 ? -(1 + ((i * 37) % 9_000)) : 1 + ((i * 53) % 7_000),
          kind: i % 3 === 2 ? 'store_purchase' : 'task_reward',
          key: `sum:${i}`,
          description: 'concurrent',
        }),
      ).catch((err: { code?: string }) => {
        if (err.code !== 'insufficient_funds') throw err;
        refused++;
      });
    for (let batch = 0; batch < 8; batch++)
      await Promise.all(Array.from({ length: 50 }, (_, j) => move(batch * 50 + j)));
    expect(refused).toBeGreaterThan(0);

    // Rolled back after the post: neither the entry nor its counters stay.
    await expect(
      inTransaction(connection, async (session) => {
        await ledger.post(session, {
          userId: users[0]?._id as Types.ObjectId,
          amount: 999_000,
          kind: 'task_reward',
          key: 'sum:rolled-back',
          description: 'rolled back',
        });
        throw new Error('boom');
      }),
    ).rejects.toThrow('boom');

    // A process that dies mid-transaction never commits; the server drops its writes when the session ends.
    const crashed = await connection.startSession();
    crashed.startTransaction();
    await ledger.post(crashed, {
      userId: users[1]?._id as Types.ObjectId,
      amount: 777_000,
      kind: 'task_reward',
      key: 'sum:crashed',
      description: 'never committed',
    });
    await crashed.endSession();
    const keys = ['sum:rolled-back', 'sum:crashed'];
    expect(await t.services.models.LedgerEntry.countDocuments({ key: trusted({ $in: keys }) })).toBe(0);

    const totals = await ledgerTotals();
    expect(totals.balance).toBeGreaterThan(0);
    // Exact at once: the folded counters plus the entries the tally has not folded yet.
    expect(await tally.read(['balance', 'earned'])).toEqual(totals);
    // Once folded, the counters alone hold every entry, each once.
    await tally.drain();
    expect(await t.services.models.LedgerEntry.countDocuments({ uncounted: true })).toBe(0);
    expect(await counters.read(['balance', 'earned'])).toEqual(totals);
  });
});
