import { contract } from '@cum/shared/contract';
import { describe, expect, it } from 'vitest';
import { manualClock } from '../../src/lib/clock.ts';
import { useTestApp } from '../helpers/test-app.ts';
import { expectLedgerMatches } from '../store/economy.ts';

/**
 * A start refused with 409 "game in progress" (a double tap, a second tab, a lost answer) must not
 * cost the player the game: GET /api/games/2/session hands back the open session to resume.
 */
describe('games: resuming the open Token Rush game', () => {
  const clock = manualClock(new Date('2030-06-01T08:00:00Z'));
  const t = useTestApp({ clock });
  const params = { gameId: '2' as const };

  it('answers the open session after a refused second start, and that session pays once', async () => {
    const { user, headers } = await t.signedInUser();
    const first = await t.ok(contract.games.rushStart, { headers, params });
    clock.advance(300);
    await t.fails(contract.games.rushStart, 409, { headers, params });
    const { session } = await t.ok(contract.games.rushSession, { headers, params });
    expect(session).toEqual({
      sessionId: first.sessionId,
      seed: first.seed,
      roundMs: 10_000,
      startedAt: first.startedAt,
      elapsedMs: 300,
      remainingMs: 59_700,
      minDurationMs: 10_000,
      maxDurationMs: 60_000,
      gamesLeftToday: 19,
    });
    // Only one game was used by the two starts.
    const status = await t.ok(contract.games.status, { headers });
    expect(status.rush.playedToday).toBe(1);
    clock.advance(10_000);
    const played = await t.call(contract.games.play, {
      headers,
      params,
      body: { taps: [], sessionId: session?.sessionId },
    });
    expect(played.status).toBe(200);
    expect((await t.ok(contract.games.rushSession, { headers, params })).session).toBeNull();
    expect(await expectLedgerMatches(t, user._id)).toBe(50_000);
  });

  it('answers null without a game, after expiry, and never shows another user their game', async () => {
    const { headers } = await t.signedInUser();
    const other = await t.signedInUser();
    expect((await t.ok(contract.games.rushSession, { headers, params })).session).toBeNull();
    await t.ok(contract.games.rushStart, { headers: other.headers, params });
    expect((await t.ok(contract.games.rushSession, { headers, params })).session).toBeNull();
    await t.ok(contract.games.rushStart, { headers, params });
    clock.advance(60_000);
    expect((await t.ok(contract.games.rushSession, { headers, params })).session).toBeNull();
  });

  it('refuses game 1 and a signed-out caller', async () => {
    const { headers } = await t.signedInUser();
    await t.fails(contract.games.rushSession, 400, { headers, params: { gameId: '1' as '2' } });
    await t.fails(contract.games.rushSession, 401, { params });
  });
});
