import { verifyMessage } from 'viem';
import type { Clock } from '../../lib/clock.ts';
import { unauthorized } from '../../lib/errors.ts';
import type { WalletNonceModel, WalletNonceRecord } from '../../models/wallet-nonce.ts';

const NONCE_LINE = /\nNonce: ([0-9a-f]{32})\n/;
const notIssued = () => unauthorized('This sign-in message was not issued by us. Please request a new one.');

export interface WalletProofInput {
  signature: string;
  message: string;
}

/**
 * The proof that a wallet is yours, shared by wallet sign-in and Profile → Connect Wallet: a nonce
 * message we issued for this address, unexpired, signed by it (EIP-191), used once.
 */
export function createWalletProof(deps: { WalletNonce: WalletNonceModel; clock: Clock }) {
  const { WalletNonce, clock } = deps;

  async function isSignedBy(address: `0x${string}`, message: string, signature: string) {
    try {
      return await verifyMessage({ address, message, signature: signature as `0x${string}` });
    } catch {
      return false;
    }
  }

  /** Checks the message and signature for `address`; returns the issued nonce (not yet used up). */
  async function check(address: `0x${string}`, input: WalletProofInput): Promise<WalletNonceRecord> {
    const nonce = NONCE_LINE.exec(input.message)?.[1];
    if (!nonce) throw notIssued();
    const issued = await WalletNonce.findOne({ nonce }).lean<WalletNonceRecord>().exec();
    if (!issued || issued.message !== input.message || issued.walletAddress !== address) throw notIssued();
    if (issued.expiresAt.getTime() <= clock.now().getTime()) {
      throw unauthorized('This sign-in message has expired. Please request a new one.');
    }
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

  return { check, consume };
}
