import { type ClientSession, trusted } from 'mongoose';
import type { Models } from '../models/registry.ts';

const SHARDS = 8;

export type CounterName =
  | 'users'
  | 'onboarded'
  | 'balance'
  | 'earned'
  | 'tasksCompleted'
  | `earned:${string}`
  | `active:${string}`;

export function createCounters({ models }: { models: Pick<Models, 'Counter'> }) {
  const { Counter } = models;
  /** Adds to counters inside the caller's transaction. */
  async function inc(session: ClientSession | null, deltas: Partial<Record<CounterName, number>>) {
    const ops = Object.entries(deltas)
      .filter(([, v]) => v !== undefined && v !== 0)
      .map(([name, v]) => {
        const shard = Math.floor(Math.random() * SHARDS);
        return {
          updateOne: {
            filter: { _id: `${name}#${shard}` },
            update: { $inc: { value: v as number }, $setOnInsert: { name } },
            upsert: true,
          },
        };
      });
    if (ops.length === 0) return;
    await Counter.bulkWrite(ops, { session: session ?? undefined, ordered: true });
  }

  /** Current values; a counter never written reads 0. Cost: SHARDS documents per name. */
  async function read<N extends CounterName>(names: readonly N[]): Promise<Record<N, number>> {
    const docs = await Counter.find({ name: trusted({ $in: names }) })
      .lean()
      .exec();
    const out = Object.fromEntries(names.map((n) => [n, 0])) as Record<N, number>;
    for (const d of docs) out[d.name as N] += d.value ?? 0;
    return out;
  }

  return { inc, read };
}
export type Counters = ReturnType<typeof createCounters>;
