import { contract } from '@cum/shared/contract';
import { describe, expect, it } from 'vitest';
import { hashPassword } from '../../src/features/auth/passwords.ts';
import { lastToken } from '../helpers/mailbox.ts';
import { type TestApp, useTestApp, withTestApp } from '../helpers/test-app.ts';

// Issue 28: the refusals of an email change carry a reason (the English sentence unchanged), so the
// app can say them in the user's language.

const PASSWORD = 'violet tractor harbour';
let seq = 0;

async function account(t: TestApp) {
  seq += 1;
  const old = `reasons${seq}-${Date.now()}@example.com`;
  const user = await t.createUser({
    authMethod: 'email',
    email: old,
    emailVerifiedAt: new Date(Date.now() - 3600_000),
    passwordHash: await hashPassword(PASSWORD),
  });
  return {
    user,
    old,
    cookie: await t.sessionCookie(user._id),
    fresh: `fresh${seq}-${Date.now()}@example.com`,
  };
}

describe('email change refusals say why', () => {
  const t = useTestApp();

  it('a wrong password and the same address', async () => {
    const a = await account(t);
    const headers = { cookie: a.cookie };
    const wrong = await t.fails(contract.auth.changeEmail, 401, {
      headers,
      body: { email: a.fresh, password: 'not the password at all' },
    });
    expect(wrong).toEqual({
      error: 'unauthorized',
      message: 'Your password is not correct.',
      reason: 'password-wrong',
      params: {},
    });
    const same = await t.fails(contract.auth.changeEmail, 400, {
      headers,
      body: { email: a.old, password: PASSWORD },
    });
    expect(same).toEqual({
      error: 'bad_request',
      message: 'body.email: This is already your email.',
      reason: 'email-same',
      params: {},
    });
  });

  it('an address another account took meanwhile can be neither added nor given back', async () => {
    const a = await account(t);
    await t.ok(contract.auth.changeEmail, {
      headers: { cookie: a.cookie },
      body: { email: a.fresh, password: PASSWORD },
    });
    const verify = await lastToken(t, a.fresh);
    const thief = await t.createUser({ authMethod: 'email', email: a.fresh, emailVerifiedAt: new Date() });
    const taken = await t.fails(contract.auth.verifyEmail, 409, { body: { token: verify } });
    expect([taken.reason, taken.message]).toEqual([
      'email-taken',
      'This email now belongs to another account, so it cannot be added to yours.',
    ]);

    // The refused link is spent: ask again once the address is free, then the old one is taken.
    await t.services.models.User.deleteOne({ _id: thief._id });
    await t.ok(contract.auth.changeEmail, {
      headers: { cookie: a.cookie },
      body: { email: a.fresh, password: PASSWORD },
    });
    await t.ok(contract.auth.verifyEmail, { body: { token: await lastToken(t, a.fresh, 2) } });
    const undo = await lastToken(t, a.old);
    await t.createUser({ authMethod: 'email', email: a.old, emailVerifiedAt: new Date() });
    const back = await t.fails(contract.auth.undoEmailChange, 409, { body: { token: undo } });
    expect([back.reason, back.message]).toEqual([
      'email-taken-back',
      'This email now belongs to another account, so it cannot be given back to yours.',
    ]);
  });

  it('email sign-in turned off on the server says so', async () => {
    await withTestApp({ env: { EMAIL_SIGN_IN: 'false' } }, async (off) => {
      const e = await off.fails(contract.auth.login, 403, {
        body: { email: 'someone@example.com', password: PASSWORD },
      });
      expect(e).toEqual({
        error: 'forbidden',
        message: 'Email sign-in is turned off on this server.',
        reason: 'email-signin-off',
        params: {},
      });
    });
  });
});
