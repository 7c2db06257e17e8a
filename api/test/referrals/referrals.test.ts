import { contract } from '@cum/shared/contract';
import { trusted } from 'mongoose';
import { describe, expect, it } from 'vitest';
import { manualClock } from '../../src/lib/clock.ts';
import { balanceOf, expectLedgerInvariant, ledgerOf } from '../economy/helpers.ts';
import { useTestApp } from '../helpers/test-app.ts';

const { referrals, onboarding } = contract;

describe('referrals', () => {
  // Near the real time: accounts get their createdAt from the database clock, which the window uses.
  const clock = manualClock(new Date());
  const t = useTestApp({
    clock,
    env: { PUBLIC_URL: 'https://cum.example', BOT_USERNAME: 'cum_rewards_bot', TELEGRAM_APP_NAME: 'app' },
  });

  const use = (headers: Record<string, string>, referralCode: string) =>
    t.call(referrals.use, { headers, body: { referralCode } });

  it('shows the code with its share and t.me links', async () => {
    const { user, headers } = await t.signedInUser();
    expect(await t.ok(referrals.code, { headers })).toEqual({
      referralCode: user.referralCode,
      shareUrl: `https://cum.example/?ref=${user.referralCode}`,
      telegramBotUrl: `https://t.me/cum_rewards_bot?start=ref_${user.referralCode}`,
      telegramAppUrl: `https://t.me/cum_rewards_bot/app?startapp=ref_${user.referralCode}`,
    });
    expect((await t.call(referrals.code)).status).toBe(401);
  });

  it('pays 100 now and 500 to the referrer when the friend completes onboarding', async () => {
    const referrer = await t.signedInUser();
    const friend = await t.signedInUser({ username: 'friendly_fox' });
    expect((await t.ok(contract.profile.getUser, { headers: friend.headers })).user.referralApplied).toBe(
      false,
    );
    const res = await t.ok(referrals.use, {
      headers: friend.headers,
      body: { referralCode: ` ${referrer.user.referralCode.toLowerCase()} ` },
    });
    expect(res).toEqual({
      message:
        'Referral code applied! You received 100 $CUM. Your friend gets 500 $CUM when you complete onboarding.',
      bonus: 100,
      cumBalance: 100,
    });
    // Onboarding shows the code as applied and offers no second one.
    expect((await t.ok(contract.profile.getUser, { headers: friend.headers })).user.referralApplied).toBe(
      true,
    );
    expect(await t.ok(referrals.stats, { headers: referrer.headers })).toEqual({
      totalReferrals: 1,
      totalEarnings: 0,
      pendingReferrals: 1,
      ownReferral: null,
    });
    expect((await t.ok(referrals.stats, { headers: friend.headers })).ownReferral).toEqual({
      status: 'pending',
      waitingFor: ['onboarding'],
    });
    const pending = await t.ok(referrals.list, { headers: referrer.headers });
    expect(pending.referrals).toEqual([
      expect.objectContaining({
        referredUserId: friend.user._id.toHexString(),
        referredUsername: 'friendly_fox',
        status: 'pending',
        waitingFor: ['onboarding'],
        rewardAmount: 0,
        completedAt: null,
      }),
    ]);
    expect(await balanceOf(t, referrer.user._id)).toBe(0);

    await t.ok(onboarding.complete, { headers: friend.headers });
    expect(await balanceOf(t, referrer.user._id)).toBe(500_000);
    expect(await t.ok(referrals.stats, { headers: referrer.headers })).toEqual({
      totalReferrals: 1,
      totalEarnings: 500,
      pendingReferrals: 0,
      ownReferral: null,
    });
    expect((await t.ok(referrals.stats, { headers: friend.headers })).ownReferral).toEqual({
      status: 'completed',
      waitingFor: [],
    });
    const done = await t.ok(referrals.list, { headers: referrer.headers });
    expect(done.referrals[0]).toMatchObject({ status: 'completed', waitingFor: [], rewardAmount: 500 });
    expect(done.referrals[0]?.completedAt).not.toBeNull();
    // Onboarding again changes nothing.
    await t.ok(onboarding.complete, { headers: friend.headers });
    expect(await balanceOf(t, referrer.user._id)).toBe(500_000);
    expect((await ledgerOf(t, referrer.user._id)).map((e) => e.key)).toEqual([
      `referral-referrer:${friend.user._id.toHexString()}`,
    ]);
    expect((await ledgerOf(t, friend.user._id)).map((e) => e.key)).toEqual([
      `referral-referred:${friend.user._id.toHexString()}`,
    ]);
  });

  it("lists the friend's display name and what the referrer earned, and hides a private profile's name", async () => {
    const referrer = await t.signedInUser();
    const friend = await t.signedInUser({ username: 'sly_fox', firstName: 'Fiona', lastName: 'Fox' });
    await t.ok(referrals.use, {
      headers: friend.headers,
      body: { referralCode: referrer.user.referralCode },
    });
    await t.ok(onboarding.complete, { headers: friend.headers });
    const [row] = (await t.ok(referrals.list, { headers: referrer.headers })).referrals;
    expect(row).toMatchObject({ displayName: 'Fiona F.', referredUsername: 'sly_fox', rewardAmount: 500 });
    await t.services.models.User.updateOne(
      { _id: friend.user._id },
      { $set: { 'settings.privateProfile': true } },
    );
    const [hidden] = (await t.ok(referrals.list, { headers: referrer.headers })).referrals;
    expect(hidden).toMatchObject({ displayName: null, referredUsername: null, rewardAmount: 500 });
  });

  it('says a friend who signed up by email is waiting to confirm it, to both sides', async () => {
    const referrer = await t.signedInUser();
    const friend = await t.signedInUser({
      authMethod: 'email',
      telegramId: null,
      email: 'waiting.friend@example.com',
      emailVerifiedAt: null,
      onboardingCompleted: true,
    });
    await use(friend.headers, referrer.user.referralCode);
    const waits = { status: 'pending', waitingFor: ['email'] };
    expect((await t.ok(referrals.list, { headers: referrer.headers })).referrals[0]).toMatchObject(waits);
    expect((await t.ok(referrals.stats, { headers: friend.headers })).ownReferral).toEqual(waits);
    expect(await balanceOf(t, referrer.user._id)).toBe(0);

    // Confirming the email pays the referral (services.referrals.completeIfDue): nothing left to wait for.
    await t.services.models.User.updateOne(
      { _id: friend.user._id },
      { $set: { emailVerifiedAt: new Date() } },
    );
    await t.services.referrals.completeIfDue(friend.user._id);
    const done = { status: 'completed', waitingFor: [] };
    expect((await t.ok(referrals.list, { headers: referrer.headers })).referrals[0]).toMatchObject(done);
    expect((await t.ok(referrals.stats, { headers: friend.headers })).ownReferral).toEqual(done);
    expect(await balanceOf(t, referrer.user._id)).toBe(500_000);
  });

  it('pays the referrer at once when the friend had already completed onboarding', async () => {
    const referrer = await t.signedInUser();
    const friend = await t.signedInUser({ onboardingCompleted: true });
    const res = await t.ok(referrals.use, {
      headers: friend.headers,
      body: { referralCode: referrer.user.referralCode },
    });
    expect(res.message).toMatch(/your friend received 500 \$CUM/);
    expect(await balanceOf(t, referrer.user._id)).toBe(500_000);
    expect((await t.ok(referrals.list, { headers: referrer.headers })).referrals[0]?.status).toBe(
      'completed',
    );
  });

  it('refuses an unknown code, one’s own code, a second code, a 2-cycle and an old account', async () => {
    const a = await t.signedInUser();
    const b = await t.signedInUser();
    const c = await t.signedInUser();
    expect(
      (await t.fails(referrals.use, 404, { headers: a.headers, body: { referralCode: 'ZZZZ2222' } })).message,
    ).toBe("That referral code doesn't exist. Check it and try again.");
    expect(
      (
        await t.fails(referrals.use, 409, {
          headers: a.headers,
          body: { referralCode: a.user.referralCode },
        })
      ).message,
    ).toBe("You can't use your own referral code.");
    expect(
      (await t.fails(referrals.use, 400, { headers: a.headers, body: { referralCode: '   ' } })).error,
    ).toBe('bad_request');

    await t.ok(referrals.use, { headers: a.headers, body: { referralCode: b.user.referralCode } });
    const second = await t.fails(referrals.use, 409, {
      headers: a.headers,
      body: { referralCode: c.user.referralCode },
    });
    expect(second).toEqual({
      error: 'already_done',
      message: 'You have already used a referral code.',
      reason: 'referral-used',
      params: {},
    });
    const cycle = await t.fails(referrals.use, 409, {
      headers: b.headers,
      body: { referralCode: a.user.referralCode },
    });
    expect(cycle.message).toBe("This friend joined with your code, so you can't use theirs.");

    const old = await t.signedInUser({ createdAt: new Date(clock.now().getTime() - 8 * 86_400_000) });
    const late = await t.fails(referrals.use, 409, {
      headers: old.headers,
      body: { referralCode: c.user.referralCode },
    });
    expect(late.message).toBe('Referral codes can only be used within 7 days of creating your account.');
    expect([cycle.reason, late.reason, late.params]).toEqual([
      'referral-cycle',
      'referral-window',
      { days: 7 },
    ]);
    for (const u of [a, b, c, old]) expect(await balanceOf(t, u.user._id)).toBe(u === a ? 100_000 : 0);
    await expectLedgerInvariant(t, [a.user._id, b.user._id, c.user._id, old.user._id]);
  });

  it('200 simultaneous uses of a code by one user credit exactly once', { timeout: 180_000 }, async () => {
    const referrer = await t.signedInUser();
    const friend = await t.signedInUser();
    const results = await Promise.all(
      Array.from({ length: 200 }, () => use(friend.headers, referrer.user.referralCode)),
    );
    expect(results.find((r) => r.status !== 200 && r.status !== 409)?.json ?? null).toBeNull();
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    expect(await ledgerOf(t, friend.user._id)).toHaveLength(1);
    expect(await balanceOf(t, friend.user._id)).toBe(100_000);
    expect(await t.services.models.Referral.countDocuments({ referredUserId: friend.user._id })).toBe(1);
    await expectLedgerInvariant(t, [friend.user._id, referrer.user._id]);
  });

  it('two users using each other’s codes at once: exactly one succeeds', { timeout: 60_000 }, async () => {
    for (let i = 0; i < 5; i++) {
      const a = await t.signedInUser();
      const b = await t.signedInUser();
      const [ra, rb] = await Promise.all([
        use(a.headers, b.user.referralCode),
        use(b.headers, a.user.referralCode),
      ]);
      expect([ra.status, rb.status].sort()).toEqual([200, 409]);
      expect(
        await t.services.models.Referral.countDocuments({
          referredUserId: trusted({ $in: [a.user._id, b.user._id] }),
        }),
      ).toBe(1);
    }
  });

  it('services.referrals.use is what account creation calls for start parameters', async () => {
    const referrer = await t.signedInUser();
    const friend = await t.signedInUser();
    const res = await t.services.referrals.use(friend.user._id, referrer.user.referralCode);
    expect(res.bonus).toBe(100);
    await expect(t.services.referrals.use(friend.user._id, referrer.user.referralCode)).rejects.toMatchObject(
      {
        status: 409,
      },
    );
  });
});

describe('referral links without a bot', () => {
  const t = useTestApp({ env: { PUBLIC_URL: 'https://web.example/' } });

  it('has only the web share link', async () => {
    const { user, headers } = await t.signedInUser();
    expect(await t.ok(referrals.code, { headers })).toEqual({
      referralCode: user.referralCode,
      shareUrl: `https://web.example/?ref=${user.referralCode}`,
      telegramBotUrl: null,
      telegramAppUrl: null,
    });
  });
});
