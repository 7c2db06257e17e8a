import { contract } from '@cum/shared/contract';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manualClock } from '../../src/lib/clock.ts';
import { createTestApp, fails, ok, type TestApp } from '../helpers/test-app.ts';

describe('wallet sign-in (EIP-191, outside production)', () => {
  let t: TestApp;
  const clock = manualClock(new Date());
  beforeAll(async () => {
    t = await createTestApp({ clock });
  });
  afterAll(() => t.close());

  async function signedNonce(account = privateKeyToAccount(generatePrivateKey())) {
    const { message, expiresAt } = await ok(t, contract.auth.walletNonce, {
      body: { walletAddress: account.address.toLowerCase() },
    });
    expect(message).toContain(account.address);
    expect(new Date(expiresAt).getTime() - clock.now().getTime()).toBe(5 * 60 * 1000);
    const signature = await account.signMessage({ message });
    return { account, message, signature, body: { walletAddress: account.address, message, signature } };
  }

  it('creates the account on first use and finds it again next time', async () => {
    const first = await signedNonce();
    const { user } = await ok(t, contract.auth.wallet, { body: first.body });
    expect(user).toMatchObject({
      authMethod: 'wallet',
      walletAddress: first.account.address,
      username: null,
    });
    const doc = await t.services.models.User.findById(user.id).lean();
    expect(doc?.referralCode).toBeTruthy();
    const again = await signedNonce(first.account);
    expect((await ok(t, contract.auth.wallet, { body: again.body })).user.id).toBe(user.id);
  });

  it('refuses a reused nonce with 401', async () => {
    const n = await signedNonce();
    await ok(t, contract.auth.wallet, { body: n.body });
    const err = await fails(t, contract.auth.wallet, 401, { body: n.body });
    expect(err.message).toMatch(/not issued by us|already used/);
  });

  it('refuses a wrong signature, another wallet and a message we did not issue', async () => {
    const n = await signedNonce();
    const other = privateKeyToAccount(generatePrivateKey());
    const forged = await other.signMessage({ message: n.message });
    const wrong = await fails(t, contract.auth.wallet, 401, { body: { ...n.body, signature: forged } });
    expect(wrong.message).toMatch(/signature does not match/);
    // The same signed message presented for another address.
    await fails(t, contract.auth.wallet, 401, { body: { ...n.body, walletAddress: other.address } });
    // A message of our own making, signed correctly.
    const made = n.message.replace(/Nonce: [0-9a-f]+/, `Nonce: ${'a'.repeat(32)}`);
    await fails(t, contract.auth.wallet, 401, {
      body: { ...n.body, message: made, signature: await n.account.signMessage({ message: made }) },
    });
    const plain = 'Sign in please';
    await fails(t, contract.auth.wallet, 401, {
      body: { ...n.body, message: plain, signature: await n.account.signMessage({ message: plain }) },
    });
    // Nothing above consumed the genuine nonce.
    await ok(t, contract.auth.wallet, { body: n.body });
  });

  it('refuses an expired nonce', async () => {
    const n = await signedNonce();
    clock.advance(5 * 60 * 1000 + 1);
    const err = await fails(t, contract.auth.wallet, 401, { body: n.body });
    expect(err.message).toMatch(/expired/);
  });

  it('validates the body', async () => {
    const bad = await fails(t, contract.auth.walletNonce, 400, { body: { walletAddress: '0x123' } });
    expect(bad.message).toMatch(/body\.walletAddress/);
    const sig = await fails(t, contract.auth.wallet, 400, {
      body: { walletAddress: `0x${'1'.repeat(40)}`, signature: '0xzz', message: 'x' },
    });
    expect(sig.message).toMatch(/body\.signature/);
  });
});

describe('wallet sign-in in production', () => {
  it("answers 'coming soon' (403) to both calls", async () => {
    const t = await createTestApp({
      env: {
        APP_ENV: 'production',
        LOG_LEVEL: 'silent',
        SESSION_SECRET: 's'.repeat(40),
        SMTP_URL: 'smtp://127.0.0.1:2525',
      },
    });
    try {
      const account = privateKeyToAccount(generatePrivateKey());
      const nonce = await fails(t, contract.auth.walletNonce, 403, {
        body: { walletAddress: account.address },
      });
      expect(nonce.message).toMatch(/Wallet connect coming soon!/);
      const message = 'anything';
      const sign = await fails(t, contract.auth.wallet, 403, {
        body: { walletAddress: account.address, message, signature: await account.signMessage({ message }) },
      });
      expect(sign.message).toMatch(/coming soon/);
      expect(await t.services.models.User.countDocuments()).toBe(0);
    } finally {
      await t.close();
    }
  });
});
