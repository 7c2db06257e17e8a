import { contract } from '@cum/shared/contract';
import { RUSH_MAX_TAPS, type RushTap, rushMaxScore, rushSchedule } from '@cum/shared/domain/token-rush';
import { describe, expect, it } from 'vitest';
import { manualClock } from '../../src/lib/clock.ts';
import { useTestApp } from '../helpers/test-app.ts';
import { entriesOf, expectLedgerMatches } from '../store/economy.ts';

/** Every token of the round tapped mid-fall, in time order: a perfect player. */
const perfect = (seed: number): RushTap[] =>
  rushSchedule(seed)
    .map((t) => ({ id: t.id, atMs: t.appearAtMs + Math.floor(t.fallMs / 2) }))
    .sort((a, b) => a.atMs - b.atMs);

describe('games: Token Rush (game 2)', () => {
  const clock = manualClock(new Date('2030-05-01T08:00:00Z'));
  const t = useTestApp({ clock });

  const start = (headers: Record<string, string>) =>
    t.ok(contract.games.rushStart, { headers, params: { gameId: '2' } });
  const play = (headers: Record<string, string>, taps: unknown, sessionId?: string, score?: number) =>
    t.call(contract.games.play, {
      headers,
      params: { gameId: '2' },
      body: { taps, sessionId, score } as never,
    });
  const message = (json: unknown) => (json as { message: string }).message;

  it('starts a round with a seed and pays a perfect player 200 once, scored from the server schedule', async () => {
    const { user, headers } = await t.signedInUser();
    const s = await start(headers);
    expect(s).toMatchObject({
      roundMs: 10_000,
      minDurationMs: 10_000,
      maxDurationMs: 60_000,
      gamesLeftToday: 19,
    });
    expect(s.startedAt).toBe(clock.now().toISOString());
    const stored = await t.services.models.GameSession.findById(s.sessionId).lean();
    expect(stored?.seed).toBe(s.seed);
    clock.advance(10_500);
    const r = await play(headers, perfect(s.seed), s.sessionId);
    expect(r.status).toBe(200);
    const max = rushMaxScore(rushSchedule(s.seed));
    expect(r.json).toEqual({
      reward: 200,
      score: max,
      maxScore: max,
      cumBalance: 200,
      message: `You scored ${max} of ${max} and won 200 $CUM!`,
    });
    const [entry] = await entriesOf(t, user._id, 'game_rush');
    expect(entry?.key).toBe(`rush:${s.sessionId}`);
    const events = await t.services.models.ActivityEvent.find({
      userId: user._id,
      type: 'game_played',
    }).lean();
    expect(events).toHaveLength(1);
    expect(await expectLedgerMatches(t, user._id)).toBe(200_000);
  });

  it('an idle round pays 50, half the tokens pay in between; a claimed score is ignored', async () => {
    const { user, headers } = await t.signedInUser();
    const a = await start(headers);
    clock.advance(30_000);
    expect((await play(headers, [], a.sessionId, 1000)).json).toMatchObject({ reward: 50, score: 0 });
    const b = await start(headers);
    clock.advance(12_000);
    const half = perfect(b.seed).filter((_, i) => i % 2 === 0);
    const r = (await play(headers, half, b.sessionId)).json as {
      reward: number;
      score: number;
      maxScore: number;
    };
    expect(r.score).toBe(half.reduce((n, tap) => n + (rushSchedule(b.seed)[tap.id]?.value ?? 0), 0));
    expect(r.reward).toBe(50 + Math.floor((150 * r.score) / r.maxScore));
    expect(r.reward).toBeGreaterThan(50);
    expect(r.reward).toBeLessThan(200);
    expect(await expectLedgerMatches(t, user._id)).toBe((50 + r.reward) * 1000);
  });

  it('invented ids, replayed taps and taps outside the windows or after the round count for nothing', async () => {
    const { user, headers } = await t.signedInUser();
    const s = await start(headers);
    clock.advance(40_000);
    const schedule = rushSchedule(s.seed);
    const first = schedule[0];
    if (!first) throw new Error('empty schedule');
    const taps = [
      { id: first.id, atMs: first.appearAtMs + 10 },
      { id: first.id, atMs: first.appearAtMs + 20 },
      { id: 9_999, atMs: first.appearAtMs + 30 },
      ...schedule.slice(1).map((tk) => ({ id: tk.id, atMs: 10_001 + tk.id })),
    ];
    const r = await play(headers, taps, s.sessionId);
    expect(r.json).toMatchObject({
      score: first.value,
      reward: 50 + Math.floor((150 * first.value) / rushMaxScore(schedule)),
    });
    expect(await expectLedgerMatches(t, user._id)).toBe((r.json as { reward: number }).reward * 1000);
  });

  it('refuses malformed taps with a 400 and credits nothing; the round stays playable', async () => {
    const { user, headers } = await t.signedInUser();
    const s = await start(headers);
    clock.advance(11_000);
    const many = Array.from({ length: RUSH_MAX_TAPS + 1 }, (_, i) => ({ id: i % 24, atMs: i * 100 }));
    const cases: [unknown, RegExp][] = [
      [undefined, /Send the taps/],
      [many, /at most/],
      [[{ id: 1, atMs: -5 }], /negative/],
      [[{ id: 1, atMs: 1.5 }], /whole number/],
      [
        [
          { id: 1, atMs: 900 },
          { id: 2, atMs: 800 },
        ],
        /order they happened/,
      ],
      ['all of them', /.+/],
    ];
    for (const [taps, why] of cases) {
      const r = await play(headers, taps, s.sessionId);
      expect(r.status).toBe(400);
      expect(message(r.json)).toMatch(why);
    }
    expect(await expectLedgerMatches(t, user._id)).toBe(0);
    expect((await play(headers, perfect(s.seed), s.sessionId)).json).toMatchObject({ reward: 200 });
  });

  it('refuses a result 2 s after the start, even with every tap of the round', async () => {
    const { user, headers } = await t.signedInUser();
    const s = await start(headers);
    clock.advance(2_000);
    const r = await play(headers, perfect(s.seed), s.sessionId);
    expect(r.status).toBe(409);
    expect(message(r.json)).toMatch(/too early/);
    expect(await expectLedgerMatches(t, user._id)).toBe(0);
  });

  it('refuses a session older than 60 s', async () => {
    const { user, headers } = await t.signedInUser();
    const s = await start(headers);
    clock.advance(60_001);
    const r = await play(headers, [], s.sessionId);
    expect(r.status).toBe(409);
    expect(message(r.json)).toBe('This game session has expired. Start a new game.');
    expect(await expectLedgerMatches(t, user._id)).toBe(0);
  });

  it('refuses a second submission of one session', async () => {
    const { user, headers } = await t.signedInUser();
    const s = await start(headers);
    clock.advance(12_000);
    expect((await play(headers, [], s.sessionId)).status).toBe(200);
    const r = await play(headers, perfect(s.seed), s.sessionId);
    expect(r.status).toBe(409);
    expect(message(r.json)).toMatch(/already submitted/);
    expect(await expectLedgerMatches(t, user._id)).toBe(50_000);
  });

  it('refuses a missing, malformed, unknown or foreign session', async () => {
    const { user, headers } = await t.signedInUser();
    const other = await t.signedInUser();
    const foreign = await start(other.headers);
    clock.advance(15_000);
    expect((await play(headers, [])).status).toBe(400);
    expect((await play(headers, [], 'not-an-id')).status).toBe(404);
    expect((await play(headers, [], '0123456789abcdef01234567')).status).toBe(404);
    expect((await play(headers, perfect(foreign.seed), foreign.sessionId)).status).toBe(404);
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
    const results = await Promise.all(
      Array.from({ length: 200 }, () => play(headers, perfect(s.seed), s.sessionId)),
    );
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    for (const r of results.filter((x) => x.status !== 200)) expect(r.status).toBe(409);
    expect(await expectLedgerMatches(t, user._id)).toBe(200_000);
    expect(await entriesOf(t, user._id, 'game_rush')).toHaveLength(1);
  });
});
