import { contract } from '@cum/shared/contract';
import { describe, expect, it } from 'vitest';
import { manualClock } from '../../src/lib/clock.ts';
import { useTestApp } from '../helpers/test-app.ts';
import { entriesOf, expectLedgerMatches } from '../store/economy.ts';

describe('games: CUM Clicker (game 1)', () => {
  const clock = manualClock(new Date('2030-05-01T08:00:00Z'));
  const t = useTestApp({ clock });

  const submit = (headers: Record<string, string>, score: number) =>
    t.call(contract.games.play, { headers, params: { gameId: '1' }, body: { score } });
  const accept = async (headers: Record<string, string>, score: number) => {
    const r = await submit(headers, score);
    if (r.status !== 200) throw new Error(`clicker ${score}: ${r.status} ${JSON.stringify(r.json)}`);
    return contract.games.play.response.parse(r.json);
  };

  it('pays 1 $CUM per 100 points at human speed', async () => {
    const { user, headers } = await t.signedInUser();
    expect(await accept(headers, 100)).toEqual({
      reward: 1,
      cumBalance: 1,
      message: '+1 $CUM for 100 points!',
      leftThisHour: 99,
    });
    clock.advance(5_000);
    expect((await accept(headers, 200)).cumBalance).toBe(2);
    clock.advance(6_000);
    expect((await accept(headers, 300)).reward).toBe(1);
    const entries = await entriesOf(t, user._id, 'game_clicker');
    expect(entries.map((e) => e.amount)).toEqual([1000, 1000, 1000]);
    expect(entries[0]?.key).toBe(`clicker:${user._id.toHexString()}:1`);
    expect(await expectLedgerMatches(t, user._id)).toBe(3000);
  });

  it('refuses 10,000 points in one second and credits nothing', async () => {
    const { user, headers } = await t.signedInUser();
    await accept(headers, 100);
    clock.advance(1_000);
    const r = await submit(headers, 10_100);
    expect(r.status).toBe(409);
    expect((r.json as { message: string }).message).toMatch(/faster than anyone can click/);
    // Also as the very first submission of a user.
    const other = await t.signedInUser();
    expect((await submit(other.headers, 10_000)).status).toBe(409);
    expect(await expectLedgerMatches(t, other.user._id)).toBe(0);
    expect(await expectLedgerMatches(t, user._id)).toBe(1000);
  });

  it('needs 5 s for 100 points (20 a second)', async () => {
    const { user, headers } = await t.signedInUser();
    await accept(headers, 100);
    clock.advance(4_999);
    await t.fails(contract.games.play, 409, { headers, params: { gameId: '1' }, body: { score: 200 } });
    clock.advance(1);
    await accept(headers, 200);
    expect(await expectLedgerMatches(t, user._id)).toBe(2000);
  });

  it('accepts only positive multiples of 100', async () => {
    const { user, headers } = await t.signedInUser();
    for (const score of [0, 50, 150]) {
      const e = await t.fails(contract.games.play, 400, {
        headers,
        params: { gameId: '1' },
        body: { score },
      });
      expect(e.message).toMatch(/every 100 points/);
    }
    await t.fails(contract.games.play, 400, { headers, params: { gameId: '1' }, body: { score: 100.5 } });
    await t.fails(contract.games.play, 400, { headers, params: { gameId: '1' }, body: { score: -100 } });
    await t.fails(contract.games.play, 400, { headers, params: { gameId: '3' }, body: { score: 100 } });
    await t.fails(contract.games.play, 401, { params: { gameId: '1' }, body: { score: 100 } });
    expect(await expectLedgerMatches(t, user._id)).toBe(0);
  });

  it('a score at or below the last one starts a new run (a reloaded game)', async () => {
    const { user, headers } = await t.signedInUser();
    await accept(headers, 100);
    clock.advance(5_000);
    await accept(headers, 200);
    clock.advance(5_000);
    expect((await accept(headers, 100)).reward).toBe(1);
    expect(await expectLedgerMatches(t, user._id)).toBe(3000);
  });

  it('pays at most 100 $CUM in any rolling hour', { timeout: 120_000 }, async () => {
    const { user, headers } = await t.signedInUser();
    const start = clock.now().getTime();
    await accept(headers, 100);
    // 99 more steps of 100 points at the fastest human pace: 100 $CUM in total.
    for (let score = 200; score <= 10_000; score += 100) {
      clock.advance(5_000);
      await accept(headers, score);
    }
    expect(await expectLedgerMatches(t, user._id)).toBe(100_000);
    clock.advance(5_000);
    const e = await t.fails(contract.games.play, 429, {
      headers,
      params: { gameId: '1' },
      body: { score: 10_100 },
    });
    expect(e.message).toMatch(
      /^You've reached the clicker limit of 100 \$CUM an hour\. Try again in \d+ minutes?\.$/,
    );
    // Once the first credit is an hour old, room for 100 points opens again.
    clock.set(new Date(start + 60 * 60_000 + 1));
    expect((await accept(headers, 10_100)).reward).toBe(1);
    expect(await expectLedgerMatches(t, user._id)).toBe(101_000);
  });

  it('concurrent submissions of one step credit it once', { timeout: 120_000 }, async () => {
    const { user, headers } = await t.signedInUser();
    await accept(headers, 100);
    clock.advance(5_000);
    const results = await Promise.all(Array.from({ length: 30 }, () => submit(headers, 200)));
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    for (const r of results) expect([200, 409]).toContain(r.status);
    // Issue 28: each refusal says why, never an unexplained 409.
    for (const r of results.filter((x) => x.status !== 200))
      expect((r.json as { reason?: string }).reason).toMatch(/^clicker-/);
    expect(await expectLedgerMatches(t, user._id)).toBe(2000);
  });
});
