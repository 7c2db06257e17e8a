import { contract } from '@cum/shared/contract';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { describe, expect, it } from 'vitest';
import { manualClock } from '../../src/lib/clock.ts';
import { productionEnv, useTestApp, withTestApp } from '../helpers/test-app.ts';

describe('wallet sign-in (EIP-191, outside production)', () => {
  const clock = manualClock(new Date());
  const t = useTestApp({ clock });

  async function signedNonce(account = privateKeyToAccount(generatePrivateKey())) {
    const { message, expiresAt } = await t.ok(contract.auth.walletNonce, {
      body: { walletAddress: account.address.toLowerCase() },
    });
    expect(message).toContain(account.address);
    expect(new Date(expiresAt).getTime() - clock.now().getTime()).toBe(5 * 60 * 1000);
    const signature = await account.signMessage({ message });
    return { account, message, signature, body: { walletAddress: account.address, message, signature } };
  }

  it('creates the account on first use and finds it again next time', async () => {
    const first = await signedNonce();
    const { user } = await t.ok(contract.auth.wallet, { body: first.body });
    expect(user).toMatchObject({
      authMethod: 'wallet',
      walletAddress: first.account.address,
      username: null,
    });
    const doc = await t.services.models.User.findById(user.id).lean();
    expect(doc?.referralCode).toBeTruthy();
    const again = await signedNonce(first.account);
    expect((await t.ok(contract.auth.wallet, { body: again.body })).user.id).toBe(user.id);
  });

  it('refuses a reused nonce with 401', async () => {
    const n = await signedNonce();
    await t.ok(contract.auth.wallet, { body: n.body });
    const err = await t.fails(contract.auth.wallet, 401, { body: n.body });
    expect(err.message).toMatch(/not issued by us|already used/);
  });

  it('refuses a wrong signature, another wallet and a message we did not issue', async () => {
    const n = await signedNonce();
    const other = privateKeyToAccount(generatePrivateKey());
    const forged = await other.signMessage({ message: n.message });
    const wrong = await t.fails(contract.auth.wallet, 401, { body: { ...n.body, signature: forged } });
    expect(wrong.message).toMatch(/signature does not match/);
    // The same signed message presented for another address.
    await t.fails(contract.auth.wallet, 401, { body: { ...n.body, walletAddress: other.address } });
    // A message of our own making, signed correctly.
    const made = n.message.replace(/Nonce: [0-9a-f]+/, `Nonce: ${'a'.repeat(32)}`);
    await t.fails(contract.auth.wallet, 401, {
      body: { ...n.body, message: made, signature: await n.account.signMessage({ message: made }) },
    });
    const plain = 'Sign in please';
    await t.fails(contract.auth.wallet, 401, {
      body: { ...n.body, message: plain, signature: await n.account.signMessage({ message: plain }) },
    });
    // Nothing above consumed the genuine nonce.
    await t.ok(contract.auth.wallet, { body: n.body });
  });

  it('refuses an expired nonce', async () => {
    const n = await signedNonce();
    clock.advance(5 * 60 * 1000 + 1);
    const err = await t.fails(contract.auth.wallet, 401, { body: n.body });
    expect(err.message).toMatch(/expired/);
  });

  it('validates the body', async () => {
    const bad = await t.fails(contract.auth.walletNonce, 400, { body: { walletAddress: '0x123' } });
    expect(bad.message).toMatch(/body\.walletAddress/);
    const sig = await t.fails(contract.auth.wallet, 400, {
      body: { walletAddress: `0x${'1'.repeat(40)}`, signature: '0xzz', message: 'x' },
    });
    expect(sig.message).toMatch(/body\.signature/);
  });
});

describe('wallet sign-in in production', () => {
  it("answers 'coming soon' (403) to both calls", async () => {
    await withTestApp(
      {
        env: productionEnv(),
      },
      async (t) => {
        const account = privateKeyToAccount(generatePrivateKey());
        const nonce = await t.fails(contract.auth.walletNonce, 403, {
          body: { walletAddress: account.address },
        });
        expect(nonce.message).toMatch(/Wallet connect coming soon!/);
        expect(nonce.reason).toBe('wallet-coming-soon');
        const message = 'anything';
        const sign = await t.fails(contract.auth.wallet, 403, {
          body: {
            walletAddress: account.address,
            message,
            signature: await account.signMessage({ message }),
          },
        });
        expect(sign.message).toMatch(/coming soon/);
        expect(await t.services.models.User.countDocuments()).toBe(0);
      },
    );
  });
});
