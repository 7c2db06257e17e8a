import type { Models } from '../models/registry.ts';
import { createShardedCounters } from './sharded-counters.ts';

/** The admin dashboard's platform totals. */
export type CounterName =
  | 'users'
  | 'onboarded'
  | 'balance'
  | 'earned'
  | 'tasksCompleted'
  /** Batches the ledger tally has folded in: it changes whenever the other totals move together. */
  | 'ledgerFolds'
  | `earned:${string}`
  | `active:${string}`;

/** The platform counters: sharded (see sharded-counters.ts), so no money transaction waits on another. */
export function createCounters({ models, shards }: { models: Pick<Models, 'Counter'>; shards?: number }) {
  return createShardedCounters<CounterName>({ Counter: models.Counter, shards });
}
export type Counters = ReturnType<typeof createCounters>;
