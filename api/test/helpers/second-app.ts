import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { buildApp } from '../../src/app.ts';
import type { Clock } from '../../src/lib/clock.ts';
import { type Composition, createServices } from '../../src/services.ts';
import type { TestApp } from './test-app.ts';

export interface SecondApp {
  services: Composition;
  app: FastifyInstance;
}

/**
 * A second API instance on `t`'s database with its own services, models and revocation poller (as a
 * second server would have); `clock` lets it disagree with the first. Ready inside hooks and tests.
 */
export function useSecondApp(t: TestApp, { clock }: { clock?: Clock } = {}): SecondApp {
  const b = {} as SecondApp;
  beforeAll(async () => {
    const { connection, config } = t.services;
    b.services = await createServices({
      config,
      connection: connection.useDb(connection.name, { useCache: false }),
      clock,
    });
    b.app = await buildApp({ services: b.services, staticRoot: '/nonexistent' });
    await b.app.ready();
  });
  afterAll(() => b.app.close());
  return b;
}
