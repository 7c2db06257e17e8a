import { contract } from '@cum/shared/contract';
import { describe, expect, it } from 'vitest';
import { balanceOf, expectLedgerInvariant, ledgerOf } from '../economy/helpers.ts';
import { useTestApp } from '../helpers/test-app.ts';

const { onboarding, referrals } = contract;

describe('onboarding and the welcome bonus', () => {
  const t = useTestApp();

  it('refuses the welcome bonus before onboarding', async () => {
    const { user, headers } = await t.signedInUser();
    const err = await t.fails(onboarding.claimWelcomeBonus, 409, { headers });
    expect(err.message).toMatch(/^Complete onboarding first/);
    expect(await balanceOf(t, user._id)).toBe(0);
    expect((await t.call(onboarding.complete)).status).toBe(401);
    expect((await t.call(onboarding.claimWelcomeBonus)).status).toBe(401);
  });

  it('completes onboarding once (idempotent), then pays 1,000 $CUM once', async () => {
    const { user, headers } = await t.signedInUser();
    const before = await t.services.counters.read(['onboarded']);
    const first = await t.ok(onboarding.complete, { headers });
    expect(first.user.onboardingCompleted).toBe(true);
    const again = await t.ok(onboarding.complete, { headers });
    expect(again.user.onboardingCompleted).toBe(true);
    expect((await t.services.counters.read(['onboarded'])).onboarded).toBe(before.onboarded + 1);
    const stored = await t.services.models.User.findById(user._id).lean();
    expect(stored?.onboardingCompletedAt).toBeInstanceOf(Date);

    expect(await t.ok(onboarding.claimWelcomeBonus, { headers })).toEqual({
      amount: 1000,
      cumBalance: 1000,
      message: 'You received 1,000 $CUM tokens!',
    });
    expect(await t.fails(onboarding.claimWelcomeBonus, 409, { headers })).toEqual({
      error: 'already_done',
      message: 'You have already claimed your welcome bonus.',
      reason: 'onboarding-claimed',
      params: {},
    });
    expect((await ledgerOf(t, user._id)).map((e) => e.key)).toEqual([`welcome:${user._id.toHexString()}`]);
    const view = await t.ok(onboarding.complete, { headers });
    expect(view.user).toMatchObject({ welcomeBonusClaimed: true, cumBalance: 1000 });
  });

  it('200 simultaneous welcome-bonus claims credit exactly once', { timeout: 180_000 }, async () => {
    const { user, headers } = await t.signedInUser({ onboardingCompleted: true });
    const results = await Promise.all(
      Array.from({ length: 200 }, () => t.call(onboarding.claimWelcomeBonus, { headers })),
    );
    expect(results.find((r) => r.status !== 200 && r.status !== 409)?.json ?? null).toBeNull();
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    expect(await ledgerOf(t, user._id)).toHaveLength(1);
    expect(await balanceOf(t, user._id)).toBe(1_000_000);
    await expectLedgerInvariant(t, [user._id]);
  });

  it('simultaneous onboarding completions pay a pending referral once', { timeout: 120_000 }, async () => {
    const referrer = await t.signedInUser();
    const friend = await t.signedInUser();
    await t.ok(referrals.use, {
      headers: friend.headers,
      body: { referralCode: referrer.user.referralCode },
    });
    const before = await t.services.counters.read(['onboarded']);
    const results = await Promise.all(Array.from({ length: 50 }, () => t.call(onboarding.complete, friend)));
    expect(results.every((r) => r.status === 200)).toBe(true);
    expect(await balanceOf(t, referrer.user._id)).toBe(500_000);
    expect(await ledgerOf(t, referrer.user._id)).toHaveLength(1);
    expect((await t.services.counters.read(['onboarded'])).onboarded).toBe(before.onboarded + 1);
    await expectLedgerInvariant(t, [referrer.user._id, friend.user._id]);
  });

  it('a code used while onboarding completes pays the referrer exactly once', {
    timeout: 60_000,
  }, async () => {
    for (let i = 0; i < 5; i++) {
      const referrer = await t.signedInUser();
      const friend = await t.signedInUser();
      const [used, done] = await Promise.all([
        t.call(referrals.use, {
          headers: friend.headers,
          body: { referralCode: referrer.user.referralCode },
        }),
        t.call(onboarding.complete, friend),
      ]);
      expect([used.status, done.status]).toEqual([200, 200]);
      expect(await balanceOf(t, referrer.user._id)).toBe(500_000);
    }
  });
  describe('the age gate (adults only)', () => {
    it('onboarding cannot complete before the user confirms being 18 or older', async () => {
      const { user, headers } = await t.signedInUser({ ageConfirmedAt: null });
      expect((await t.ok(contract.profile.getUser, { headers })).user.ageConfirmedAt).toBeNull();
      expect(await t.fails(onboarding.complete, 409, { headers })).toEqual({
        error: 'invalid_state',
        message: 'Please confirm that you are 18 or older before you finish onboarding.',
        reason: 'onboarding-age',
        params: {},
      });
      const stored = await t.services.models.User.findById(user._id).lean();
      expect(stored?.onboardingCompleted).toBe(false);
      await t.fails(onboarding.claimWelcomeBonus, 409, { headers });
      expect(await balanceOf(t, user._id)).toBe(0);
    });

    it('only an explicit true confirms; the first confirmation time is kept', async () => {
      const { headers } = await t.signedInUser({ ageConfirmedAt: null });
      for (const body of [{}, { confirmed: false }, { confirmed: 'yes' }]) {
        const err = await t.fails(onboarding.confirmAge, 400, { headers, body });
        expect(err.message).toContain('body.confirmed');
      }
      expect((await t.ok(contract.profile.getUser, { headers })).user.ageConfirmedAt).toBeNull();
      expect((await t.call(onboarding.confirmAge, { body: { confirmed: true } })).status).toBe(401);

      const first = await t.ok(onboarding.confirmAge, { headers, body: { confirmed: true } });
      expect(first.user.ageConfirmedAt).toEqual(expect.any(String));
      const again = await t.ok(onboarding.confirmAge, { headers, body: { confirmed: true } });
      expect(again.user.ageConfirmedAt).toBe(first.user.ageConfirmedAt);
      expect((await t.ok(onboarding.complete, { headers })).user.onboardingCompleted).toBe(true);
    });
  });
});
