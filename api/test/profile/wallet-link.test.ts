import { contract } from '@cum/shared/contract';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { describe, expect, it } from 'vitest';
import { manualClock } from '../../src/lib/clock.ts';
import { productionEnv, useTestApp, withTestApp } from '../helpers/test-app.ts';

describe('POST /api/user/wallet: link a wallet to the signed-in account', () => {
  const clock = manualClock(new Date());
  const t = useTestApp({ clock });

  async function signedNonce(account = privateKeyToAccount(generatePrivateKey())) {
    const { message } = await t.ok(contract.auth.walletNonce, {
      body: { walletAddress: account.address },
    });
    const signature = await account.signMessage({ message });
    return { account, body: { walletAddress: account.address, message, signature } };
  }

  it('links the wallet, keeps the primary method, and the wallet then signs in to the same account', async () => {
    const { user, headers } = await t.signedInUser();
    const n = await signedNonce();
    const linked = await t.ok(contract.profile.linkWallet, { headers, body: n.body });
    expect(linked.user).toMatchObject({
      id: user._id.toHexString(),
      walletAddress: n.account.address,
      authMethod: 'telegram',
    });
    const again = await signedNonce(n.account);
    const signIn = await t.ok(contract.auth.wallet, { body: again.body });
    expect(signIn.user.id).toBe(user._id.toHexString());
  });

  it('refuses a wallet another account already has (409) and a second wallet (409)', async () => {
    const first = await t.signedInUser();
    const n = await signedNonce();
    await t.ok(contract.profile.linkWallet, { headers: first.headers, body: n.body });

    const second = await t.signedInUser();
    const reuse = await signedNonce(n.account);
    const taken = await t.fails(contract.profile.linkWallet, 409, {
      headers: second.headers,
      body: reuse.body,
    });
    expect(taken.message).toMatch(/already linked to another account/);

    const other = await signedNonce();
    const twice = await t.fails(contract.profile.linkWallet, 409, {
      headers: first.headers,
      body: other.body,
    });
    expect(twice.message).toMatch(/already has a wallet/);
    // A refused request does not burn anything of the other account.
    expect((await t.ok(contract.profile.getUser, { headers: second.headers })).user.walletAddress).toBeNull();
  });

  it('refuses a wrong signature, a reused or expired nonce with 401 and nothing changes', async () => {
    const { headers } = await t.signedInUser();
    const n = await signedNonce();
    const stranger = privateKeyToAccount(generatePrivateKey());
    const forged = await stranger.signMessage({ message: n.body.message });
    const wrong = await t.fails(contract.profile.linkWallet, 401, {
      headers,
      body: { ...n.body, signature: forged },
    });
    expect(wrong.message).toMatch(/signature does not match/);
    expect((await t.ok(contract.profile.getUser, { headers })).user.walletAddress).toBeNull();

    const late = await signedNonce();
    clock.advance(5 * 60 * 1000 + 1);
    expect((await t.fails(contract.profile.linkWallet, 401, { headers, body: late.body })).message).toMatch(
      /expired/,
    );

    const fresh = await signedNonce();
    const { user: other, headers: otherHeaders } = await t.signedInUser();
    await t.ok(contract.profile.linkWallet, { headers: otherHeaders, body: fresh.body });
    const reused = await t.fails(contract.profile.linkWallet, 401, { headers, body: fresh.body });
    expect(reused.message).toMatch(/not issued by us|already used/);
    expect(other.walletAddress ?? null).toBeNull();
  });

  it('needs a session and a valid body', async () => {
    const n = await signedNonce();
    expect((await t.call(contract.profile.linkWallet, { body: n.body })).status).toBe(401);
    const { headers } = await t.signedInUser();
    const bad = await t.fails(contract.profile.linkWallet, 400, {
      headers,
      body: { ...n.body, walletAddress: '0x123' },
    });
    expect(bad.message).toMatch(/walletAddress/);
  });
});

describe('POST /api/user/wallet in production', () => {
  it("answers 'coming soon' (403)", async () => {
    await withTestApp(
      {
        env: productionEnv(),
      },
      async (t) => {
        const { headers } = await t.signedInUser();
        const account = privateKeyToAccount(generatePrivateKey());
        const message = 'anything';
        const err = await t.fails(contract.profile.linkWallet, 403, {
          headers,
          body: {
            walletAddress: account.address,
            message,
            signature: await account.signMessage({ message }),
          },
        });
        expect(err.message).toMatch(/coming soon/);
        expect(err.reason).toBe('wallet-coming-soon');
      },
    );
  });
});
