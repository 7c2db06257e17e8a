import { describe, expect, it } from 'vitest';
import { POLL_OVERLAP_MS } from '../../src/features/auth/revocation-feed.ts';
import { SESSION_TRUST_MS } from '../../src/features/auth/session-cache.ts';
import { createSessionService, hashToken, SESSION_TTL_MS } from '../../src/features/auth/session-service.ts';
import { manualClock } from '../../src/lib/clock.ts';
import type { Models } from '../../src/models/registry.ts';
import { countSessionReads } from '../helpers/session-reads.ts';
import { useTestApp } from '../helpers/test-app.ts';

type SessionModels = Pick<Models, 'Session' | 'SessionRevocation'>;

/** Two API instances on one database: each has its own session service, cache and revocation poller. */
describe('session cache: one read per request, revocations reach every instance through the feed', () => {
  const clock = manualClock(new Date());
  const t = useTestApp({ clock });
  const models = (): SessionModels => {
    const { Session, SessionRevocation } = t.services.models;
    return { Session, SessionRevocation };
  };
  // Not started: the tests poll by hand (pollNow) instead of waiting for the timer.
  const instances = () =>
    [
      createSessionService({ models: models(), clock }),
      createSessionService({ models: models(), clock }),
    ] as const;

  const signedIn = async () => {
    const [a, b] = instances();
    const user = await t.createUser();
    const { token } = await a.create(user._id);
    await Promise.all([a.pollNow(), b.pollNow()]);
    expect(String(await a.resolve(token))).toBe(String(user._id));
    expect(String(await b.resolve(token))).toBe(String(user._id));
    return { a, b, user, token };
  };

  it('a logout applies at once where it happens and at the next poll elsewhere', async () => {
    const { a, b, token } = await signedIn();
    await a.destroy(token);
    expect(await a.resolve(token)).toBeNull();
    // B serves its cached read until it polls (about a second)...
    expect(await b.resolve(token)).not.toBeNull();
    // ...and refuses the session after one poll.
    expect(await b.pollNow()).toBe(true);
    expect(await b.resolve(token)).toBeNull();
  });

  it('a session rotation (the old token destroyed, a new one created) is refused on B after one poll', async () => {
    const { a, b, user, token } = await signedIn();
    await a.destroy(token);
    const rotated = await a.create(user._id);
    await b.pollNow();
    expect(await b.resolve(token)).toBeNull();
    expect(String(await b.resolve(rotated.token))).toBe(String(user._id));
  });

  it('"sign out everywhere" ends every session of the user on B after one poll; a later sign-in works', async () => {
    const { a, b, user, token } = await signedIn();
    const other = await a.create(user._id);
    expect(await b.resolve(other.token)).not.toBeNull();
    await a.destroyAllFor(user._id);
    expect(await a.resolve(token)).toBeNull();
    await b.pollNow();
    expect(await b.resolve(token)).toBeNull();
    expect(await b.resolve(other.token)).toBeNull();
    const fresh = await a.create(user._id);
    expect(String(await b.resolve(fresh.token))).toBe(String(user._id));
  });

  it('serves repeated requests and polls without reading the session again (one round trip: the user)', async () => {
    const { b, token } = await signedIn();
    const reads = await countSessionReads(models(), async () => {
      for (let i = 0; i < 20; i++) {
        expect(await b.resolve(token)).not.toBeNull();
        if (i % 5 === 0) {
          clock.advance(1_000);
          await b.pollNow();
        }
      }
    });
    expect(reads).toBe(0);
  });

  it('fails closed: when polling stops or fails, every request reads its session again', async () => {
    const { a, b, token } = await signedIn();
    // A revocation B never hears of (no poll): trusted for SESSION_TRUST_MS after B's last poll...
    await a.destroy(token);
    clock.advance(SESSION_TRUST_MS - 1);
    expect(await b.resolve(token)).not.toBeNull();
    // ...then B reads the session, which is gone.
    clock.advance(1);
    expect(await b.resolve(token)).toBeNull();

    // A failing poll does not restore trust: a live session is read on every request.
    const live = await a.create((await t.createUser())._id);
    const { SessionRevocation } = models();
    const find = SessionRevocation.find;
    SessionRevocation.find = (() => {
      throw new Error('database down');
    }) as never;
    try {
      expect(await b.pollNow()).toBe(false);
      const reads = await countSessionReads(models(), async () => {
        for (let i = 0; i < 3; i++) expect(await b.resolve(live.token)).not.toBeNull();
      });
      expect(reads).toBe(3);
    } finally {
      SessionRevocation.find = find;
    }
    // Polling again: back to one read per session.
    await b.pollNow();
    const reads = await countSessionReads(models(), async () => {
      for (let i = 0; i < 3; i++) expect(await b.resolve(live.token)).not.toBeNull();
    });
    expect(reads).toBe(0);
  });

  it('a read that overlapped a remote revocation is not cached', async () => {
    const { a, user } = await signedIn();
    const { token } = await a.create(user._id);
    const { Session, SessionRevocation } = models();
    // B's session read returns what it saw, then waits while A revokes and B polls.
    let release = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const slowSession = {
      findOne: (filter: object) => ({
        lean: () => ({
          exec: async () => {
            const seen = await Session.findOne(filter).lean().exec();
            await gate;
            return seen;
          },
        }),
      }),
      updateOne: Session.updateOne.bind(Session),
    } as unknown as SessionModels['Session'];
    const b = createSessionService({ models: { Session: slowSession, SessionRevocation }, clock });
    await b.pollNow();
    const overlapping = b.resolve(token);
    await new Promise((resolve) => setTimeout(resolve, 20));
    await a.destroy(token);
    await b.pollNow();
    release();
    // The read saw the session before its delete; what it saw must not outlive the request.
    expect(String(await overlapping)).toBe(String(user._id));
    expect(await b.resolve(token)).toBeNull();
  });

  it('applies a revocation written with a clock behind by less than the overlap window', async () => {
    const { b, token } = await signedIn();
    clock.advance(5_000);
    await b.pollNow();
    expect(await b.resolve(token)).not.toBeNull();
    // Another instance whose clock is 30 s behind revokes the session.
    await models().SessionRevocation.create({
      tokenHash: hashToken(token),
      at: new Date(clock.now().getTime() - 30_000),
    });
    await models().Session.deleteOne({ tokenHash: hashToken(token) });
    await b.pollNow();
    expect(await b.resolve(token)).toBeNull();
    expect(POLL_OVERLAP_MS).toBeGreaterThan(30_000);
  });

  it('keeps the session sliding: a cached session moves its expiry once an hour', async () => {
    const { b, token } = await signedIn();
    const { Session } = models();
    // An hour of polls (a longer gap between two polls would clear the cache).
    for (let minutes = 0; minutes <= 60; minutes += 4) {
      clock.advance(4 * 60_000);
      await b.pollNow();
    }
    const reads = await countSessionReads(models(), async () => {
      expect(await b.resolve(token)).not.toBeNull();
    });
    expect(reads).toBe(0);
    const slid = await Session.findOne({ tokenHash: hashToken(token) }).lean();
    expect(slid?.expiresAt.getTime()).toBe(clock.now().getTime() + SESSION_TTL_MS);
    // Within the hour: no write again.
    const before = slid?.lastSeenAt.getTime();
    clock.advance(60_000);
    await b.pollNow();
    expect(await b.resolve(token)).not.toBeNull();
    const again = await Session.findOne({ tokenHash: hashToken(token) }).lean();
    expect(again?.lastSeenAt.getTime()).toBe(before);
  });

  it('never serves an expired session from the cache', async () => {
    const { a, token } = await signedIn();
    const session = await models()
      .Session.findOne({ tokenHash: hashToken(token) })
      .lean();
    clock.set(new Date((session?.expiresAt.getTime() ?? 0) + 1));
    await a.pollNow();
    expect(await a.resolve(token)).toBeNull();
  });
});
