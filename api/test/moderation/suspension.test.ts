import { contract, type RouteDef } from '@cum/shared/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { manualClock } from '../../src/lib/clock.ts';
import { type SignedInUser, useTestApp } from '../helpers/test-app.ts';

const { admin, profile, rewards } = contract;
const OBJECT_ID = '65a1b2c3d4e5f60718293a4b';
const allRoutes = Object.entries(contract).flatMap(([feature, routes]) =>
  Object.entries(routes as Record<string, RouteDef>).map(([name, route]) => ({ feature, name, route })),
);
const moneyRoutes = allRoutes.filter((r) => r.route.money === true);
const paramsOf = (route: RouteDef) =>
  Object.fromEntries([...route.path.matchAll(/:([A-Za-z0-9_]+)/g)].map(([, p]) => [p, OBJECT_ID]));

describe('suspension', () => {
  // Real time: the database expires sessions by the real clock.
  const clock = manualClock();
  const t = useTestApp({ clock });
  let staff: SignedInUser;
  let cheater: SignedInUser;
  const REASON = 'Referral farming with throwaway emails';

  beforeAll(async () => {
    staff = await t.adminUser({ username: 'moderator' });
    cheater = await t.signedInUser({ balance: 5_000_000, totalEarned: 5_000_000, onboardingCompleted: true });
    await t.ok(admin.suspend, {
      headers: staff.headers,
      params: { userId: cheater.id },
      body: { reason: REASON },
    });
  });

  it('every non-GET signed-in route says whether it moves money (so none can forget the check)', () => {
    const undeclared = allRoutes.filter(
      (r) => r.route.access === 'user' && r.route.method !== 'GET' && typeof r.route.money !== 'boolean',
    );
    expect(undeclared.map((r) => `${r.feature}.${r.name}`)).toEqual([]);
    // The earning and spending calls the issue names are all among them.
    const names = moneyRoutes.map((r) => `${r.feature}.${r.name}`);
    expect(names).toEqual(
      expect.arrayContaining([
        'rewards.claim',
        'tasks.start',
        'tasks.trigger',
        'tasks.claim',
        'tasks.complete',
        'videos.watch',
        'videos.socialAction',
        'games.rushStart',
        'games.play',
        'upgrades.buy',
        'store.buy',
        'referrals.use',
        'onboarding.claimWelcomeBonus',
      ]),
    );
    expect(moneyRoutes.length).toBeGreaterThanOrEqual(14);
    expect(moneyRoutes.every((r) => r.route.access === 'user')).toBe(true);
  });

  it.each(moneyRoutes.map((r) => [`${r.feature}.${r.name}`, r.route] as const))(
    '%s answers 403 account_suspended with the reason, and changes nothing',
    async (_name, route) => {
      const ledgerBefore = await t.services.models.LedgerEntry.countDocuments({ userId: cheater.user._id });
      const res = await t.call(route, {
        headers: cheater.headers,
        params: paramsOf(route),
        ...(route.body ? { body: {} } : {}),
      });
      expect(res.status).toBe(403);
      expect(res.json).toMatchObject({ error: 'account_suspended' });
      expect((res.json as { message: string }).message).toContain(REASON);
      const after = await t.userRecord(cheater.user._id);
      expect(after.balance).toBe(5_000_000);
      expect(await t.services.models.LedgerEntry.countDocuments({ userId: cheater.user._id })).toBe(
        ledgerBefore,
      );
    },
  );

  it('still signs in and reads: GET routes and non-money changes work, and the user sees why', async () => {
    const { user } = await t.ok(profile.getUser, { headers: cheater.headers });
    expect(user.suspension).toMatchObject({ reason: REASON, until: null });
    expect(user.suspension?.message).toContain(REASON);
    await t.ok(rewards.canClaim, { headers: cheater.headers });
    await t.ok(contract.activity.mine, { headers: cheater.headers });
    await t.ok(profile.updateSettings, {
      headers: cheater.headers,
      body: { ...user.settings, privateProfile: true },
    });
    // Another user is not affected.
    const other = await t.signedInUser();
    await t.ok(rewards.claim, { headers: other.headers });
  });

  it('is audited, and unsuspend lifts it at once (audited too)', async () => {
    const u = await t.signedInUser();
    const params = { userId: u.id };
    const s = await t.ok(admin.suspend, { headers: staff.headers, params, body: { reason: 'Bot clicks' } });
    expect(s.user.suspension?.reason).toBe('Bot clicks');
    expect((await t.fails(rewards.claim, 403, { headers: u.headers })).error).toBe('account_suspended');
    const lifted = await t.ok(admin.unsuspend, { headers: staff.headers, params });
    expect(lifted.user.suspension).toBeNull();
    await t.ok(rewards.claim, { headers: u.headers });
    // Unsuspending someone not suspended is answered as is, without an audit entry.
    await t.ok(admin.unsuspend, { headers: staff.headers, params });
    const audits = await t.services.models.AuditEntry.find({ targetId: u.id }).sort({ _id: 1 }).lean();
    expect(audits.map((a) => a.action)).toEqual(['user.suspend', 'user.unsuspend']);
    expect(audits[0]?.after).toEqual({ suspension: { reason: 'Bot clicks', until: null } });
    expect(audits[1]?.before).toEqual({ suspension: { reason: 'Bot clicks', until: null } });
    expect(audits.every((a) => a.adminId.equals(staff.user._id))).toBe(true);
  });

  it('ends by itself at `until` (the injected clock)', async () => {
    const u = await t.signedInUser();
    const until = new Date(clock.now().getTime() + 60 * 60_000).toISOString();
    const s = await t.ok(admin.suspend, {
      headers: staff.headers,
      params: { userId: u.id },
      body: { reason: 'Cooling off', until },
    });
    expect(s.user.suspension?.until).toBe(until);
    const err = await t.fails(rewards.claim, 403, { headers: u.headers });
    expect(err.message).toContain(`until ${until.slice(0, 16).replace('T', ' ')} UTC: Cooling off`);
    clock.advance(60 * 60_000 - 1);
    await t.fails(rewards.claim, 403, { headers: u.headers });
    clock.advance(1);
    await t.ok(rewards.claim, { headers: u.headers });
    expect((await t.ok(profile.getUser, { headers: u.headers })).user.suspension).toBeNull();
  });

  it('refuses bad input, itself, non-admins and unknown users, changing nothing', async () => {
    const u = await t.signedInUser();
    const params = { userId: u.id };
    const past = new Date(clock.now().getTime() - 1000).toISOString();
    for (const body of [
      {},
      { reason: '' },
      { reason: 'ok reason', until: 'tomorrow' },
      { reason: 'x', until: past },
    ]) {
      await t.fails(admin.suspend, 400, { headers: staff.headers, params, body });
    }
    await t.fails(admin.suspend, 409, {
      headers: staff.headers,
      params: { userId: staff.id },
      body: { reason: 'myself' },
    });
    await t.fails(admin.suspend, 403, { headers: u.headers, params, body: { reason: 'not staff' } });
    await t.fails(admin.unsuspend, 403, { headers: cheater.headers, params: { userId: cheater.id } });
    await t.fails(admin.suspend, 404, {
      headers: staff.headers,
      params: { userId: OBJECT_ID },
      body: { reason: 'nobody' },
    });
    expect((await t.userRecord(u.user._id)).suspension ?? null).toBeNull();
    expect(await t.services.models.AuditEntry.countDocuments({ targetId: u.id })).toBe(0);
  });
});
