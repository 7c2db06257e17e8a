import { contract } from '@cum/shared/contract';
import { describe, expect, it } from 'vitest';
import { LINK_TTL_MS } from '../../src/features/auth/email-mails.ts';
import { hashPassword } from '../../src/features/auth/passwords.ts';
import { manualClock } from '../../src/lib/clock.ts';
import { lastToken, mailTo } from '../helpers/mailbox.ts';
import { type TestApp, useTestApp, withTestApp } from '../helpers/test-app.ts';

// Issue 27, item 9a: changing the account email neither told the old address nor ended other sessions.

const PASSWORD = 'violet tractor harbour';
const cookieOf = (res: { cookies: Array<{ name: string; value: string }> }) => {
  const c = res.cookies.find((x) => x.name === 'sid');
  return c ? `${c.name}=${c.value}` : '';
};

let seq = 0;
/** A verified email account with two sessions (this browser and another device). */
async function account(t: TestApp) {
  seq += 1;
  const old = `owner${seq}-${Date.now()}@example.com`;
  const user = await t.createUser({
    authMethod: 'email',
    email: old,
    emailVerifiedAt: new Date(Date.now() - 3600_000),
    passwordHash: await hashPassword(PASSWORD),
  });
  const here = await t.sessionCookie(user._id);
  const other = await t.sessionCookie(user._id);
  return { user, old, here, other, fresh: `new${seq}-${Date.now()}@example.com` };
}

/** Asks for the change from `here` and returns the token of the link mailed to the new address. */
async function requestChange(t: TestApp, a: Awaited<ReturnType<typeof account>>) {
  await t.ok(contract.auth.changeEmail, {
    body: { email: a.fresh, password: PASSWORD },
    headers: { cookie: a.here },
  });
  return lastToken(t, a.fresh);
}

const signedIn = async (t: TestApp, cookie: string) =>
  (await t.call(contract.auth.emailStatus, { headers: { cookie } })).status === 200;

describe('an email change tells the old address and ends the other sessions', () => {
  const t = useTestApp();

  it('confirmed from the signed-in browser: the old address gets an undo link, other sessions end, this browser stays in', async () => {
    const a = await account(t);
    const token = await requestChange(t, a);
    expect(await mailTo(t, a.old, 0)).toHaveLength(0);
    const res = await t.call(contract.auth.verifyEmail, { body: { token }, headers: { cookie: a.here } });
    expect(res.status).toBe(200);
    expect((await t.userRecord(a.user._id)).email).toBe(a.fresh);

    const [notice] = await mailTo(t, a.old);
    expect(notice?.subject).toMatch(/email was changed/i);
    expect(notice?.link).toMatch(/\/undo-email-change\?token=/);

    await t.services.sessions.pollNow();
    expect(await signedIn(t, a.other)).toBe(false);
    expect(await signedIn(t, a.here)).toBe(false); // rotated: the old token is gone too
    expect(await signedIn(t, cookieOf(res))).toBe(true);
  });

  it('confirmed from a link without a session: every session ends, nobody is signed in by it', async () => {
    const a = await account(t);
    const token = await requestChange(t, a);
    const res = await t.call(contract.auth.verifyEmail, { body: { token } });
    expect(res.status).toBe(200);
    expect(cookieOf(res)).toBe('');
    await t.services.sessions.pollNow();
    expect(await signedIn(t, a.here)).toBe(false);
    expect(await signedIn(t, a.other)).toBe(false);
  });

  it('adding a first email (no verified address before) mails nobody else and keeps the sessions', async () => {
    const user = await t.createUser({ authMethod: 'telegram' });
    const cookie = await t.sessionCookie(user._id);
    const email = `first-${Date.now()}@example.com`;
    await t.ok(contract.auth.changeEmail, { body: { email, password: PASSWORD }, headers: { cookie } });
    await t.ok(contract.auth.verifyEmail, { body: { token: await lastToken(t, email) } });
    expect(await signedIn(t, cookie)).toBe(true);
  });

  it('the undo link restores the old address as verified, ends every session, clears the password and works once', async () => {
    const a = await account(t);
    const token = await requestChange(t, a);
    const confirmed = await t.call(contract.auth.verifyEmail, {
      body: { token },
      headers: { cookie: a.here },
    });
    const intruder = cookieOf(confirmed);
    const undo = await lastToken(t, a.old);

    const res = await t.ok(contract.auth.undoEmailChange, { body: { token: undo } });
    expect(res.email).toBe(a.old);
    const user = await t.userRecord(a.user._id);
    expect(user.email).toBe(a.old);
    expect(user.emailVerifiedAt).toBeInstanceOf(Date);
    expect(user.passwordHash).toBeNull();
    await t.services.sessions.pollNow();
    expect(await signedIn(t, intruder)).toBe(false);
    // The old password (which the intruder knew) no longer signs in; a reset link went to the owner.
    await t.fails(contract.auth.login, 401, { body: { email: a.old, password: PASSWORD } });
    const mails = await mailTo(t, a.old, 2);
    expect(mails.at(-1)?.link).toMatch(/\/reset-password\?token=/);

    const again = await t.fails(contract.auth.undoEmailChange, 409, { body: { token: undo } });
    expect(again.message).toMatch(/already used/);
    expect((await t.userRecord(a.user._id)).email).toBe(a.old);
  });
});

describe('the undo link expires after 24 hours', () => {
  it('is refused one second late and changes nothing', async () => {
    const clock = manualClock();
    await withTestApp({ clock }, async (t) => {
      const a = await account(t);
      const token = await requestChange(t, a);
      await t.ok(contract.auth.verifyEmail, { body: { token }, headers: { cookie: a.here } });
      const undo = await lastToken(t, a.old);
      clock.advance(LINK_TTL_MS + 1000);
      await t.fails(contract.auth.undoEmailChange, 409, { body: { token: undo } });
      const user = await t.userRecord(a.user._id);
      expect(user.email).toBe(a.fresh);
      expect(user.passwordHash).not.toBeNull();
    });
  });
});
