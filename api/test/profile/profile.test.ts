import { contract } from '@cum/shared/contract';
import { describe, expect, it } from 'vitest';
import { inTransaction } from '../../src/db/transaction.ts';
import { useTestApp } from '../helpers/test-app.ts';

const DEFAULTS = {
  emailNotifications: true,
  pushNotifications: true,
  taskReminders: true,
  rewardAlerts: true,
  privateProfile: false,
  showBalance: true,
  showLevel: true,
};

describe('profile', () => {
  const t = useTestApp();

  it('GET /api/user answers the contract user shape, or 401 without a session', async () => {
    const { user, headers } = await t.signedInUser({ firstName: 'Ann' });
    const me = await t.ok(contract.profile.getUser, { headers });
    expect(me.user).toMatchObject({
      id: user._id.toHexString(),
      firstName: 'Ann',
      cumBalance: 0,
      rewardUpgradeLevel: 1,
      welcomeBonusClaimed: false,
      onboardingCompleted: false,
      isAdmin: false,
      settings: DEFAULTS,
    });
    expect(Object.keys(me.user)).not.toContain('passwordHash');
    await t.fails(contract.profile.getUser, 401);
    await t.fails(contract.profile.getUser, 401, { headers: { cookie: 'sid=forged.value' } });
  });

  it('updates names and username, keeping usernameLower and searchKeys in step', async () => {
    const { user, headers } = await t.signedInUser();
    const { user: updated } = await t.ok(contract.profile.updateProfile, {
      headers,
      body: { firstName: '  Zed ', lastName: 'Zulu', username: 'Zed_Zulu' },
    });
    expect(updated).toMatchObject({ firstName: 'Zed', lastName: 'Zulu', username: 'Zed_Zulu' });
    const doc = await t.services.models.User.findById(user._id).lean();
    expect(doc?.usernameLower).toBe('zed_zulu');
    expect(doc?.searchKeys).toEqual(expect.arrayContaining(['zed', 'zulu', 'zed_zulu']));
    expect(doc?.searchKeys).not.toContain(user.username?.toLowerCase());
    // Changing only the case of one's own username is fine.
    await t.ok(contract.profile.updateProfile, {
      headers,
      body: { firstName: 'Zed', lastName: 'Zulu', username: 'ZED_ZULU' },
    });
  });

  it('names the field of every refused update and changes nothing', async () => {
    const { user, headers } = await t.signedInUser();
    const cases: Array<[Record<string, unknown>, RegExp]> = [
      [{ firstName: '', lastName: 'L', username: 'valid_name' }, /body\.firstName: First name is required/],
      [{ firstName: 'F', lastName: ' ', username: 'valid_name' }, /body\.lastName: Last name is required/],
      [
        { firstName: 'F', lastName: 'L', username: 'ab' },
        /body\.username: Username must be at least 3 characters/,
      ],
      [{ firstName: 'F', lastName: 'L', username: 'bad name!' }, /body\.username: Username may contain only/],
      [{ firstName: 'F', lastName: 'L' }, /body\.username/],
      [{ firstName: { $ne: '' }, lastName: 'L', username: 'valid_name' }, /body\.firstName/],
    ];
    for (const [body, message] of cases) {
      const err = await t.fails(contract.profile.updateProfile, 400, { headers, body });
      expect(err.message).toMatch(message);
    }
    const doc = await t.services.models.User.findById(user._id).lean();
    expect(doc?.username).toBe(user.username);
    expect(doc?.firstName).toBe(user.firstName);
  });

  it('refuses a username someone else has (any case) with 409', async () => {
    const other = await t.signedInUser({ username: 'Taken_Name' });
    const { headers } = await t.signedInUser();
    const err = await t.fails(contract.profile.updateProfile, 409, {
      headers,
      body: { firstName: 'F', lastName: 'L', username: 'taken_NAME' },
    });
    expect(err.message).toMatch(/username is already taken/);
    expect((await t.services.models.User.findById(other.user._id).lean())?.username).toBe('Taken_Name');
  });

  it('settings round-trip: defaults, then stored values come back with the user', async () => {
    const { headers } = await t.signedInUser();
    expect((await t.ok(contract.profile.getUser, { headers })).user.settings).toEqual(DEFAULTS);
    const wanted = { ...DEFAULTS, emailNotifications: false, privateProfile: true, showLevel: false };
    const res = await t.ok(contract.profile.updateSettings, { headers, body: wanted });
    expect(res.user.settings).toEqual(wanted);
    expect((await t.ok(contract.profile.getUser, { headers })).user.settings).toEqual(wanted);
    const partial = await t.fails(contract.profile.updateSettings, 400, {
      headers,
      body: { emailNotifications: 'yes' },
    });
    expect(partial.message).toMatch(/body\.emailNotifications/);
  });

  it('stores a language alone or with the settings; GET /api/user returns the stored choice (null: none)', async () => {
    const { user, headers } = await t.signedInUser();
    expect((await t.ok(contract.profile.getUser, { headers })).user.language).toBeNull();
    const alone = await t.ok(contract.profile.updateSettings, { headers, body: { language: 'pt-BR' } });
    expect(alone.user.language).toBe('pt-BR');
    expect(alone.user.settings).toEqual(DEFAULTS);
    expect((await t.ok(contract.profile.getUser, { headers })).user.language).toBe('pt-BR');
    const both = { ...DEFAULTS, taskReminders: false, language: 'fa' as const };
    const res = await t.ok(contract.profile.updateSettings, { headers, body: both });
    expect(res.user).toMatchObject({ language: 'fa', settings: { ...DEFAULTS, taskReminders: false } });
    // The booleans alone leave the language as it is; null goes back to following Telegram/the browser.
    expect((await t.ok(contract.profile.updateSettings, { headers, body: DEFAULTS })).user.language).toBe(
      'fa',
    );
    expect(
      (await t.ok(contract.profile.updateSettings, { headers, body: { language: null } })).user.language,
    ).toBeNull();
    expect((await t.services.models.User.findById(user._id).lean())?.language).toBeNull();
  });

  it('refuses an unknown language code or half the settings with a clear 400, changing nothing', async () => {
    const { user, headers } = await t.signedInUser();
    await t.ok(contract.profile.updateSettings, { headers, body: { language: 'ru' } });
    const before = await t.services.models.User.findById(user._id).lean();
    for (const code of ['xx', 'pt', 'EN', '', 42]) {
      const err = await t.fails(contract.profile.updateSettings, 400, {
        headers,
        body: { ...DEFAULTS, showLevel: false, language: code },
      });
      expect(err.message).toMatch(
        /body\.language: language must be one of en, ru, es, pt-BR, id, fa, or null/,
      );
    }
    const half = await t.fails(contract.profile.updateSettings, 400, {
      headers,
      body: { showLevel: false, language: 'es' },
    });
    expect(half.message).toMatch(/body\.emailNotifications: required with the other settings/);
    const empty = await t.fails(contract.profile.updateSettings, 400, { headers, body: {} });
    expect(empty.message).toMatch(/send the seven settings, a language, or both/);
    const after = await t.services.models.User.findById(user._id).lean();
    expect(after?.language).toBe('ru');
    expect(after?.settings).toEqual(before?.settings);
  });

  it('requires a session for every profile call', async () => {
    await t.fails(contract.profile.updateProfile, 401, {
      body: { firstName: 'a', lastName: 'b', username: 'abc' },
    });
    await t.fails(contract.profile.updateSettings, 401, { body: DEFAULTS });
    await t.fails(contract.profile.deleteAccount, 401, { body: { confirmUsername: 'x' } });
  });
});

describe('deleting an account', () => {
  const t = useTestApp();

  it('needs the username typed as confirmation', async () => {
    const { user, headers } = await t.signedInUser();
    const err = await t.fails(contract.profile.deleteAccount, 400, {
      headers,
      body: { confirmUsername: 'someone_else' },
    });
    expect(err.message).toMatch(/body\.confirmUsername/);
    expect((await t.services.models.User.findById(user._id).lean())?.deletedAt).toBeNull();
  });

  it('erases personal data, ends every session, keeps the ledger and decrements the counters', async () => {
    await t.ok(contract.auth.register, {
      body: { email: 'gone@example.com', username: 'Gone_Soon', password: 'a good password', firstName: 'G' },
    });
    const first = await t.call(contract.auth.login, {
      body: { email: 'gone@example.com', password: 'a good password' },
    });
    const userId = (first.json as { user: { id: string } }).user.id;
    const cookie = `sid=${first.cookies.find((c) => c.name === 'sid')?.value}`;
    const otherSession = await t.ok(contract.auth.login, {
      body: { email: 'gone@example.com', password: 'a good password' },
    });
    expect(otherSession.user.id).toBe(userId);
    const { User, LedgerEntry, Session } = t.services.models;
    await User.updateOne({ _id: userId }, { $set: { onboardingCompleted: true } });
    await t.services.counters.inc(null, { onboarded: 1 });
    const doc = await User.findById(userId).lean();
    if (!doc) throw new Error('no user');
    await inTransaction(t.services.connection, (session) =>
      t.services.ledger.post(session, {
        userId: doc._id,
        amount: 5000,
        kind: 'admin_adjustment',
        key: `test:${userId}`,
        description: 'test credit',
      }),
    );
    const before = await t.services.counters.read(['users', 'onboarded']);

    await t.ok(contract.profile.deleteAccount, {
      headers: { cookie },
      body: { confirmUsername: 'gone_soon' },
    });

    await t.fails(contract.profile.getUser, 401, { headers: { cookie } });
    expect(await Session.countDocuments({ userId })).toBe(0);
    const gone = await User.findById(userId).lean();
    expect(gone?.deletedAt).toBeInstanceOf(Date);
    for (const field of [
      'email',
      'username',
      'usernameLower',
      'telegramId',
      'walletAddress',
      'firstName',
      'lastName',
      'photoUrl',
      'passwordHash',
      'searchKeys',
    ]) {
      expect(gone, field).not.toHaveProperty(field);
    }
    expect(gone?.balance).toBe(5000);
    expect(await LedgerEntry.countDocuments({ userId })).toBe(1);
    expect(await t.services.counters.read(['users', 'onboarded'])).toEqual({
      users: before.users - 1,
      onboarded: before.onboarded - 1,
    });
    // The email and username are free again; the old password opens nothing.
    await t.fails(contract.auth.login, 401, {
      body: { email: 'gone@example.com', password: 'a good password' },
    });
    await t.ok(contract.auth.register, {
      body: { email: 'gone@example.com', username: 'Gone_Soon', password: 'another password' },
    });
  });

  it('confirms with DELETE for an account without a username', async () => {
    const { user, headers } = await t.signedInUser();
    await t.services.models.User.updateOne({ _id: user._id }, { $unset: { username: 1, usernameLower: 1 } });
    await t.fails(contract.profile.deleteAccount, 400, { headers, body: { confirmUsername: 'yes' } });
    await t.ok(contract.profile.deleteAccount, { headers, body: { confirmUsername: 'DELETE' } });
    await t.fails(contract.profile.getUser, 401, { headers });
  });
});
