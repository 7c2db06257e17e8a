import type { Connection } from 'mongoose';
import type { Config } from './config.ts';
import { createSessionService } from './features/auth/session-service.ts';
import { createLedger } from './ledger/ledger.ts';
import { type Clock, systemClock } from './lib/clock.ts';
import { createModels, syncIndexes } from './models/registry.ts';
import { createActivityLog } from './platform/activity-log.ts';
import { createCounters } from './platform/counters.ts';

export interface ServiceDeps {
  config: Config;
  connection: Connection;
  clock?: Clock;
}

/**
 * The composition root: builds every service once, with explicit dependencies. The API and the bot
 * both use what it returns.
 */
export async function createServices({ config, connection, clock = systemClock }: ServiceDeps) {
  const models = createModels(connection);
  await syncIndexes(models);
  const counters = createCounters(models);
  const activityLog = createActivityLog(models);
  const ledger = createLedger({ ...models, counters, clock });
  const sessions = createSessionService({ ...models, clock });

  return { config, connection, clock, models, counters, activityLog, ledger, sessions };
}
export type Services = Awaited<ReturnType<typeof createServices>>;
