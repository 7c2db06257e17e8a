import { contract } from '@cum/shared/contract';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { createSiweMessage, parseSiweMessage } from 'viem/siwe';
import { describe, expect, it } from 'vitest';
import { manualClock } from '../../src/lib/clock.ts';
import { useTestApp } from '../helpers/test-app.ts';

// Issue 27, item 9b: the wallet sign-in message imitated Sign-In with Ethereum but lacked EIP-4361's
// required fields (version, chain id), and nothing checked them when the signature came back.

const PUBLIC_URL = 'https://cum.example';

describe('wallet sign-in with an EIP-4361 (SIWE) message', () => {
  const clock = manualClock(new Date());
  const t = useTestApp({ clock, env: { PUBLIC_URL, WALLET_CHAIN_ID: '10' } });
  const walletUsers = (address: string) =>
    t.services.models.User.countDocuments({ walletAddress: address }).exec();

  async function issued() {
    const account = privateKeyToAccount(generatePrivateKey());
    const { message } = await t.ok(contract.auth.walletNonce, { body: { walletAddress: account.address } });
    return { account, message, siwe: parseSiweMessage(message) };
  }

  /** Our message with some fields changed, signed by the wallet itself. */
  async function tampered(fields: Partial<Parameters<typeof createSiweMessage>[0]>) {
    const n = await issued();
    const s = n.siwe;
    const message = createSiweMessage({
      domain: s.domain ?? '',
      address: n.account.address,
      statement: s.statement,
      uri: s.uri ?? '',
      version: '1',
      chainId: s.chainId ?? 0,
      nonce: s.nonce ?? '',
      issuedAt: s.issuedAt,
      expirationTime: s.expirationTime,
      ...fields,
    });
    const body = {
      walletAddress: n.account.address,
      message,
      signature: await n.account.signMessage({ message }),
    };
    return { ...n, body };
  }

  it('issues a message with every EIP-4361 field and signs in with it', async () => {
    const n = await issued();
    expect(n.siwe).toMatchObject({
      domain: 'cum.example',
      address: n.account.address,
      uri: PUBLIC_URL,
      version: '1',
      chainId: 10,
    });
    expect(n.siwe.nonce).toMatch(/^[a-zA-Z0-9]{8,}$/);
    expect(n.siwe.issuedAt?.getTime()).toBe(clock.now().getTime());
    expect(n.siwe.expirationTime?.getTime()).toBe(clock.now().getTime() + 5 * 60 * 1000);
    const signature = await n.account.signMessage({ message: n.message });
    const { user } = await t.ok(contract.auth.wallet, {
      body: { walletAddress: n.account.address, message: n.message, signature },
    });
    expect(user.walletAddress).toBe(n.account.address);
  });

  it('refuses a message for another domain or URI, and creates nothing', async () => {
    const domain = await tampered({ domain: 'evil.example' });
    const err = await t.fails(contract.auth.wallet, 401, { body: domain.body });
    expect(err.message).toMatch(/another site/);
    const uri = await tampered({ uri: 'https://evil.example' });
    expect((await t.fails(contract.auth.wallet, 401, { body: uri.body })).message).toMatch(/another site/);
    expect(await walletUsers(domain.account.address)).toBe(0);
    expect(await walletUsers(uri.account.address)).toBe(0);
  });

  it('refuses a message for another chain, and creates nothing', async () => {
    const n = await tampered({ chainId: 1 });
    const err = await t.fails(contract.auth.wallet, 401, { body: n.body });
    expect(err.message).toMatch(/chain 1; this site uses chain 10/);
    expect(await walletUsers(n.account.address)).toBe(0);
  });

  it('refuses an expired message (ours, or one claiming a later expiry than its nonce), and creates nothing', async () => {
    const n = await tampered({});
    clock.advance(5 * 60 * 1000 + 1);
    const err = await t.fails(contract.auth.wallet, 401, { body: n.body });
    expect(err.message).toMatch(/expired/);
    expect(await walletUsers(n.account.address)).toBe(0);

    const stretched = await tampered({ expirationTime: new Date(clock.now().getTime() + 3600_000) });
    clock.advance(5 * 60 * 1000 + 1);
    await t.fails(contract.auth.wallet, 401, { body: stretched.body });
    expect(await walletUsers(stretched.account.address)).toBe(0);
  });

  it('refuses a replayed nonce: the second use gets 401 and nothing new', async () => {
    const n = await issued();
    const body = {
      walletAddress: n.account.address,
      message: n.message,
      signature: await n.account.signMessage({ message: n.message }),
    };
    await t.ok(contract.auth.wallet, { body });
    const err = await t.fails(contract.auth.wallet, 401, { body });
    expect(err.message).toMatch(/not issued by us|already used/);
    expect(await walletUsers(n.account.address)).toBe(1);
  });

  it('a refused tampered message leaves the genuine one usable', async () => {
    const n = await tampered({ chainId: 1 });
    await t.fails(contract.auth.wallet, 401, { body: n.body });
    const signature = await n.account.signMessage({ message: n.message });
    await t.ok(contract.auth.wallet, {
      body: { walletAddress: n.account.address, message: n.message, signature },
    });
  });
});
