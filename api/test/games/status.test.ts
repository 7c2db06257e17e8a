import { contract } from '@cum/shared/contract';
import { describe, expect, it } from 'vitest';
import { manualClock } from '../../src/lib/clock.ts';
import { type TestApp, useTestApp } from '../helpers/test-app.ts';
import { expectLedgerMatches } from '../store/economy.ts';

const clicker = (t: TestApp, headers: Record<string, string>, score: number) =>
  t.call(contract.games.play, { headers, params: { gameId: '1' }, body: { score } });

describe('games: status (the hourly cap and the daily count the Games screen shows)', () => {
  const clock = manualClock(new Date('2030-05-02T08:00:00Z'));
  const t = useTestApp({ clock });

  it('needs a signed-in user', async () => {
    await t.fails(contract.games.status, 401);
  });

  it('starts with the whole cap and all 20 rush games', async () => {
    const { headers } = await t.signedInUser();
    expect(await t.ok(contract.games.status, { headers })).toEqual({
      clicker: {
        hourlyCap: 100,
        earnedThisHour: 0,
        leftThisHour: 100,
        nextFreeAt: null,
        taps: {
          rewardPerTap: 0.1,
          energy: 500,
          energyMax: 500,
          energyPerSecond: 3,
          maxTapsPerSecond: 20,
          maxTapsPerBatch: 40,
        },
      },
      rush: { gamesPerDay: 20, playedToday: 0, gamesLeftToday: 20, minReward: 50, maxReward: 200 },
    });
  });

  it('follows clicker credits through the rolling hour and counts started rush games', async () => {
    const { headers } = await t.signedInUser();
    const first = clock.now().getTime();
    expect((await clicker(t, headers, 100)).json).toMatchObject({ reward: 1, leftThisHour: 99 });
    clock.advance(5_000);
    expect((await clicker(t, headers, 200)).json).toMatchObject({ reward: 1, leftThisHour: 98 });
    await t.ok(contract.games.rushStart, { headers, params: { gameId: '2' } });
    const s = await t.ok(contract.games.status, { headers });
    expect(s.clicker).toMatchObject({
      hourlyCap: 100,
      earnedThisHour: 2,
      leftThisHour: 98,
      nextFreeAt: new Date(first + 60 * 60_000).toISOString(),
    });
    expect(s.rush).toMatchObject({ playedToday: 1, gamesLeftToday: 19 });
    // An hour after the first credit it no longer counts.
    clock.set(new Date(first + 60 * 60_000 + 1));
    expect((await t.ok(contract.games.status, { headers })).clicker).toMatchObject({
      earnedThisHour: 1,
      leftThisHour: 99,
    });
  });
});

describe('games: CLICKER_HOURLY_CAP', () => {
  const clock = manualClock(new Date('2030-05-03T08:00:00Z'));
  const t = useTestApp({ clock, env: { CLICKER_HOURLY_CAP: '2' } });

  it('caps the clicker at the configured $CUM an hour and says so', async () => {
    const { user, headers } = await t.signedInUser();
    expect((await t.ok(contract.games.status, { headers })).clicker.hourlyCap).toBe(2);
    await clicker(t, headers, 100);
    clock.advance(10_000);
    // 200 new points at once, only 100 fit: a partial credit that says the cap was reached.
    const partial = contract.games.play.response.parse((await clicker(t, headers, 300)).json);
    expect(partial).toMatchObject({ reward: 1, leftThisHour: 0 });
    expect(partial.message).toBe("You've reached the clicker limit of 2 $CUM an hour: 1 $CUM credited.");
    clock.advance(5_000);
    const refused = await t.fails(contract.games.play, 429, {
      headers,
      params: { gameId: '1' },
      body: { score: 400 },
    });
    expect(refused.message).toMatch(/^You've reached the clicker limit of 2 \$CUM an hour\. Try again in/);
    expect(await expectLedgerMatches(t, user._id)).toBe(2000);
  });

  it('refuses a bad value at start-up, naming the variable', async () => {
    const { loadConfig } = await import('../../src/config.ts');
    for (const bad of ['0', '-5', '1.5', 'lots']) {
      expect(() => loadConfig({ APP_ENV: 'test', CLICKER_HOURLY_CAP: bad })).toThrow(/CLICKER_HOURLY_CAP/);
    }
    expect(loadConfig({ APP_ENV: 'test' }).clickerHourlyCap).toBe(100);
  });
});
