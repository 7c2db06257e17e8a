import { contract } from '@cum/shared/contract';
import { describe, expect, it } from 'vitest';
import { BOT_TOKEN, initData, OTHER_BOT_TOKEN, tma } from '../helpers/telegram.ts';
import { productionEnv, useTestApp, withTestApp } from '../helpers/test-app.ts';

const HOUR = 3600 * 1000;
let nextId = 700_000_000;
const tgUser = (extra: Record<string, string> = {}) => ({
  id: ++nextId,
  first_name: 'Tele',
  last_name: 'Gram',
  username: `tg_user_${nextId}`,
  language_code: 'en',
  photo_url: 'https://t.me/i/userpic/320/a.jpg',
  ...extra,
});

describe('Telegram sign-in with initData', () => {
  const t = useTestApp({ env: { BOT_TOKEN, ADMIN_TELEGRAM_IDS: '424242' } });

  it('creates the user from initData, then updates it on the next sign-in', async () => {
    const u = tgUser();
    const first = await t.ok(contract.auth.telegram, { headers: t.telegramUser(u).headers });
    expect(first.user).toMatchObject({
      telegramId: u.id,
      username: u.username,
      firstName: 'Tele',
      lastName: 'Gram',
      languageCode: 'en',
      photoUrl: u.photo_url,
      authMethod: 'telegram',
    });
    const users = (await t.services.counters.read(['users'])).users;
    const again = await t.ok(contract.auth.telegram, {
      headers: t.telegramUser({ ...u, first_name: 'Renamed', language_code: 'de' }).headers,
    });
    expect(again.user.id).toBe(first.user.id);
    expect(again.user).toMatchObject({ firstName: 'Renamed', languageCode: 'de' });
    expect((await t.services.counters.read(['users'])).users).toBe(users);
    const doc = await t.services.models.User.findById(first.user.id).lean();
    expect(doc?.searchKeys).toContain('renamed');
  });

  it('sets a session cookie that identifies the user afterwards', async () => {
    const res = await t.call(contract.auth.telegram, { headers: t.telegramUser(tgUser()).headers });
    expect(res.status).toBe(200);
    const sid = res.cookies.find((c) => c.name === 'sid');
    expect(sid).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    const me = await t.ok(contract.profile.getUser, { headers: { cookie: `sid=${sid?.value}` } });
    expect(me.user.id).toBe((res.json as { user: { id: string } }).user.id);
  });

  it('refuses forged, tampered and 25-hour-old initData with 401, creating nobody', async () => {
    const users = await t.services.models.User.countDocuments();
    const forged = initData(tgUser(), { token: OTHER_BOT_TOKEN });
    await t.fails(contract.auth.telegram, 401, { headers: tma(forged) });
    const genuine = initData(tgUser());
    const tampered = genuine.replace(/%22id%22%3A\d+/, '%22id%22%3A1');
    expect(tampered).not.toBe(genuine);
    await t.fails(contract.auth.telegram, 401, { headers: tma(tampered) });
    const old = initData(tgUser(), { authDate: new Date(Date.now() - 25 * HOUR) });
    const err = await t.fails(contract.auth.telegram, 401, { headers: tma(old) });
    expect(err.message).toMatch(/invalid or expired/);
    const future = initData(tgUser(), { authDate: new Date(Date.now() + 2 * HOUR) });
    await t.fails(contract.auth.telegram, 401, { headers: tma(future) });
    await t.fails(contract.auth.telegram, 401, { headers: { authorization: 'tma garbage' } });
    await t.fails(contract.auth.telegram, 401, { headers: { authorization: 'Bearer abc' } });
    await t.fails(contract.auth.telegram, 401);
    expect(await t.services.models.User.countDocuments()).toBe(users);
  });

  it('accepts initData up to 24 hours old', async () => {
    const u = tgUser();
    await t.ok(contract.auth.telegram, {
      headers: t.telegramUser(u, { authDate: new Date(Date.now() - 23 * HOUR) }).headers,
    });
  });

  it('authenticates any request of an existing user by the tma header alone', async () => {
    const u = tgUser();
    const { user } = await t.ok(contract.auth.telegram, { headers: t.telegramUser(u).headers });
    const me = await t.ok(contract.profile.getUser, { headers: t.telegramUser(u).headers });
    expect(me.user.id).toBe(user.id);
    // Also a state-changing call.
    const s = await t.ok(contract.profile.updateSettings, {
      headers: t.telegramUser(u).headers,
      body: { ...me.user.settings, pushNotifications: false },
    });
    expect(s.user.settings.pushNotifications).toBe(false);
  });

  it('answers 401 to the tma header of an unknown, forged or expired identity', async () => {
    await t.fails(contract.profile.getUser, 401, { headers: t.telegramUser(tgUser()).headers });
    const u = tgUser();
    await t.ok(contract.auth.telegram, { headers: t.telegramUser(u).headers });
    await t.fails(contract.profile.getUser, 401, { headers: tma(initData(u, { token: OTHER_BOT_TOKEN })) });
    await t.fails(contract.profile.getUser, 401, {
      headers: t.telegramUser(u, { authDate: new Date(Date.now() - 25 * HOUR) }).headers,
    });
  });

  it('keeps names edited in the app, still refreshing photo and language', async () => {
    const u = tgUser();
    const { user } = await t.ok(contract.auth.telegram, { headers: t.telegramUser(u).headers });
    await t.ok(contract.profile.updateProfile, {
      headers: t.telegramUser(u).headers,
      body: { firstName: 'Mine', lastName: 'Own', username: `own_${u.id}` },
    });
    const again = await t.ok(contract.auth.telegram, {
      headers: t.telegramUser({
        ...u,
        first_name: 'Telegram',
        photo_url: 'https://t.me/i/b.jpg',
        language_code: 'fr',
      }).headers,
    });
    expect(again.user).toMatchObject({
      id: user.id,
      firstName: 'Mine',
      lastName: 'Own',
      username: `own_${u.id}`,
      photoUrl: 'https://t.me/i/b.jpg',
      languageCode: 'fr',
    });
  });

  it('leaves the username empty when the Telegram username belongs to someone else', async () => {
    const a = tgUser();
    await t.ok(contract.auth.telegram, { headers: t.telegramUser(a).headers });
    const b = { ...tgUser(), username: a.username.toUpperCase() };
    const { user } = await t.ok(contract.auth.telegram, { headers: t.telegramUser(b).headers });
    expect(user.username).toBeNull();
  });

  it('makes ADMIN_TELEGRAM_IDS accounts admins', async () => {
    const { user } = await t.ok(contract.auth.telegram, {
      headers: t.telegramUser({ ...tgUser(), id: 424242 }).headers,
    });
    expect(user.isAdmin).toBe(true);
  });

  it('applies a ref_CODE start parameter to a new user, and a bad code does not fail the sign-in', async () => {
    const referrer = await t.ok(contract.auth.telegram, { headers: t.telegramUser(tgUser()).headers });
    const code = (await t.services.models.User.findById(referrer.user.id).lean())?.referralCode;
    const friend = tgUser();
    const { user } = await t.ok(contract.auth.telegram, {
      headers: t.telegramUser(friend, { startParam: `ref_${code}` }).headers,
    });
    const doc = await t.services.models.User.findById(user.id).lean();
    expect(doc?.referredBy?.toHexString()).toBe(referrer.user.id);
    expect(user.cumBalance).toBe(100);

    const bad = await t.ok(contract.auth.telegram, {
      headers: t.telegramUser(tgUser(), { startParam: 'ref_NOSUCHCODE' }).headers,
    });
    expect(bad.user.cumBalance).toBe(0);
    const badDoc = await t.services.models.User.findById(bad.user.id).lean();
    expect(badDoc?.referredBy ?? null).toBeNull();
  });
});

describe('development x-telegram-* headers', () => {
  const headers = (id: number) => ({
    'x-telegram-id': String(id),
    'x-telegram-username': `dev_${id}`,
    'x-telegram-firstname': 'Dev',
    'x-telegram-lastname': 'Eloper',
    'x-telegram-language': 'en',
    'content-type': 'application/json',
  });

  it('sign in outside production, without initData', async () => {
    await withTestApp({ env: { APP_ENV: 'development', BOT_TOKEN, LOG_LEVEL: 'silent' } }, async (t) => {
      const res = await t.call(contract.auth.telegram, { headers: headers(5551) });
      expect(res.status).toBe(200);
      expect(res.json).toMatchObject({ user: { telegramId: 5551, username: 'dev_5551', firstName: 'Dev' } });
      const bad = await t.fails(contract.auth.telegram, 400, { headers: { 'x-telegram-id': 'abc' } });
      expect(bad.message).toMatch(/x-telegram-id/);
    });
  });

  it('are ignored in production: 401, nobody created; valid initData still works', async () => {
    await withTestApp(
      {
        env: productionEnv({ BOT_TOKEN, PUBLIC_URL: 'https://cum.example' }),
      },
      async (t) => {
        await t.fails(contract.auth.telegram, 401, { headers: headers(5552) });
        expect(await t.services.models.User.countDocuments({ telegramId: 5552 })).toBe(0);
        const res = await t.call(contract.auth.telegram, { headers: t.telegramUser(tgUser()).headers });
        expect(res.status).toBe(200);
        const cookie = res.cookies.find((c) => c.name === '__Host-sid');
        expect(cookie).toMatchObject({ secure: true, httpOnly: true, sameSite: 'Lax', path: '/' });
        expect(cookie?.domain).toBeUndefined();
      },
    );
  });
});
