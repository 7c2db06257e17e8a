import { contract } from '@cum/shared/contract';
import { describe, expect, it } from 'vitest';
import { manualClock } from '../../src/lib/clock.ts';
import { useTestApp } from '../helpers/test-app.ts';
import { entriesOf, expectLedgerMatches } from '../store/economy.ts';

describe('games: Token Rush (game 2)', () => {
  const clock = manualClock(new Date('2030-05-01T08:00:00Z'));
  const t = useTestApp({ clock });

  const start = (headers: Record<string, string>) =>
    t.ok(contract.games.rushStart, { headers, params: { gameId: '2' } });
  const play = (headers: Record<string, string>, score: number, sessionId?: string) =>
    t.call(contract.games.play, { headers, params: { gameId: '2' }, body: { score, sessionId } });

  it('starts a session and pays 50 + floor(150 x score / 1000) once, 10 to 60 s later', async () => {
    const { user, headers } = await t.signedInUser();
    const s = await start(headers);
    expect(s).toMatchObject({ minDurationMs: 10_000, maxDurationMs: 60_000, gamesLeftToday: 19 });
    expect(s.startedAt).toBe(clock.now().toISOString());
    clock.advance(10_500);
    const r = await play(headers, 500, s.sessionId);
    expect(r.status).toBe(200);
    expect(r.json).toEqual({ reward: 125, cumBalance: 125, message: 'You scored 500 and won 125 $CUM!' });
    const [entry] = await entriesOf(t, user._id, 'game_rush');
    expect(entry?.key).toBe(`rush:${s.sessionId}`);
    const events = await t.services.models.ActivityEvent.find({
      userId: user._id,
      type: 'game_played',
    }).lean();
    expect(events).toHaveLength(1);
    expect(await expectLedgerMatches(t, user._id)).toBe(125_000);
  });

  it('pays 50 for a score of 0 and 200 for 1000', async () => {
    const { user, headers } = await t.signedInUser();
    // One open game at a time: the second starts after the first is submitted.
    const a = await start(headers);
    clock.advance(30_000);
    expect((await play(headers, 0, a.sessionId)).json).toMatchObject({ reward: 50 });
    const b = await start(headers);
    clock.advance(30_000);
    expect((await play(headers, 1000, b.sessionId)).json).toMatchObject({ reward: 200, cumBalance: 250 });
    expect(await expectLedgerMatches(t, user._id)).toBe(250_000);
  });

  it('refuses a score of 5000', async () => {
    const { user, headers } = await t.signedInUser();
    const s = await start(headers);
    clock.advance(11_000);
    const r = await play(headers, 5000, s.sessionId);
    expect(r.status).toBe(400);
    expect((r.json as { message: string }).message).toBe("A Token Rush score can't be more than 1000.");
    expect(await expectLedgerMatches(t, user._id)).toBe(0);
    // The session is still playable with an honest score.
    expect((await play(headers, 1000, s.sessionId)).status).toBe(200);
  });

  it('refuses a score submitted 2 s after the start', async () => {
    const { user, headers } = await t.signedInUser();
    const s = await start(headers);
    clock.advance(2_000);
    const r = await play(headers, 300, s.sessionId);
    expect(r.status).toBe(409);
    expect((r.json as { message: string }).message).toMatch(/too early/);
    expect(await expectLedgerMatches(t, user._id)).toBe(0);
  });

  it('refuses a session older than 60 s', async () => {
    const { user, headers } = await t.signedInUser();
    const s = await start(headers);
    clock.advance(60_001);
    const r = await play(headers, 300, s.sessionId);
    expect(r.status).toBe(409);
    expect((r.json as { message: string }).message).toBe('This game session has expired. Start a new game.');
    expect(await expectLedgerMatches(t, user._id)).toBe(0);
  });

  it('refuses a second submission of one session', async () => {
    const { user, headers } = await t.signedInUser();
    const s = await start(headers);
    clock.advance(12_000);
    expect((await play(headers, 400, s.sessionId)).status).toBe(200);
    const r = await play(headers, 400, s.sessionId);
    expect(r.status).toBe(409);
    expect((r.json as { message: string }).message).toMatch(/already submitted/);
    expect(await expectLedgerMatches(t, user._id)).toBe(110_000);
  });

  it('refuses a missing, malformed, unknown or foreign session', async () => {
    const { user, headers } = await t.signedInUser();
    const other = await t.signedInUser();
    const foreign = await start(other.headers);
    clock.advance(15_000);
    expect((await play(headers, 100)).status).toBe(400);
    expect((await play(headers, 100, 'not-an-id')).status).toBe(404);
    expect((await play(headers, 100, '0123456789abcdef01234567')).status).toBe(404);
    expect((await play(headers, 100, foreign.sessionId)).status).toBe(404);
    await t.fails(contract.games.rushStart, 400, { headers, params: { gameId: '1' } });
    await t.fails(contract.games.rushStart, 401, { params: { gameId: '2' } });
    expect(await expectLedgerMatches(t, user._id)).toBe(0);
  });

  it('allows 20 games a UTC day and refuses the 21st start', { timeout: 60_000 }, async () => {
    const { headers } = await t.signedInUser();
    for (let i = 0; i < 20; i++) {
      expect((await start(headers)).gamesLeftToday).toBe(19 - i);
      // Left unplayed: it stops being the open game once it expires.
      clock.advance(60_001);
    }
    const e = await t.fails(contract.games.rushStart, 429, { headers, params: { gameId: '2' } });
    expect(e.message).toBe("You've played all 20 Token Rush games for today. Come back tomorrow!");
    clock.advance(24 * 60 * 60_000);
    expect((await start(headers)).gamesLeftToday).toBe(19);
  });

  it('40 simultaneous starts open at most 20 sessions', { timeout: 120_000 }, async () => {
    const { user, headers } = await t.signedInUser();
    const results = await Promise.all(
      Array.from({ length: 40 }, () =>
        t.call(contract.games.rushStart, { headers, params: { gameId: '2' } }),
      ),
    );
    expect(results.filter((r) => r.status === 200).length).toBeLessThanOrEqual(20);
    for (const r of results) expect([200, 409, 429]).toContain(r.status);
    expect(await t.services.models.GameSession.countDocuments({ userId: user._id })).toBe(
      results.filter((r) => r.status === 200).length,
    );
  });

  it('refuses a new start while a game is open (409), and allows it once that game expires', async () => {
    const { headers } = await t.signedInUser();
    await start(headers);
    const e = await t.fails(contract.games.rushStart, 409, { headers, params: { gameId: '2' } });
    expect(e.message).toMatch(/already have a Token Rush game in progress/);
    clock.advance(60_001);
    expect((await start(headers)).gamesLeftToday).toBe(18);
  });

  it('200 simultaneous plays of one session credit once', { timeout: 180_000 }, async () => {
    const { user, headers } = await t.signedInUser();
    const s = await start(headers);
    clock.advance(10_000);
    const results = await Promise.all(Array.from({ length: 200 }, () => play(headers, 1000, s.sessionId)));
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    for (const r of results.filter((x) => x.status !== 200)) expect(r.status).toBe(409);
    expect(await expectLedgerMatches(t, user._id)).toBe(200_000);
    expect(await entriesOf(t, user._id, 'game_rush')).toHaveLength(1);
  });
});
