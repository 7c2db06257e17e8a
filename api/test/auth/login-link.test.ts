import { contract } from '@cum/shared/contract';
import { describe, expect, it } from 'vitest';
import { manualClock } from '../../src/lib/clock.ts';
import { useTestApp, withTestApp } from '../helpers/test-app.ts';

const identity = (id: number) => ({
  id,
  username: `linked_${id}`,
  firstName: 'Linked',
  lastName: 'User',
  languageCode: 'en',
  photoUrl: null,
});

describe('Telegram login link (browser sign-in through the bot)', () => {
  // Real start time: the embedded database's TTL monitor reads the real clock.
  const clock = manualClock(new Date());
  const t = useTestApp({ clock, env: { BOT_USERNAME: 'cum_rewards_bot' } });

  async function newLink() {
    const res = await t.call(contract.auth.telegramLinkCreate);
    expect(res.status).toBe(200);
    const link = contract.auth.telegramLinkCreate.response.parse(res.json);
    const c = res.cookies.find((x) => x.name === 'tglink');
    expect(c).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    return { ...link, browser: `tglink=${c?.value}` };
  }

  it('answers a t.me link, pending until the bot confirms, then the session once; a second poll is 401', async () => {
    const link = await newLink();
    expect(link.url).toBe(`https://t.me/cum_rewards_bot?start=auth_${link.token}`);
    expect(`auth_${link.token}`.length).toBeLessThanOrEqual(64);
    expect(new Date(link.expiresAt).getTime() - clock.now().getTime()).toBe(5 * 60 * 1000);
    // Only the hash is stored.
    expect(await t.services.models.LoginLink.countDocuments({ tokenHash: link.token })).toBe(0);

    const pending = await t.ok(contract.auth.telegramLinkPoll, {
      params: { token: link.token },
      headers: { cookie: link.browser },
    });
    expect(pending).toEqual({ status: 'pending', expiresAt: link.expiresAt });

    const { user } = await t.services.auth.confirmLoginLink(link.token, identity(880001));
    expect(user.telegramId).toBe(880001);

    const res = await t.call(contract.auth.telegramLinkPoll, {
      params: { token: link.token },
      headers: { cookie: link.browser },
    });
    expect(res.status).toBe(200);
    const body = contract.auth.telegramLinkPoll.response.parse(res.json);
    expect(body).toMatchObject({
      status: 'confirmed',
      user: { telegramId: 880001, username: 'linked_880001' },
    });
    const sid = res.cookies.find((c) => c.name === 'sid');
    const me = await t.ok(contract.profile.getUser, { headers: { cookie: `sid=${sid?.value}` } });
    expect(me.user.id).toBe(user._id.toHexString());

    await t.fails(contract.auth.telegramLinkPoll, 401, {
      params: { token: link.token },
      headers: { cookie: link.browser },
    });
  });

  it('signs in the existing account of that Telegram user', async () => {
    const first = await newLink();
    const a = await t.services.auth.confirmLoginLink(first.token, identity(880002));
    const second = await newLink();
    const b = await t.services.auth.confirmLoginLink(second.token, identity(880002));
    expect(b.user._id.equals(a.user._id)).toBe(true);
  });

  it('does not hand the session to a poll without the browser cookie', async () => {
    const link = await newLink();
    await t.services.auth.confirmLoginLink(link.token, identity(880003));
    await t.fails(contract.auth.telegramLinkPoll, 401, { params: { token: link.token } });
    const other = await newLink();
    await t.fails(contract.auth.telegramLinkPoll, 401, {
      params: { token: link.token },
      headers: { cookie: other.browser },
    });
    // The rightful browser still gets it.
    await t.ok(contract.auth.telegramLinkPoll, {
      params: { token: link.token },
      headers: { cookie: link.browser },
    });
  });

  it('refuses a second confirmation, an unknown token and an expired link', async () => {
    const link = await newLink();
    await t.services.auth.confirmLoginLink(link.token, identity(880004));
    await expect(t.services.auth.confirmLoginLink(link.token, identity(880005))).rejects.toMatchObject({
      status: 404,
      message: 'This login link has expired or was already used.',
      detail: { reason: 'login-link-used', params: {} },
    });
    await expect(t.services.auth.confirmLoginLink('x'.repeat(43), identity(880005))).rejects.toMatchObject({
      status: 404,
    });
    expect(await t.fails(contract.auth.telegramLinkPoll, 401, { params: { token: 'y'.repeat(43) } })).toEqual(
      {
        error: 'unauthorized',
        message: 'This login link has expired or was already used. Please start again.',
        reason: 'login-link-expired',
        params: {},
      },
    );
    await t.fails(contract.auth.telegramLinkPoll, 400, { params: { token: 'bad token!' } });

    const late = await newLink();
    clock.advance(5 * 60 * 1000 + 1);
    await expect(t.services.auth.confirmLoginLink(late.token, identity(880006))).rejects.toMatchObject({
      status: 404,
    });
    await t.fails(contract.auth.telegramLinkPoll, 401, {
      params: { token: late.token },
      headers: { cookie: late.browser },
    });
    expect(await t.services.models.User.countDocuments({ telegramId: 880006 })).toBe(0);
  });

  it('keeps the asking browser for the bot; Cancel there kills the link and the browser is told', async () => {
    const res = await t.call(contract.auth.telegramLinkCreate, {
      headers: { 'user-agent': 'TestBrowser/1.0' },
    });
    const link = contract.auth.telegramLinkCreate.response.parse(res.json);
    const cookie = `tglink=${res.cookies.find((x) => x.name === 'tglink')?.value}`;
    expect(await t.services.auth.describeLoginLink(link.token)).toMatchObject({
      state: 'pending',
      userAgent: 'TestBrowser/1.0',
    });
    expect(await t.services.auth.cancelLoginLink(link.token)).toBe('cancelled');
    await expect(t.services.auth.confirmLoginLink(link.token, identity(880010))).rejects.toMatchObject({
      status: 404,
    });
    const polled = await t.fails(contract.auth.telegramLinkPoll, 401, {
      params: { token: link.token },
      headers: { cookie },
    });
    expect(polled.message).toBe('Sign-in was cancelled in Telegram. Start again to sign in.');
    expect(polled.reason).toBe('login-cancelled');
    expect(await t.services.models.User.countDocuments({ telegramId: 880010 })).toBe(0);
  });

  it('number matching: the browser gets two digits, the bot three choices; a wrong pick cancels, the right one confirms', async () => {
    const link = await newLink();
    expect(link.code).toMatch(/^[1-9]\d$/);
    const described = await t.services.auth.describeLoginLink(link.token);
    expect(described?.choices).toHaveLength(3);
    expect(new Set(described?.choices).size).toBe(3);
    expect(described?.choices).toContain(link.code);

    const wrong = link.code === '10' ? '11' : '10';
    await expect(t.services.auth.confirmLoginLink(link.token, identity(880020), wrong)).rejects.toMatchObject(
      {
        status: 403,
        message: 'That was not the number your browser showed: sign-in cancelled.',
        detail: { reason: 'login-number-wrong', params: {} },
      },
    );
    // Cancelled for good: the right number afterwards is refused, the browser is told.
    await expect(
      t.services.auth.confirmLoginLink(link.token, identity(880020), link.code),
    ).rejects.toMatchObject({ status: 404 });
    const polled = await t.fails(contract.auth.telegramLinkPoll, 401, {
      params: { token: link.token },
      headers: { cookie: link.browser },
    });
    expect(polled.message).toBe('Sign-in was cancelled in Telegram. Start again to sign in.');
    expect(await t.services.models.User.countDocuments({ telegramId: 880020 })).toBe(0);

    const next = await newLink();
    const { user } = await t.services.auth.confirmLoginLink(next.token, identity(880021), next.code);
    expect(user.telegramId).toBe(880021);
    await t.ok(contract.auth.telegramLinkPoll, {
      params: { token: next.token },
      headers: { cookie: next.browser },
    });
  });

  it('says so when no bot is configured', async () => {
    await withTestApp(async (bare) => {
      const err = await bare.fails(contract.auth.telegramLinkCreate, 503);
      expect(err.message).toMatch(/not configured/);
    });
  });
});
