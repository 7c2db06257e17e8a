import { contract } from '@cum/shared/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, ok, signedIn, type TestApp } from '../helpers/test-app.ts';

describe('daily active users', () => {
  let t: TestApp;
  let admin: Record<string, string>;
  beforeAll(async () => {
    t = await createTestApp();
    ({ headers: admin } = await signedIn(t, { isAdmin: true }));
  });
  afterAll(() => t.close());

  const active = async () => (await ok(t, contract.admin.stats, { headers: admin })).users.activeUsers;

  it('counts a new user from their sign-in, once per day whatever the number of requests', async () => {
    const before = await active();
    const res = await call(t, contract.auth.telegram, {
      headers: { 'x-telegram-id': '5550001', 'x-telegram-username': 'daily_fan' },
    });
    expect(res.status).toBe(200);
    expect(await active()).toBe(before + 1);

    const cookie = String(res.headers['set-cookie']).split(';')[0] ?? '';
    for (let i = 0; i < 3; i++) await ok(t, contract.profile.getUser, { headers: { cookie } });
    expect(await active()).toBe(before + 1);

    // Signing in again the same day is not a second active user.
    await call(t, contract.auth.telegram, { headers: { 'x-telegram-id': '5550001' } });
    expect(await active()).toBe(before + 1);
  });
});
