import { randomInt } from 'node:crypto';
import { type ClientSession, trusted } from 'mongoose';
import type { CounterModel } from '../models/counter.ts';

/**
 * Totals kept inside the transactions that change what they count, without a document that every
 * writer touches: each counter is spread over `shards` documents (`<name>#<shard>`) that add up to its
 * value. A transaction writes all its counters into ONE shard, and shards are handed out round robin
 * from a random start, so two transactions of this process write the same counter document only when
 * more than `shards` transactions are open at once (random picks collide far sooner: two of 50
 * concurrent transactions share one of 64 shards with a probability near 1). Other instances start
 * elsewhere in the ring. A counter commits or aborts with its transaction, so it never counts twice
 * and never drops.
 *
 * Reading costs one indexed find of up to `shards` documents per name, whatever the number of users.
 * Any name works (`earned`, `earned:<day>`, `points:<week>`...): a new total needs no code here.
 */
export function createShardedCounters<Name extends string>(deps: { Counter: CounterModel; shards?: number }) {
  const { Counter } = deps;
  const shards = deps.shards ?? 64;
  let next = randomInt(shards);
  // One shard per session: every counter a transaction changes lands in the same shard, so it
  // contends with another transaction only if both drew that shard.
  const bySession = new WeakMap<ClientSession, number>();

  function draw(): number {
    const shard = next;
    next = (next + 1) % shards;
    return shard;
  }

  function shardOf(session: ClientSession | null): number {
    if (!session) return draw();
    let shard = bySession.get(session);
    if (shard === undefined) {
      shard = draw();
      bySession.set(session, shard);
    }
    return shard;
  }

  /** Adds to counters inside the caller's transaction (or alone, without a session). */
  async function inc(
    session: ClientSession | null,
    deltas: Partial<Record<Name, number>>,
    options: { comment?: string } = {},
  ) {
    const changes = Object.entries(deltas).filter(([, v]) => v !== undefined && v !== 0) as [Name, number][];
    if (changes.length === 0) return;
    const shard = shardOf(session);
    const ops = changes.map(([name, v]) => ({
      updateOne: {
        filter: { _id: `${name}#${shard}` },
        update: { $inc: { value: v }, $setOnInsert: { name } },
        upsert: true,
      },
    }));
    await Counter.bulkWrite(ops, { session: session ?? undefined, ordered: true, ...options });
  }

  /** Current values; a counter never written reads 0. */
  async function read<N extends Name>(names: readonly N[]): Promise<Record<N, number>> {
    const docs = await Counter.find({ name: trusted({ $in: names }) }, { name: 1, value: 1 })
      .lean()
      .exec();
    const out = Object.fromEntries(names.map((n) => [n, 0])) as Record<N, number>;
    for (const d of docs) out[d.name as N] += d.value ?? 0;
    return out;
  }

  return { inc, read, shards };
}
export type ShardedCounters<Name extends string> = ReturnType<typeof createShardedCounters<Name>>;
