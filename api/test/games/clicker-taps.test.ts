import { randomUUID } from 'node:crypto';
import { contract } from '@cum/shared/contract';
import {
  CLICKER_ENERGY_MAX,
  CLICKER_ENERGY_PER_SECOND,
  CLICKER_MAX_TAPS_PER_BATCH,
  CLICKER_MILLI_PER_TAP,
} from '@cum/shared/domain/clicker-taps';
import { describe, expect, it } from 'vitest';
import { manualClock } from '../../src/lib/clock.ts';
import { useTestApp } from '../helpers/test-app.ts';
import { entriesOf, expectLedgerMatches } from '../store/economy.ts';

describe('games: CUM Clicker paid per tap (batches)', () => {
  const clock = manualClock(new Date('2030-05-01T08:00:00Z'));
  const t = useTestApp({ clock });

  const send = (headers: Record<string, string>, taps: number, batchId: string = randomUUID()) =>
    t.call(contract.games.clickerTaps, { headers, body: { batchId, taps } });
  const accept = async (headers: Record<string, string>, taps: number, batchId?: string) => {
    const r = await send(headers, taps, batchId);
    if (r.status !== 200) throw new Error(`taps ${taps}: ${r.status} ${JSON.stringify(r.json)}`);
    return contract.games.clickerTaps.response.parse(r.json);
  };

  it('pays every tap of a batch and a replayed batch id pays nothing new', async () => {
    const { user, headers } = await t.signedInUser();
    const batchId = randomUUID();
    const first = await accept(headers, 20, batchId);
    expect(first).toMatchObject({ paid: 20, reward: (20 * CLICKER_MILLI_PER_TAP) / 1000, replayed: false });
    expect(first.energy).toBe(CLICKER_ENERGY_MAX - 20);
    clock.advance(2_000);
    const again = await accept(headers, 20, batchId);
    expect(again).toMatchObject({
      paid: 20,
      reward: first.reward,
      cumBalance: first.cumBalance,
      replayed: true,
    });
    const entries = await entriesOf(t, user._id, 'game_clicker');
    expect(entries).toHaveLength(1);
    expect(entries[0]?.key).toBe(`clicker-taps:${user._id.toHexString()}:${batchId}`);
    expect(await expectLedgerMatches(t, user._id)).toBe(20 * CLICKER_MILLI_PER_TAP);
  });

  it('the same batch sent twice at once pays once; two different batches at once both pay', async () => {
    const { user, headers } = await t.signedInUser();
    const batchId = randomUUID();
    const same = await Promise.all([send(headers, 10, batchId), send(headers, 10, batchId)]);
    for (const r of same) expect(r.status).toBe(200);
    expect(await expectLedgerMatches(t, user._id)).toBe(10 * CLICKER_MILLI_PER_TAP);
    clock.advance(2_000);
    const two = await Promise.all([send(headers, 15), send(headers, 15)]);
    for (const r of two) expect(r.status, JSON.stringify(r.json)).toBe(200);
    expect(await expectLedgerMatches(t, user._id)).toBe(40 * CLICKER_MILLI_PER_TAP);
    expect(await entriesOf(t, user._id, 'game_clicker')).toHaveLength(3);
  });

  it('refuses taps faster than a human (20 a second) and credits nothing', async () => {
    const { user, headers } = await t.signedInUser();
    await accept(headers, CLICKER_MAX_TAPS_PER_BATCH);
    clock.advance(1_000);
    const r = await send(headers, 30);
    expect(r.status).toBe(409);
    expect((r.json as { message: string }).message).toMatch(/faster than anyone can tap/);
    await t.fails(contract.games.clickerTaps, 400, {
      headers,
      body: { batchId: randomUUID(), taps: CLICKER_MAX_TAPS_PER_BATCH + 1 },
    });
    await t.fails(contract.games.clickerTaps, 400, { headers, body: { batchId: 'x', taps: 1 } });
    await t.fails(contract.games.clickerTaps, 400, { headers, body: { batchId: randomUUID(), taps: 0 } });
    await t.fails(contract.games.clickerTaps, 401, { body: { batchId: randomUUID(), taps: 1 } });
    expect(await expectLedgerMatches(t, user._id)).toBe(CLICKER_MAX_TAPS_PER_BATCH * CLICKER_MILLI_PER_TAP);
    clock.advance(1_000);
    expect((await accept(headers, 20)).paid).toBe(20);
  });

  it('energy runs out and refills over time', { timeout: 60_000 }, async () => {
    const { headers } = await t.signedInUser();
    let energy = CLICKER_ENERGY_MAX;
    while (energy >= CLICKER_MAX_TAPS_PER_BATCH) {
      energy = (await accept(headers, CLICKER_MAX_TAPS_PER_BATCH)).energy;
      clock.advance(2_000);
    }
    // Whatever is left is paid; the rest of the batch is not.
    const partial = await accept(headers, CLICKER_MAX_TAPS_PER_BATCH);
    expect(partial.paid).toBeLessThan(CLICKER_MAX_TAPS_PER_BATCH);
    expect(partial.energy).toBeLessThan(1);
    clock.advance(100);
    const refused = await send(headers, 1);
    expect(refused.status).toBe(429);
    expect((refused.json as { message: string }).message).toMatch(
      /^Out of energy\. It refills in \d+ seconds?\.$/,
    );
    clock.advance(10_000);
    expect((await accept(headers, 10 * CLICKER_ENERGY_PER_SECOND)).paid).toBe(10 * CLICKER_ENERGY_PER_SECOND);
    const s = await t.ok(contract.games.status, { headers });
    expect(s.clicker.taps).toMatchObject({
      energyMax: CLICKER_ENERGY_MAX,
      rewardPerTap: CLICKER_MILLI_PER_TAP / 1000,
    });
  });

  it('the hourly cap is reachable in a few minutes of tapping and then pays nothing', {
    timeout: 120_000,
  }, async () => {
    const { user, headers } = await t.signedInUser();
    const start = clock.now().getTime();
    // A person tapping 10 times a second, reported once a second.
    let paid = 0;
    for (;;) {
      const r = await send(headers, 10);
      if (r.status === 429) {
        expect((r.json as { message: string }).message).toMatch(/clicker limit of 100 \$CUM an hour/);
        break;
      }
      expect(r.status, JSON.stringify(r.json)).toBe(200);
      paid += contract.games.clickerTaps.response.parse(r.json).paid;
      clock.advance(1_000);
    }
    expect(paid * CLICKER_MILLI_PER_TAP).toBe(100_000);
    expect(clock.now().getTime() - start).toBeLessThan(5 * 60_000);
    expect(await expectLedgerMatches(t, user._id)).toBe(100_000);
  });

  it('at the edge of the hourly cap, simultaneous tap batches and score submissions never pay past it', {
    timeout: 180_000,
  }, async () => {
    const { user, headers } = await t.signedInUser();
    // Tap to 2 $CUM short of the cap (100 $CUM = 1,000 taps), as a person would.
    let paidTaps = 0;
    while (paidTaps < 980) {
      paidTaps += (await accept(headers, 10)).paid;
      clock.advance(1_000);
    }
    clock.advance(60_000);
    // 12 batches of 20 taps (240 taps, 24 $CUM) and 4 clicker scores of 300 points (3 $CUM each) at once.
    const results = await Promise.all([
      ...Array.from({ length: 12 }, () => send(headers, CLICKER_MAX_TAPS_PER_BATCH)),
      ...Array.from({ length: 4 }, () =>
        t.call(contract.games.play, { headers, params: { gameId: '1' }, body: { score: 300 } }),
      ),
    ]);
    // Each is paid, refused at the cap (429) or refused as faster than a person taps (409).
    for (const r of results) expect([200, 409, 429], JSON.stringify(r.json)).toContain(r.status);
    // Issue 28: every refusal of the race says why (the cap, too fast, or another batch being saved).
    for (const r of results.filter((x) => x.status !== 200))
      expect((r.json as { reason?: string }).reason).toMatch(/^(clicker|taps)-/);
    // Exactly the cap, never more, and every $CUM of it in the ledger.
    expect(await expectLedgerMatches(t, user._id)).toBe(100_000);
    clock.advance(1_000);
    const after = await send(headers, 1);
    expect((after.json as { message: string }).message).toMatch(/clicker limit of 100 \$CUM an hour/);
    expect(await expectLedgerMatches(t, user._id)).toBe(100_000);
  });
});
