import { contract } from '@cum/shared/contract';
import { type Types, trusted } from 'mongoose';
import { describe, expect, it } from 'vitest';
import { LOCK_MS, MAX_ATTEMPTS } from '../../src/features/notifications/service.ts';
import { manualClock } from '../../src/lib/clock.ts';
import { useTestApp } from '../helpers/test-app.ts';

describe('notifications outbox', () => {
  const clock = manualClock(new Date('2027-03-01T10:00:00Z'));
  const t = useTestApp({ clock });

  const pendingFor = (userId: Types.ObjectId) =>
    t.services.models.Notification.find({ userId, status: 'pending' }).lean();

  it('announces a ready reward once per claim window, only to users who can be told', async () => {
    const n = t.services.notifications;
    const { user, headers } = await t.signedInUser();
    const muted = await t.createUser({ settings: { rewardAlerts: false } });
    const web = await t.createUser({ authMethod: 'email', telegramId: undefined, email: 'w@x.io' });
    // The window's key is the claim's time: read from the clock, which other tests move (any order).
    const firstClaim = clock.now().toISOString();
    await t.ok(contract.rewards.claim, { headers });

    await n.collectDue();
    expect(await pendingFor(user._id)).toHaveLength(0); // claimed just now
    expect(await pendingFor(muted._id)).toHaveLength(0);
    expect(await pendingFor(web._id)).toHaveLength(0);

    clock.advance(60 * 60_000);
    await n.collectDue();
    await n.collectDue(); // a second collector (or run) produces nothing new
    const due = await pendingFor(user._id);
    expect(due).toHaveLength(1);
    expect(due[0]).toMatchObject({
      type: 'reward_ready',
      telegramId: user.telegramId,
      key: `reward-ready:${user._id.toHexString()}:${firstClaim}`,
      text: 'Your 25 $CUM reward is ready. Open the app to claim it!',
    });

    // After the next claim, a new window gives a new notification.
    const secondClaim = clock.now().toISOString();
    await t.ok(contract.rewards.claim, { headers });
    clock.advance(60 * 60_000);
    await Promise.all([n.collectDue(), n.collectDue(), n.collectDue()]);
    const keys = (await t.services.models.Notification.find({ userId: user._id }).lean()).map((x) => x.key);
    expect(keys.sort()).toEqual([
      `reward-ready:${user._id.toHexString()}:${firstClaim}`,
      `reward-ready:${user._id.toHexString()}:${secondClaim}`,
    ]);
  });

  it('many workers claiming at once each get a different notification; each is sent once', async () => {
    const n = t.services.notifications;
    await t.services.models.Notification.deleteMany({});
    clock.advance(3 * 60 * 60_000);
    for (let i = 0; i < 12; i++) await t.createUser();
    await n.collectDue();
    const total = await t.services.models.Notification.countDocuments({ status: 'pending' });
    expect(total).toBeGreaterThanOrEqual(12);
    const claimed = await Promise.all(
      Array.from({ length: total + 10 }, (_, i) => n.claimNext(`worker-${i % 4}`)),
    );
    const got = claimed.filter((x) => x !== null);
    expect(got).toHaveLength(total);
    expect(new Set(got.map((x) => x?._id.toHexString())).size).toBe(total);
    for (const x of got) if (x) await n.markSent(x._id);
    expect(await t.services.models.Notification.countDocuments({ status: 'sent' })).toBe(total);
    expect(await n.claimNext('late')).toBeNull();
  });

  it('skips a reward alert once the reward was claimed, retries failures, takes over stale locks', async () => {
    const n = t.services.notifications;
    await t.services.models.Notification.deleteMany({});
    clock.advance(3 * 60 * 60_000);
    const { user, headers } = await t.signedInUser();
    await n.collectDue();
    await t.services.models.Notification.deleteMany({ userId: trusted({ $ne: user._id }) });
    await t.ok(contract.rewards.claim, { headers });
    expect(await n.claimNext('w')).toBeNull();
    expect((await t.services.models.Notification.findOne({ userId: user._id }).lean())?.status).toBe(
      'obsolete',
    );

    const other = await t.createUser();
    await n.enqueue(null, {
      key: `test:${other._id}`,
      type: 'bonus_received',
      userId: other._id,
      telegramId: other.telegramId,
      text: 'You received a bonus',
    });
    const first = await n.claimNext('w1');
    expect(first?.key).toBe(`test:${other._id}`);
    expect(await n.claimNext('w2')).toBeNull(); // locked by w1
    clock.advance(LOCK_MS);
    const taken = await n.claimNext('w2'); // w1 went silent: w2 takes it over
    expect(taken?.lockedBy).toBe('w2');
    if (!taken) throw new Error('expected a notification');
    await n.markFailed(taken._id, 'Telegram said 500');
    // Failures go back to the queue until MAX_ATTEMPTS claims were made, then stay failed.
    let claims = 2;
    for (let again = await n.claimNext('w3'); again; again = await n.claimNext('w3')) {
      claims++;
      await n.markFailed(again._id, 'still failing');
    }
    expect(claims).toBe(MAX_ATTEMPTS);
    expect((await t.services.models.Notification.findById(taken._id).lean())?.status).toBe('failed');
    expect(await n.claimNext('w3')).toBeNull();
  });

  it('a completed referral notifies the referrer once, with the referral', async () => {
    await t.services.models.Notification.deleteMany({});
    const referrer = await t.signedInUser();
    const friend = await t.signedInUser({ createdAt: clock.now() });
    await t.ok(contract.referrals.use, {
      headers: friend.headers,
      body: { referralCode: referrer.user.referralCode },
    });
    await t.ok(contract.onboarding.complete, { headers: friend.headers });
    await t.ok(contract.onboarding.complete, { headers: friend.headers });
    const notes = await t.services.models.Notification.find({ type: 'referral_completed' }).lean();
    expect(notes).toHaveLength(1);
    expect(notes[0]).toMatchObject({
      userId: referrer.user._id,
      telegramId: referrer.user.telegramId,
      text: 'Your friend completed onboarding: you earned 500 $CUM!',
    });
  });
});
