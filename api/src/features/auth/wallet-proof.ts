import { randomBytes } from 'node:crypto';
import { verifyMessage } from 'viem';
import { createSiweMessage, parseSiweMessage, validateSiweMessage } from 'viem/siwe';
import type { Clock } from '../../lib/clock.ts';
import { unauthorized } from '../../lib/errors.ts';
import type { WalletNonceModel, WalletNonceRecord } from '../../models/wallet-nonce.ts';

export const WALLET_NONCE_TTL_MS = 5 * 60 * 1000;
const STATEMENT =
  'Sign in to $CUM. This request will not trigger a blockchain transaction or cost any gas fees.';

const notIssued = () => unauthorized('This sign-in message was not issued by us. Please request a new one.');
const expired = () => unauthorized('This sign-in message has expired. Please request a new one.');

export interface WalletProofInput {
  signature: string;
  message: string;
}

/**
 * The proof that a wallet is yours, shared by wallet sign-in and Profile → Connect Wallet: a
 * Sign-In with Ethereum message (EIP-4361) for this site (domain = PUBLIC_URL's host, URI =
 * PUBLIC_URL), version 1, our chain, with a nonce we issued for this address, unexpired, signed by the
 * address (EIP-191 personal_sign) and used once. Each field is checked on the message that comes back,
 * so a message made for another site, chain or time is refused, whoever issued it.
 */
export function createWalletProof(deps: {
  WalletNonce: WalletNonceModel;
  clock: Clock;
  publicUrl: string;
  chainId: number;
}) {
  const { WalletNonce, clock, publicUrl, chainId } = deps;
  const domain = new URL(publicUrl).host;

  /** A new one-time message for `address` to sign (stored until used or expired). */
  async function issue(address: `0x${string}`): Promise<{ message: string; expiresAt: Date }> {
    const nonce = randomBytes(16).toString('hex');
    const issuedAt = clock.now();
    const expiresAt = new Date(issuedAt.getTime() + WALLET_NONCE_TTL_MS);
    const message = createSiweMessage({
      domain,
      address,
      statement: STATEMENT,
      uri: publicUrl,
      version: '1',
      chainId,
      nonce,
      issuedAt,
      expirationTime: expiresAt,
    });
    await WalletNonce.create({ nonce, walletAddress: address, message, expiresAt });
    return { message, expiresAt };
  }

  async function isSignedBy(address: `0x${string}`, message: string, signature: string) {
    try {
      return await verifyMessage({ address, message, signature: signature as `0x${string}` });
    } catch {
      return false;
    }
  }

  /** Checks the message and signature for `address`; returns the issued nonce (not yet used up). */
  async function check(address: `0x${string}`, input: WalletProofInput): Promise<WalletNonceRecord> {
    const siwe = parseSiweMessage(input.message);
    if (!siwe.nonce || !siwe.address || siwe.version !== '1') {
      throw unauthorized('This is not a Sign-In with Ethereum message. Please request a new one.');
    }
    if (siwe.domain !== domain || siwe.uri !== publicUrl) {
      throw unauthorized(`This sign-in message is for another site; sign in at ${publicUrl}.`);
    }
    if (siwe.chainId !== chainId) {
      throw unauthorized(
        `This sign-in message is for chain ${siwe.chainId}; this site uses chain ${chainId}.`,
      );
    }
    const now = clock.now();
    if (!siwe.expirationTime || !siwe.issuedAt || siwe.issuedAt.getTime() > now.getTime()) throw notIssued();
    if (!validateSiweMessage({ message: siwe, address, domain, nonce: siwe.nonce, time: now })) {
      if (siwe.expirationTime.getTime() <= now.getTime()) throw expired();
      throw notIssued();
    }
    const issued = await WalletNonce.findOne({ nonce: siwe.nonce }).lean().exec();
    if (!issued || issued.walletAddress !== address) throw notIssued();
    // Our own expiry too: a message may not outlive the nonce it names.
    if (issued.expiresAt.getTime() <= now.getTime()) throw expired();
    if (!(await isSignedBy(address, input.message, input.signature))) {
      throw unauthorized('The signature does not match this wallet.');
    }
    return issued;
  }

  /** Uses the nonce up atomically: of two requests with the same message, one gets nothing back. */
  async function consume(issued: WalletNonceRecord): Promise<void> {
    const consumed = await WalletNonce.findOneAndDelete({ _id: issued._id }).lean().exec();
    if (!consumed) throw unauthorized('This sign-in message was already used. Please request a new one.');
  }

  return { issue, check, consume };
}
