import { contract } from '@cum/shared/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { hashToken, SESSION_TTL_MS } from '../../src/features/auth/session-service.ts';
import { manualClock } from '../../src/lib/clock.ts';
import { productionEnv, useTestApp, withTestApp } from '../helpers/test-app.ts';

const account = { email: 'sess@example.com', username: 'sess_user', password: 'session password' };

describe('sessions and request protection', () => {
  const clock = manualClock(new Date());
  const t = useTestApp({ clock });
  beforeAll(async () => {
    await t.ok(contract.auth.register, { body: account });
  });

  const login = async (cookie?: string) => {
    const res = await t.call(contract.auth.login, {
      body: { email: account.email, password: account.password },
      ...(cookie ? { headers: { cookie } } : {}),
    });
    expect(res.status).toBe(200);
    const sid = res.cookies.find((c) => c.name === 'sid');
    if (!sid) throw new Error('no cookie');
    return { cookie: `sid=${sid.value}`, sid };
  };

  it('sets an HttpOnly, SameSite=Lax, Path=/ cookie holding a random token whose hash alone is stored', async () => {
    const { sid } = await login();
    expect(sid).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(sid.secure).toBeFalsy();
    const token = t.app.unsignCookie(sid.value).value ?? '';
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    const { Session } = t.services.models;
    expect(await Session.countDocuments({ tokenHash: token })).toBe(0);
    const stored = await Session.findOne({ tokenHash: hashToken(token) }).lean();
    expect(stored?.expiresAt.getTime()).toBe(clock.now().getTime() + SESSION_TTL_MS);
    const indexes = await Session.listIndexes();
    expect(indexes.find((i) => i.key.expiresAt)?.expireAfterSeconds).toBe(0);
  });

  it('rotates the session at every sign-in: the previous cookie stops working', async () => {
    const first = await login();
    const second = await login(first.cookie);
    expect(second.cookie).not.toBe(first.cookie);
    await t.fails(contract.profile.getUser, 401, { headers: { cookie: first.cookie } });
    await t.ok(contract.profile.getUser, { headers: { cookie: second.cookie } });
  });

  it('slides the 30-day expiry while used, and ends an unused session', async () => {
    const { cookie, sid } = await login();
    const token = t.app.unsignCookie(sid.value).value ?? '';
    clock.advance(20 * 24 * 3600 * 1000);
    await t.ok(contract.profile.getUser, { headers: { cookie } });
    const slid = await t.services.models.Session.findOne({ tokenHash: hashToken(token) }).lean();
    expect(slid?.expiresAt.getTime()).toBe(clock.now().getTime() + SESSION_TTL_MS);
    clock.advance(SESSION_TTL_MS + 1000);
    await t.fails(contract.profile.getUser, 401, { headers: { cookie } });
  });

  it('logout ends the session on the server, not only in the browser', async () => {
    const { cookie } = await login();
    const out = await t.call(contract.auth.logout, { headers: { cookie } });
    expect(out.status).toBe(200);
    expect(out.cookies.find((c) => c.name === 'sid')?.value).toBe('');
    await t.fails(contract.profile.getUser, 401, { headers: { cookie } });
    // Logging out without a session is harmless.
    await t.ok(contract.auth.logout);
  });

  it('refuses state-changing calls from a foreign Origin (403) and changes nothing', async () => {
    // Signed in first (login() registers the account when this test runs first): then nothing may change.
    const { cookie } = await login();
    const users = await t.services.models.User.countDocuments();
    for (const origin of ['https://evil.example', 'null']) {
      const reg = await t.call(contract.auth.register, {
        body: { email: 'csrf@example.com', username: 'csrf_user', password: 'csrf password' },
        headers: { origin },
      });
      expect(reg.status).toBe(403);
      const lin = await t.call(contract.auth.login, { body: account, headers: { origin } });
      expect(lin.status).toBe(403);
      expect(lin.cookies).toHaveLength(0);
    }
    const upd = await t.call(contract.profile.updateProfile, {
      body: { firstName: 'Evil', lastName: 'Site', username: 'hacked_name' },
      headers: { cookie, origin: 'https://evil.example' },
    });
    expect(upd.status).toBe(403);
    expect(await t.services.models.User.countDocuments()).toBe(users);
    expect((await t.services.models.User.findOne({ email: account.email }).lean())?.username).toBe(
      'sess_user',
    );
    const same = await t.call(contract.auth.login, {
      body: account,
      headers: { origin: 'http://localhost:3000' },
    });
    expect(same.status).toBe(200);
  });

  it('sends helmet headers with a CSP that lets Telegram Web embed the mini-app', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toMatch(/frame-ancestors 'self' https:\/\/web\.telegram\.org/);
    expect(csp).toMatch(/script-src 'self' https:\/\/telegram\.org/);
    expect(res.headers['x-frame-options']).toBeUndefined();
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBeDefined();
  });
});

describe('session cookie in production', () => {
  it('is __Host-sid, Secure, HttpOnly, SameSite=Lax, Path=/ without Domain', async () => {
    await withTestApp(
      {
        env: productionEnv({ PUBLIC_URL: 'https://cum.example' }),
      },
      async (t) => {
        expect((await t.call(contract.auth.register, { body: account })).status).toBe(202);
        const res = await t.call(contract.auth.login, { body: account });
        expect(res.status).toBe(200);
        const c = res.cookies.find((x) => x.name === '__Host-sid');
        expect(c).toMatchObject({ secure: true, httpOnly: true, sameSite: 'Lax', path: '/' });
        expect(c?.domain).toBeUndefined();
        expect(res.cookies.find((x) => x.name === 'sid')).toBeUndefined();
        await t.ok(contract.profile.getUser, { headers: { cookie: `__Host-sid=${c?.value}` } });
        const hsts = await t.app.inject({ method: 'GET', url: '/api/health' });
        expect(hsts.headers['strict-transport-security']).toMatch(/max-age=/);
      },
    );
  });
});
