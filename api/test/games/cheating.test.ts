import { contract } from '@cum/shared/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { manualClock } from '../../src/lib/clock.ts';
import { useTestApp } from '../helpers/test-app.ts';
import { expectLedgerMatches } from '../store/economy.ts';

/**
 * The original client trusted itself. One user tries every trick in turn; after each, nothing beyond
 * the honest amount was credited and the balance still equals the sum of the user's ledger.
 */
describe('cheating attempts (one user, in sequence)', () => {
  const clock = manualClock(new Date('2030-07-01T10:00:00Z'));
  let headers: Record<string, string>;
  let userId: Parameters<typeof expectLedgerMatches>[1];
  let expected = 0;
  const t = useTestApp({ clock });
  beforeAll(async () => {
    const s = await t.signedInUser();
    headers = s.headers;
    userId = s.user._id;
  });

  const message = (json: unknown) => (json as { message: string }).message;

  it('a claimed rush score of 5000 counts for nothing: the server scores the taps (none: 50)', async () => {
    // One open game at a time: a game another test left open (any order) must have expired.
    clock.advance(60_001);
    const s = await t.ok(contract.games.rushStart, { headers, params: { gameId: '2' } });
    clock.advance(10_000);
    const r = await t.call(contract.games.play, {
      headers,
      params: { gameId: '2' },
      body: { score: 5000, taps: [], sessionId: s.sessionId },
    });
    expect(r.status).toBe(200);
    expect(r.json).toMatchObject({ reward: 50, score: 0 });
    expected += 50_000;
    expect(await expectLedgerMatches(t, userId)).toBe(expected);
  });

  it('a rush score 2 s after the start is refused', async () => {
    // One open game at a time: a game another test left open (any order) must have expired.
    clock.advance(60_001);
    const s = await t.ok(contract.games.rushStart, { headers, params: { gameId: '2' } });
    clock.advance(2_000);
    const r = await t.call(contract.games.play, {
      headers,
      params: { gameId: '2' },
      body: { taps: [{ id: 0, atMs: 500 }], sessionId: s.sessionId },
    });
    expect(r.status).toBe(409);
    expect(await expectLedgerMatches(t, userId)).toBe(expected);
  });

  it('a second submission of one rush session is refused', async () => {
    // One open game at a time: a game another test left open (any order) must have expired.
    clock.advance(60_001);
    const s = await t.ok(contract.games.rushStart, { headers, params: { gameId: '2' } });
    clock.advance(10_000);
    const body = { taps: [], sessionId: s.sessionId };
    expect((await t.call(contract.games.play, { headers, params: { gameId: '2' }, body })).status).toBe(200);
    expected += 50_000;
    const again = await t.call(contract.games.play, { headers, params: { gameId: '2' }, body });
    expect(again.status).toBe(409);
    expect(await expectLedgerMatches(t, userId)).toBe(expected);
  });

  it('10,000 clicker points in one second are refused', async () => {
    const first = await t.call(contract.games.play, {
      headers,
      params: { gameId: '1' },
      body: { score: 100 },
    });
    expect(first.status).toBe(200);
    expected += 1000;
    clock.advance(1_000);
    const r = await t.call(contract.games.play, {
      headers,
      params: { gameId: '1' },
      body: { score: 10_100 },
    });
    expect(r.status).toBe(409);
    expect(message(r.json)).toMatch(/faster than anyone can click/);
    expect(await expectLedgerMatches(t, userId)).toBe(expected);
  });

  it('one hour of watch time reported after ten seconds pays at most those seconds', async () => {
    await t.ok(contract.videos.list, { headers });
    clock.advance(10_000);
    const r = await t.ok(contract.videos.watch, { headers, body: { videoId: 'v2', watchTime: 3600 } });
    expect(r.creditedSeconds).toBeLessThanOrEqual(12);
    expected += r.creditedSeconds * 5;
    expect(await expectLedgerMatches(t, userId)).toBe(expected);
  });

  it('a repeated like is refused', async () => {
    await t.ok(contract.videos.socialAction, { headers, body: { videoId: 'v1', action: 'like' } });
    expected += 10;
    const r = await t.call(contract.videos.socialAction, {
      headers,
      body: { videoId: 'v1', action: 'like' },
    });
    expect(r.status).toBe(409);
    expect(message(r.json)).toBe("You've already performed this action on this video");
    expect(await expectLedgerMatches(t, userId)).toBe(expected);
  });
});
