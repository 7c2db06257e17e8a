import { describe, expect, it } from 'vitest';
import { SESSION_RECHECK_MS } from '../../src/features/auth/session-cache.ts';
import { createSessionService } from '../../src/features/auth/session-service.ts';
import { manualClock } from '../../src/lib/clock.ts';
import { useTestApp } from '../helpers/test-app.ts';

/** Two API instances on one database: each has its own session service (and cache). */
describe('session cache: one read per request, revocation still reaches every instance', () => {
  const clock = manualClock(new Date());
  const t = useTestApp({ clock });

  const instances = () => {
    const { Session } = t.services.models;
    const models = { Session };
    return [createSessionService({ models, clock }), createSessionService({ models, clock })] as const;
  };

  it('a logout takes effect at once where it happens and within the recheck window elsewhere', async () => {
    const [a, b] = instances();
    const user = await t.createUser();
    const { token } = await a.create(user._id);
    expect(String(await a.resolve(token))).toBe(String(user._id));
    expect(String(await b.resolve(token))).toBe(String(user._id));

    await a.destroy(token);
    expect(await a.resolve(token)).toBeNull();
    // B trusted its cached read a moment ago...
    clock.advance(SESSION_RECHECK_MS - 1);
    expect(String(await b.resolve(token))).toBe(String(user._id));
    // ...and reads the session again once the window has passed.
    clock.advance(1);
    expect(await b.resolve(token)).toBeNull();
  });

  it('serves repeated requests from the cache (no session read), and "sign out everywhere" clears it', async () => {
    const [a] = instances();
    const user = await t.createUser();
    const { token } = await a.create(user._id);
    await a.resolve(token);
    const { Session } = t.services.models;
    const original = Session.findOne.bind(Session);
    let reads = 0;
    Session.findOne = ((...args: Parameters<typeof original>) => {
      reads++;
      return original(...args);
    }) as typeof Session.findOne;
    try {
      for (let i = 0; i < 5; i++) expect(String(await a.resolve(token))).toBe(String(user._id));
      expect(reads).toBe(0);
      await a.destroyAllFor(user._id);
      expect(await a.resolve(token)).toBeNull();
      expect(reads).toBe(1);
    } finally {
      Session.findOne = original;
    }
  });

  it('never serves an expired session from the cache', async () => {
    const [a] = instances();
    const user = await t.createUser();
    const { token, expiresAt } = await a.create(user._id);
    await a.resolve(token);
    clock.set(new Date(expiresAt.getTime() + 1));
    expect(await a.resolve(token)).toBeNull();
  });
});
