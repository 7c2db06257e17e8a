import { contract } from '@cum/shared/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../helpers/test-app.ts';

describe('daily active users', () => {
  let admin: Record<string, string>;
  const t = useTestApp();
  beforeAll(async () => {
    ({ headers: admin } = await t.adminUser());
  });

  const active = async () => (await t.ok(contract.admin.stats, { headers: admin })).users.activeUsers;

  it('counts a new user from their sign-in, once per day whatever the number of requests', async () => {
    const before = await active();
    const res = await t.call(contract.auth.telegram, {
      headers: { 'x-telegram-id': '5550001', 'x-telegram-username': 'daily_fan' },
    });
    expect(res.status).toBe(200);
    expect(await active()).toBe(before + 1);

    const cookie = String(res.headers['set-cookie']).split(';')[0] ?? '';
    for (let i = 0; i < 3; i++) await t.ok(contract.profile.getUser, { headers: { cookie } });
    expect(await active()).toBe(before + 1);

    // Signing in again the same day is not a second active user.
    await t.call(contract.auth.telegram, { headers: { 'x-telegram-id': '5550001' } });
    expect(await active()).toBe(before + 1);
  });
});
