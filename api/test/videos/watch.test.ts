import { contract } from '@cum/shared/contract';
import { DAILY_WATCH_CAP_SECONDS, findVideo } from '@cum/shared/domain/videos';
import { describe, expect, it } from 'vitest';
import { inTransaction } from '../../src/db/transaction.ts';
import { manualClock } from '../../src/lib/clock.ts';
import { captureCalls } from '../helpers/docs-examined.ts';
import { useTestApp } from '../helpers/test-app.ts';
import { entriesOf, expectLedgerMatches } from '../store/economy.ts';

describe('videos: feed and watch time', () => {
  const clock = manualClock(new Date('2030-03-10T12:00:00Z'));
  const t = useTestApp({ clock });

  const watch = (headers: Record<string, string>, videoId: string, watchTime: number) =>
    t.ok(contract.videos.watch, { headers, body: { videoId, watchTime } });

  it('needs a signed-in user', async () => {
    await t.fails(contract.videos.list, 401);
    await t.fails(contract.videos.watch, 401, { body: { videoId: 'v1', watchTime: 5 } });
  });

  it('lists the four videos held by the server', async () => {
    const { headers } = await t.signedInUser();
    const { videos } = await t.ok(contract.videos.list, { headers });
    expect(videos.map((v) => v.id)).toEqual(['v1', 'v2', 'v3', 'v4']);
    expect(videos.every((v) => v.duration > 0 && v.thumbnail.startsWith('/videos/'))).toBe(true);
  });

  it('credits watched seconds at 0.005 $CUM each, measured from the feed call', async () => {
    const { user, headers } = await t.signedInUser();
    await t.ok(contract.videos.list, { headers });
    clock.advance(10_000);
    const r = await watch(headers, 'v2', 10);
    expect(r).toEqual({ success: true, earnings: 0.05, cumBalance: 0.05, creditedSeconds: 10 });
    clock.advance(11_000);
    const r2 = await watch(headers, 'v4', 10);
    expect(r2.creditedSeconds).toBe(10);
    expect(r2.cumBalance).toBe(0.1);
    const [entry] = await entriesOf(t, user._id, 'video_watch');
    expect(entry?.amount).toBe(50);
    expect(entry?.key).toMatch(new RegExp(`^watch:${user._id.toHexString()}:\\d+$`));
    expect(await expectLedgerMatches(t, user._id)).toBe(100);
  });

  it('refuses to pay an hour of watching reported after ten seconds', async () => {
    const { user, headers } = await t.signedInUser();
    await t.ok(contract.videos.list, { headers });
    clock.advance(10_000);
    const r = await watch(headers, 'v2', 3600);
    // At most the 10 s that passed plus the 2 s slack.
    expect(r.creditedSeconds).toBe(12);
    expect(r.earnings).toBe(0.06);
    // The slack is not paid twice: a second report right away gets nothing.
    const again = await watch(headers, 'v2', 3600);
    expect(again.creditedSeconds).toBe(0);
    expect(again.earnings).toBe(0);
    expect(await expectLedgerMatches(t, user._id)).toBe(60);
  });

  it("caps a report at the video's duration", async () => {
    const { user, headers } = await t.signedInUser();
    await t.ok(contract.videos.list, { headers });
    clock.advance(5 * 60_000);
    const r = await watch(headers, 'v3', 500);
    expect(r.creditedSeconds).toBe(findVideo('v3')?.duration);
    expect(r.creditedSeconds).toBe(10);
    expect(await expectLedgerMatches(t, user._id)).toBe(50);
  });

  it('answers 404 for an unknown video and 400 for bad input, changing nothing', async () => {
    const { user, headers } = await t.signedInUser();
    await t.ok(contract.videos.list, { headers });
    clock.advance(14_000);
    const e = await t.fails(contract.videos.watch, 404, {
      headers,
      body: { videoId: 'nope', watchTime: 10 },
    });
    expect(e.message).toBe("This video doesn't exist.");
    await t.fails(contract.videos.watch, 400, { headers, body: { videoId: 'v1', watchTime: -1 } });
    await t.fails(contract.videos.watch, 400, { headers, body: { videoId: 'v1', watchTime: 'ten' } });
    await t.fails(contract.videos.watch, 400, { headers, body: { videoId: { $ne: '' }, watchTime: 5 } });
    await t.fails(contract.videos.watch, 400, { headers, body: { watchTime: 5 } });
    expect(await expectLedgerMatches(t, user._id)).toBe(0);
    // The refused reports did not move the clock: the 14 s are still there.
    expect((await watch(headers, 'v4', 14)).creditedSeconds).toBe(14);
  });

  it('without a feed call the first report starts the clock and pays nothing', async () => {
    const { user, headers } = await t.signedInUser();
    expect((await watch(headers, 'v2', 15)).creditedSeconds).toBe(0);
    clock.advance(15_000);
    expect((await watch(headers, 'v2', 15)).creditedSeconds).toBe(15);
    expect(await expectLedgerMatches(t, user._id)).toBe(75);
  });

  it('a feed opened after a long pause restarts the clock; time away is never claimable', async () => {
    const { user, headers } = await t.signedInUser();
    await t.ok(contract.videos.list, { headers });
    clock.advance(3 * 60 * 60_000);
    await t.ok(contract.videos.list, { headers });
    clock.advance(5_000);
    expect((await watch(headers, 'v2', 60)).creditedSeconds).toBe(7);
    // A refetch of the feed during a viewing session does not restart the clock: 13 s passed since
    // the paid 7 s, so 15 s (13 + slack) are claimable; a restarted clock would allow only 5 + 2.
    clock.advance(10_000);
    await t.ok(contract.videos.list, { headers });
    clock.advance(5_000);
    expect((await watch(headers, 'v2', 15)).creditedSeconds).toBe(15);
    expect(await expectLedgerMatches(t, user._id)).toBe(110);
  });

  it('pays at most 2 hours a UTC day, then refuses until the next day', async () => {
    const { user, headers } = await t.signedInUser();
    await t.ok(contract.videos.list, { headers });
    const today = clock.now().toISOString().slice(0, 10);
    // As if the user had already watched 2 h minus 10 s today.
    await t.services.models.User.updateOne(
      { _id: user._id },
      { $set: { 'videoWatch.day': today, 'videoWatch.creditedToday': DAILY_WATCH_CAP_SECONDS - 10 } },
    );
    clock.advance(60_000);
    expect((await watch(headers, 'v2', 60)).creditedSeconds).toBe(10);
    clock.advance(60_000);
    const e = await t.fails(contract.videos.watch, 429, { headers, body: { videoId: 'v2', watchTime: 60 } });
    expect(e.message).toBe("You've reached today's limit of 2 hours of paid watching. Come back tomorrow!");
    clock.set(new Date(`${today}T23:59:30Z`));
    clock.advance(60_000); // the next UTC day
    expect((await watch(headers, 'v2', 60)).creditedSeconds).toBe(15);
    expect(await expectLedgerMatches(t, user._id)).toBe(125);
    clock.set(new Date('2030-03-10T12:30:00Z'));
  });

  it('50 concurrent reports credit no more than the elapsed time', { timeout: 120_000 }, async () => {
    const { user, headers } = await t.signedInUser();
    await t.ok(contract.videos.list, { headers });
    clock.advance(10_000);
    const results = await Promise.all(
      Array.from({ length: 50 }, () =>
        t.call(contract.videos.watch, { headers, body: { videoId: 'v2', watchTime: 60 } }),
      ),
    );
    for (const r of results) expect([200, 409]).toContain(r.status);
    const credited = results
      .filter((r) => r.status === 200)
      .reduce((a, r) => a + contract.videos.watch.response.parse(r.json).creditedSeconds, 0);
    expect(credited).toBeLessThanOrEqual(12);
    expect(credited).toBeGreaterThanOrEqual(10);
    const sum = await expectLedgerMatches(t, user._id);
    expect(sum).toBe(credited * 5);
    const state = (await t.userRecord(user._id)).videoWatch;
    expect(state?.totalSeconds).toBe(credited);
  });

  it('a report is one update of the user (clock and balance together), with no read of its own', async () => {
    const { user, headers } = await t.signedInUser();
    await t.ok(contract.videos.list, { headers });
    await t.ok(contract.profile.getUser, { headers }); // the session is cached from here on
    clock.advance(10_000);
    const calls = await captureCalls(t.services.connection, () => watch(headers, 'v2', 10));
    expect(calls.map((c) => `${c.collection}.${c.method}`)).toEqual([
      'sessions.findOne', // the request's sign-in: its session and its user
      'users.findOne',
      'users.findOneAndUpdate',
      'ledger.insertOne',
    ]);
    expect((await t.userRecord(user._id)).videoWatch).toMatchObject({ creditedToday: 10, totalSeconds: 10 });
  });

  it("carries a clock kept in the old collection over to the user, version and day's total included", async () => {
    const { user, headers } = await t.signedInUser();
    const today = clock.now().toISOString().slice(0, 10);
    // As the clock was stored before it moved onto the user: 20 changes, 2 h minus 10 s paid today.
    await t.services.models.User.updateOne({ _id: user._id }, { $set: { videoWatch: null } });
    await t.services.models.VideoWatch.create({
      userId: user._id,
      version: 20,
      anchorAt: clock.now(),
      day: today,
      creditedToday: DAILY_WATCH_CAP_SECONDS - 10,
      totalSeconds: 5_000,
    });
    clock.advance(60_000);
    // Only the 10 s left of today's cap, and the next ledger key after the old clock's last.
    expect((await watch(headers, 'v2', 60)).creditedSeconds).toBe(10);
    const [entry] = await entriesOf(t, user._id, 'video_watch');
    expect(entry?.key).toBe(`watch:${user._id.toHexString()}:21`);
    expect((await t.userRecord(user._id)).videoWatch).toMatchObject({
      version: 21,
      creditedToday: DAILY_WATCH_CAP_SECONDS,
      totalSeconds: 5_010,
    });
    await t.fails(contract.videos.watch, 429, { headers, body: { videoId: 'v2', watchTime: 60 } });
  });

  it('a feed call carries the old clock over too, and restarts it when idle', async () => {
    const { user, headers } = await t.signedInUser();
    await t.services.models.VideoWatch.create({
      userId: user._id,
      version: 7,
      anchorAt: new Date(clock.now().getTime() - 3_600_000),
      day: '2000-01-01',
      creditedToday: 100,
      totalSeconds: 900,
    });
    await t.ok(contract.videos.list, { headers });
    expect((await t.userRecord(user._id)).videoWatch).toMatchObject({
      version: 8,
      anchorAt: clock.now(),
      totalSeconds: 900,
    });
  });

  it('steps over ledger keys an instance still on the old clock used (rolling deploy), paying the report', async () => {
    const { user, headers } = await t.signedInUser();
    await t.ok(contract.videos.list, { headers });
    const v = (await t.userRecord(user._id)).videoWatch?.version as number;
    // During a rolling deploy an instance of the previous release still keeps this player's clock in
    // the old collection, and pays two reports from it: the next two keys of the sequence are taken,
    // while the clock on the user still shows version v.
    for (const n of [v + 1, v + 2])
      await inTransaction(t.services.connection, (session) =>
        t.services.ledger.post(session, {
          userId: user._id,
          amount: 25,
          kind: 'video_watch',
          key: `watch:${user._id.toHexString()}:${n}`,
          description: 'Watched on the previous release',
        }),
      );
    clock.advance(10_000);
    // Before: every attempt met the used key and read the same clock again, so the report, and every
    // report after it until the clock restarted, was answered 409 video-busy.
    const r = await watch(headers, 'v2', 10);
    expect(r).toMatchObject({ creditedSeconds: 10, earnings: 0.05, cumBalance: 0.1 });
    const keys = (await entriesOf(t, user._id, 'video_watch')).map((e) => e.key).sort();
    expect(keys).toEqual([1, 2, 3].map((d) => `watch:${user._id.toHexString()}:${v + d}`).sort());
    expect((await t.userRecord(user._id)).videoWatch?.version).toBe(v + 3);
    expect(await expectLedgerMatches(t, user._id)).toBe(100);
    // And the next report goes on from there.
    clock.advance(10_000);
    expect((await watch(headers, 'v2', 10)).creditedSeconds).toBe(10);
  });
});
