import { contract } from '@cum/shared/contract';
import { referralRewardMilli } from '@cum/shared/domain/referrals';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.ts';
import { useTestApp } from '../helpers/test-app.ts';

// Issue 27, finding 8: one catch-all mail domain farmed referral rewards without limit (3 fresh
// verified addresses -> 1,500 $CUM). Past REFERRAL_DAILY_CAP a day, referrals are recorded but paid
// only when an admin approves them, exactly once; referrers with many referrals from one domain are
// listed for review.

const REWARD = referralRewardMilli();

describe('referral rewards are bounded per referrer per day', () => {
  const t = useTestApp({ env: { REFERRAL_DAILY_CAP: '2' } });

  it('defaults to 20 and refuses a bad value', () => {
    expect(loadConfig({}).referralDailyCap).toBe(20);
    expect(() => loadConfig({ REFERRAL_DAILY_CAP: 'many' })).toThrow(/REFERRAL_DAILY_CAP/);
  });

  it('pays the first REFERRAL_DAILY_CAP, holds the rest for an admin, who pays each once', async () => {
    const referrer = await t.createUser();
    // Five fresh accounts on one catch-all domain, verified, onboarded, each using the code.
    for (let i = 0; i < 5; i++) {
      const friend = await t.signedInUser({
        email: `farm${i}@catchall.example`,
        emailVerifiedAt: new Date(),
        onboardingCompleted: true,
      });
      await t.ok(contract.referrals.use, {
        body: { referralCode: referrer.referralCode },
        headers: friend.headers,
      });
    }
    expect((await t.userRecord(referrer._id)).balance).toBe(2 * REWARD);
    const referrals = await t.services.models.Referral.find({ referrerId: referrer._id }).lean();
    expect(referrals).toHaveLength(5);
    expect(referrals.every((r) => r.status === 'completed')).toBe(true);

    const admin = await t.adminUser();
    const review = await t.ok(contract.admin.referralReview, { headers: admin.headers });
    const held = review.held.filter((h) => h.referrerId === referrer._id.toHexString());
    expect(held).toHaveLength(3);
    expect(held[0]).toMatchObject({ referredEmailDomain: 'catchall.example', amount: 500 });
    expect(review.flagged).toContainEqual(
      expect.objectContaining({
        referrerId: referrer._id.toHexString(),
        domain: 'catchall.example',
        count: 5,
      }),
    );

    // A non-admin cannot approve.
    const friendly = await t.signedInUser();
    const first = held[0]?.id as string;
    await t.fails(contract.admin.approveReferral, 403, {
      params: { referralId: first },
      headers: friendly.headers,
    });

    // Ten admins' clicks at once on one held referral: paid once, the others 409.
    const clicks = await Promise.all(
      Array.from({ length: 10 }, () =>
        t.call(contract.admin.approveReferral, { params: { referralId: first }, headers: admin.headers }),
      ),
    );
    expect(clicks.filter((c) => c.status === 200)).toHaveLength(1);
    expect(clicks.filter((c) => c.status === 409)).toHaveLength(9);
    expect((await t.userRecord(referrer._id)).balance).toBe(3 * REWARD);
    await t.fails(contract.admin.approveReferral, 409, {
      params: { referralId: first },
      headers: admin.headers,
    });
    expect((await t.userRecord(referrer._id)).balance).toBe(3 * REWARD);

    const entries = await t.services.models.LedgerEntry.countDocuments({
      userId: referrer._id,
      kind: 'referral_reward',
    });
    expect(entries).toBe(3);
    const audits = await t.services.models.AuditEntry.countDocuments({ action: 'referral_approved' });
    expect(audits).toBe(1);

    // The other held ones are still held; an unknown id is 404.
    const after = await t.ok(contract.admin.referralReview, { headers: admin.headers });
    expect(after.held.filter((h) => h.referrerId === referrer._id.toHexString())).toHaveLength(2);
    await t.fails(contract.admin.approveReferral, 404, {
      params: { referralId: '0123456789abcdef01234567' },
      headers: admin.headers,
    });
  });
});
