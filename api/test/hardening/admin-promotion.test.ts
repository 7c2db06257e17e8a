import { contract } from '@cum/shared/contract';
import { describe, expect, it } from 'vitest';
import { lastToken } from '../helpers/mailbox.ts';
import { BOT_TOKEN, initData, tma } from '../helpers/telegram.ts';
import { useTestApp } from '../helpers/test-app.ts';

// Issue 27, finding 1: an ADMIN_EMAILS address made anyone who registered it first an admin.

const BOSS = 'boss@example.com';
const BOSS_TG = 424242;
const PASSWORD = 'violet tractor harbour';
const cookieOf = (res: { cookies: Array<{ name: string; value: string }> }) => {
  const c = res.cookies.find((x) => x.name === 'sid');
  return c ? `${c.name}=${c.value}` : '';
};

describe('configured admins are promoted only through a verified identity', () => {
  const t = useTestApp({
    env: { ADMIN_EMAILS: BOSS, ADMIN_TELEGRAM_IDS: String(BOSS_TG), BOT_TOKEN },
  });
  const audits = (targetId: string) =>
    t.services.models.AuditEntry.find({ action: 'admin_granted_by_config', targetId }).lean();

  it('an unverified registration of an ADMIN_EMAILS address gets no admin rights; verifying it does', async () => {
    const account = { email: 'Boss@Example.com', username: 'the_real_boss', password: PASSWORD };
    await t.ok(contract.auth.register, { body: account });
    await t.services.auth.afterAnswer.idle();
    const stored = await t.services.models.User.findOne({ email: BOSS }).lean();
    expect(stored?.isAdmin).toBe(false);

    // The attack: sign in while unverified and call an admin route.
    const login = await t.call(contract.auth.login, { body: account });
    expect(login.status).toBe(200);
    expect(contract.auth.login.response.parse(login.json).user.isAdmin).toBe(false);
    const cookie = cookieOf(login);
    await t.fails(contract.admin.stats, 403, { headers: { cookie } });
    expect(await audits(String(stored?._id))).toHaveLength(0);

    // The owner of the mailbox follows the link: promoted, audited once.
    const token = await lastToken(t, BOSS);
    await t.ok(contract.auth.verifyEmail, { body: { token } });
    const after = await t.services.models.User.findOne({ email: BOSS }).lean();
    expect(after?.isAdmin).toBe(true);
    await t.ok(contract.admin.stats, { headers: { cookie } });
    const again = await t.ok(contract.auth.login, { body: account });
    expect(again.user.isAdmin).toBe(true);
    const entries = await audits(String(after?._id));
    expect(entries).toHaveLength(1);
    expect(entries[0]?.after).toEqual({ isAdmin: true, by: 'ADMIN_EMAILS' });
  });

  it('a Telegram id listed in ADMIN_TELEGRAM_IDS is proven by its initData: admin at creation, audited', async () => {
    const res = await t.call(contract.auth.telegram, {
      headers: tma(initData({ id: BOSS_TG, first_name: 'Tg', username: 'tg_boss' })),
    });
    expect(res.status).toBe(200);
    const user = await t.services.models.User.findOne({ telegramId: BOSS_TG }).lean();
    expect(user?.isAdmin).toBe(true);
    const entries = await audits(String(user?._id));
    expect(entries).toHaveLength(1);
    expect(entries[0]?.after).toEqual({ isAdmin: true, by: 'ADMIN_TELEGRAM_IDS' });
  });
});
