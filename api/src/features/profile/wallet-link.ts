import { getAddress, verifyMessage } from 'viem';
import type { Config } from '../../config.ts';
import type { Clock } from '../../lib/clock.ts';
import { conflict, forbidden, unauthorized } from '../../lib/errors.ts';
import type { Models } from '../../models/registry.ts';
import type { UserRecord } from '../../models/user.ts';
import type { WalletNonceRecord } from '../../models/wallet-nonce.ts';
import { WALLET_COMING_SOON } from '../auth/wallet-auth.ts';

const NONCE_LINE = /\nNonce: ([0-9a-f]{32})\n/;
const notIssued = () => unauthorized('This sign-in message was not issued by us. Please request a new one.');
const takenByAnother = () => conflict('This wallet is already linked to another account.');
const gone = () => unauthorized('This account no longer exists.');

/**
 * Adds a wallet to a signed-in account (Profile → Connect Wallet). The proof is the same as for
 * wallet sign-in: a nonce message we issued for this address, signed by it (EIP-191), used once.
 */
export function createWalletLink(deps: {
  models: Pick<Models, 'User' | 'WalletNonce'>;
  config: Config;
  clock: Clock;
}) {
  const { models, config, clock } = deps;
  const { User, WalletNonce } = models;

  async function isSignedBy(address: `0x${string}`, message: string, signature: string) {
    try {
      return await verifyMessage({ address, message, signature: signature as `0x${string}` });
    } catch {
      return false;
    }
  }

  async function linkWallet(
    user: UserRecord,
    input: { walletAddress: string; signature: string; message: string },
  ): Promise<UserRecord> {
    if (config.isProduction) throw forbidden(WALLET_COMING_SOON);
    const address = getAddress(input.walletAddress.toLowerCase());
    if (user.walletAddress === address) return user;
    if (user.walletAddress) throw conflict('Your account already has a wallet.');

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
    if (await User.exists({ walletAddress: address, deletedAt: null }).exec()) throw takenByAnother();
    // Consumed atomically: of two requests with the same message, one gets nothing back.
    const consumed = await WalletNonce.findOneAndDelete({ _id: issued._id }).lean().exec();
    if (!consumed) throw unauthorized('This sign-in message was already used. Please request a new one.');

    try {
      const updated = await User.findOneAndUpdate(
        { _id: user._id, deletedAt: null, walletAddress: null },
        { $set: { walletAddress: address } },
        { returnDocument: 'after' },
      )
        .lean<UserRecord>()
        .exec();
      if (updated) return updated;
    } catch (err) {
      // The unique index: another account linked or signed in with this wallet meanwhile.
      if ((err as { code?: unknown }).code === 11000) throw takenByAnother();
      throw err;
    }
    const current = await User.findOne({ _id: user._id, deletedAt: null }).lean<UserRecord>().exec();
    if (!current) throw gone();
    if (current.walletAddress === address) return current;
    throw conflict('Your account already has a wallet.');
  }

  return { linkWallet };
}
