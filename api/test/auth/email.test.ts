import { contract } from '@cum/shared/contract';
import { describe, expect, it } from 'vitest';
import { REGISTER_MESSAGE } from '../../src/features/auth/email-auth.ts';
import { lastToken, mailTo } from '../helpers/mailbox.ts';
import { useTestApp, withTestApp } from '../helpers/test-app.ts';

const cookieOf = (res: { cookies: Array<{ name: string; value: string }> }, name = 'sid') => {
  const c = res.cookies.find((x) => x.name === name);
  if (!c) throw new Error(`no ${name} cookie`);
  return `${c.name}=${c.value}`;
};

let n = 0;
const newAccount = () => {
  n++;
  return {
    email: `Fan${n}@Example.com`,
    username: `fan_${n}`,
    password: 'correct horse battery',
    firstName: 'Fan',
    lastName: `Number${n}`,
  };
};

describe('email sign-up and sign-in', () => {
  const t = useTestApp({ env: { ADMIN_EMAILS: 'boss@example.com' } });

  it('register (202, no session) -> login while unverified -> GET /api/user -> logout -> 401', async () => {
    const account = newAccount();
    const reg = await t.call(contract.auth.register, { body: account });
    expect(reg.status).toBe(202);
    expect(reg.json).toEqual({ message: REGISTER_MESSAGE });
    expect(reg.cookies).toHaveLength(0);
    expect(JSON.stringify(reg.json)).not.toMatch(/password|argon/i);

    const login = await t.call(contract.auth.login, {
      body: { email: account.email, password: account.password },
    });
    expect(login.status).toBe(200);
    const created = contract.auth.login.response.parse(login.json).user;
    expect(created).toMatchObject({
      email: account.email.toLowerCase(),
      username: account.username,
      authMethod: 'email',
      cumBalance: 0,
      isAdmin: false,
      onboardingCompleted: false,
    });
    const cookie = cookieOf(login);
    const me = await t.ok(contract.profile.getUser, { headers: { cookie } });
    expect(me.user.id).toBe(created.id);

    await t.ok(contract.auth.logout, { headers: { cookie } });
    await t.fails(contract.profile.getUser, 401, { headers: { cookie } });
  });

  it('stores an argon2id hash with the OWASP parameters, never the password', async () => {
    const account = newAccount();
    await t.ok(contract.auth.register, { body: account });
    // The account is created after the answer (constant-time registration).
    await t.services.auth.afterAnswer.idle();
    const doc = await t.services.models.User.findOne({ email: account.email.toLowerCase() }).lean();
    expect(doc?.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(doc?.passwordHash).not.toContain(account.password);
  });

  it('gives every new account a referral code, a user_joined event and +1 users, with searchKeys', async () => {
    const before = await t.services.counters.read(['users']);
    const account = newAccount();
    await t.ok(contract.auth.register, { body: account });
    // The account is created after the answer (constant-time registration).
    await t.services.auth.afterAnswer.idle();
    const doc = await t.services.models.User.findOne({ email: account.email.toLowerCase() }).lean();
    expect(doc?.referralCode).toMatch(/^[23456789A-HJKMNP-Z]{8}$/);
    expect(doc?.usernameLower).toBe(account.username.toLowerCase());
    expect(doc?.searchKeys).toEqual(expect.arrayContaining([account.username, account.email.toLowerCase()]));
    expect((await t.services.counters.read(['users'])).users).toBe(before.users + 1);
    const events = await t.services.models.ActivityEvent.find({
      userId: doc?._id,
      type: 'user_joined',
    }).lean();
    expect(events).toHaveLength(1);
  });

  it('answers a wrong password and an unknown email with the same 401 message', async () => {
    const account = newAccount();
    await t.ok(contract.auth.register, { body: account });
    const wrong = await t.fails(contract.auth.login, 401, {
      body: { email: account.email, password: 'not the password' },
    });
    const unknown = await t.fails(contract.auth.login, 401, {
      body: { email: 'nobody-here@example.com', password: 'not the password' },
    });
    expect(unknown).toEqual(wrong);
    expect(wrong.message).toBe('Invalid email or password.');
    expect(wrong.reason).toBe('credentials-invalid');
    // That both pay for an argon2 verification is asserted in login-work.test.ts.
  });

  it('refuses operator objects and malformed input with 400 naming the field', async () => {
    const inj = await t.fails(contract.auth.login, 400, { body: { email: { $ne: '' }, password: 'x' } });
    expect(inj.message).toMatch(/body\.email/);
    const inj2 = await t.fails(contract.auth.login, 400, {
      body: { email: 'a@b.io', password: { $gt: '' } },
    });
    expect(inj2.message).toMatch(/body\.password/);
    const short = await t.fails(contract.auth.register, 400, {
      body: { ...newAccount(), password: 'short' },
    });
    expect(short.message).toMatch(/body\.password: Password must be at least 8 characters/);
    const long = await t.fails(contract.auth.register, 400, {
      body: { ...newAccount(), password: 'x'.repeat(129) },
    });
    expect(long.message).toMatch(/body\.password/);
    const badName = await t.fails(contract.auth.register, 400, {
      body: { ...newAccount(), username: 'a b' },
    });
    expect(badName.message).toMatch(/body\.username/);
    const badEmail = await t.fails(contract.auth.register, 400, {
      body: { ...newAccount(), email: 'nope' },
    });
    expect(badEmail.message).toMatch(/body\.email: Please enter a valid email address/);
  });

  it('answers a taken email like a new one (and mails its owner); refuses a taken username with 409', async () => {
    const account = newAccount();
    await t.ok(contract.auth.register, { body: account });
    // The account is created after the answer (constant-time registration).
    await t.services.auth.afterAnswer.idle();
    const users = await t.services.models.User.countDocuments();
    const again = await t.ok(contract.auth.register, {
      body: { ...newAccount(), email: account.email.toUpperCase() },
    });
    expect(again).toEqual({ message: REGISTER_MESSAGE });
    const mails = await mailTo(t, account.email, 2);
    expect(mails.map((m) => m.subject)).toEqual([
      'Confirm your email for $CUM Rewards',
      'Someone tried to register with your email',
    ]);
    const name = await t.fails(contract.auth.register, 409, {
      body: { ...newAccount(), username: account.username.toUpperCase() },
    });
    expect(name.message).toMatch(/username is already taken/);
    expect(await t.services.models.User.countDocuments()).toBe(users);
  });

  it('makes ADMIN_EMAILS accounts admins once the address is verified, not before', async () => {
    const account = { ...newAccount(), email: 'Boss@Example.com' };
    await t.ok(contract.auth.register, { body: account });
    const unverified = await t.ok(contract.auth.login, { body: account });
    expect(unverified.user.isAdmin).toBe(false);
    await t.ok(contract.auth.verifyEmail, { body: { token: await lastToken(t, 'boss@example.com') } });
    const { user } = await t.ok(contract.auth.login, { body: account });
    expect(user.isAdmin).toBe(true);
  });

  it('retries a referral-code collision with a new code', async () => {
    const { createAccountsService } = await import('../../src/features/accounts/service.ts');
    const codes = ['TAKEN234', 'TAKEN234', 'TAKEN234', 'FRESH567'];
    const accounts = createAccountsService({
      models: t.services.models,
      connection: t.services.connection,
      counters: t.services.counters,
      activityLog: t.services.activityLog,
      config: t.services.config,
      clock: t.services.clock,
      generateCode: () => codes.shift() ?? 'LAST2345',
    });
    const first = await accounts.create({ authMethod: 'wallet', walletAddress: '0x1' });
    expect(first.referralCode).toBe('TAKEN234');
    const second = await accounts.create({ authMethod: 'wallet', walletAddress: '0x2' });
    expect(second.referralCode).toBe('FRESH567');
  });
});

describe('sign-in throttling', () => {
  it('delays the same IP after 5 wrong passwords for one email, more after each; other IPs and emails are not affected', async () => {
    const { manualClock } = await import('../../src/lib/clock.ts');
    // Starts at the real time: the embedded database's TTL monitor reads the real clock.
    const clock = manualClock(new Date());
    await withTestApp({ clock }, async (t2) => {
      const account = { email: 'later@example.com', username: 'later_me', password: 'right password!' };
      await t2.ok(contract.auth.register, { body: account });
      for (let i = 0; i < 6; i++) {
        await t2.fails(contract.auth.login, 401, { body: { ...account, password: `wrong-${i}` } });
      }
      const limited = await t2.fails(contract.auth.login, 429, { body: account });
      expect(limited.message).toBe('Too many sign-in attempts. Please try again in 1 second.');
      expect([limited.reason, limited.params]).toEqual(['rate-limited', { seconds: 1 }]);
      await t2.fails(contract.auth.login, 401, {
        body: { email: 'other@example.com', password: 'whatever' },
      });
      clock.advance(1001);
      await t2.fails(contract.auth.login, 401, { body: { ...account, password: 'wrong again' } });
      const longer = await t2.fails(contract.auth.login, 429, { body: account });
      expect(longer.message).toMatch(/in 2 seconds/);
      expect(longer.params).toEqual({ seconds: 2 });
      // Another IP signs in at once.
      const elsewhere = await t2.app.inject({
        method: 'POST',
        url: contract.auth.login.path,
        remoteAddress: '198.51.100.20',
        payload: account,
      });
      expect(elsewhere.statusCode).toBe(200);
      clock.advance(2001);
      await t2.ok(contract.auth.login, { body: account });
    });
  });

  it('limits failed logins per IP across emails (10 password evaluations per 15 minutes)', async () => {
    await withTestApp(async (t2) => {
      const statuses: number[] = [];
      for (let i = 0; i < 11; i++) {
        const res = await t2.call(contract.auth.login, {
          body: { email: `ip-${i}@example.com`, password: 'whatever' },
        });
        statuses.push(res.status);
      }
      expect(statuses.slice(0, 10).every((s) => s === 401)).toBe(true);
      expect(statuses[10]).toBe(429);
      const res = await t2.call(contract.auth.login, { body: { email: 'x@example.com', password: 'y' } });
      expect(res.status).toBe(429);
      expect(res.json).toMatchObject({
        error: 'too_many_requests',
        message: expect.stringMatching(/Too many/),
      });
    });
  });
});
