import { contract } from '@cum/shared/contract';
import { describe, expect, it } from 'vitest';
import type { Clock } from '../../src/lib/clock.ts';
import { useSecondApp } from '../helpers/second-app.ts';
import { countSessionReads } from '../helpers/session-reads.ts';
import { type SignedInUser, useTestApp } from '../helpers/test-app.ts';

const skewed = (offsetMs: number): Clock => ({ now: () => new Date(Date.now() + offsetMs) });
const MINUTE = 60_000;

/**
 * Two API instances on one database whose clocks disagree: A runs 2 minutes ahead, B 11 minutes
 * behind (more than the feed's overlap window and than its records' 10-minute TTL). Their revocation
 * pollers run on their own timers, as in production. A logout on either is honoured by the other
 * within 3 s, for reads and writes.
 */
describe('revocation across instances whose clocks are skewed (+2 min, -11 min)', () => {
  const t = useTestApp({ clock: skewed(2 * MINUTE) });
  const b = useSecondApp(t, { clock: skewed(-11 * MINUTE) });

  const onA = (method: 'GET' | 'POST', url: string, cookie: string) =>
    t.inject({ method, url, headers: { cookie } });
  const onB = (method: 'GET' | 'POST', url: string, cookie: string) =>
    b.app.inject({ method, url, headers: { cookie } });
  type On = typeof onA;

  /** Milliseconds until `on` refuses the cookie for a read and a write (or Infinity after 10 s). */
  async function refusedAfter(on: On, user: SignedInUser, since: number): Promise<number> {
    for (;;) {
      const read = await on('GET', contract.profile.getUser.path, user.cookie);
      const write = await on('POST', contract.rewards.claim.path, user.cookie);
      if (read.statusCode === 401 && write.statusCode === 401) return Date.now() - since;
      expect(read.statusCode).toBe(200);
      if (Date.now() - since > 10_000) return Number.POSITIVE_INFINITY;
      await new Promise((r) => setTimeout(r, 100));
    }
  }

  it.each([
    ['on A (2 min ahead), honoured by B (11 min behind)', 'A'],
    ['on B (11 min behind), honoured by A (2 min ahead)', 'B'],
  ] as const)('a logout %s within 3 s', async (_name, where) => {
    const user = await t.signedInUser();
    const [here, there] = where === 'A' ? [onA, onB] : [onB, onA];
    // Both instances have the session cached (a few requests each, past a poll).
    for (let i = 0; i < 3; i++) {
      expect((await onA('GET', contract.profile.getUser.path, user.cookie)).statusCode).toBe(200);
      expect((await onB('GET', contract.profile.getUser.path, user.cookie)).statusCode).toBe(200);
      await new Promise((r) => setTimeout(r, 400));
    }
    // The other instance serves the cookie from its cache (its feed polls succeed): no session read.
    const models = where === 'A' ? b.services.models : t.services.models;
    const reads = await countSessionReads(models, async () => {
      expect((await there('GET', contract.profile.getUser.path, user.cookie)).statusCode).toBe(200);
    });
    expect(reads).toBe(0);
    const loggedOutAt = Date.now();
    expect((await here('POST', contract.auth.logout.path, user.cookie)).statusCode).toBe(200);
    const delay = await refusedAfter(there, user, loggedOutAt);
    console.log(
      `revocation under skew: logout ${where === 'A' ? 'A->B' : 'B->A'} honoured after ${delay} ms`,
    );
    expect(delay).toBeLessThan(3_000);
  });
});
