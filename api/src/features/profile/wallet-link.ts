import { getAddress } from 'viem';
import type { Config } from '../../config.ts';
import type { Clock } from '../../lib/clock.ts';
import { conflict, isDuplicateKey, unauthorized } from '../../lib/errors.ts';
import type { Models } from '../../models/registry.ts';
import type { UserRecord } from '../../models/user.ts';
import { createWalletProof, walletComingSoon } from '../auth/service.ts';

const takenByAnother = () =>
  conflict('This wallet is already linked to another account.').because({
    reason: 'wallet-taken',
    params: {},
  });
const hasWallet = () =>
  conflict('Your account already has a wallet.').because({ reason: 'wallet-linked', params: {} });
const gone = () =>
  unauthorized('This account no longer exists.').because({ reason: 'account-gone', params: {} });

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
  const proof = createWalletProof({
    WalletNonce,
    clock,
    publicUrl: config.publicUrl,
    chainId: config.walletChainId,
  });

  async function linkWallet(
    user: UserRecord,
    input: { walletAddress: string; signature: string; message: string },
  ): Promise<UserRecord> {
    if (config.isProduction) throw walletComingSoon();
    const address = getAddress(input.walletAddress.toLowerCase());
    if (user.walletAddress === address) return user;
    if (user.walletAddress) throw hasWallet();

    const issued = await proof.check(address, input);
    if (await User.exists({ walletAddress: address, deletedAt: null }).exec()) throw takenByAnother();
    await proof.consume(issued);

    try {
      const updated = await User.findOneAndUpdate(
        { _id: user._id, deletedAt: null, walletAddress: null },
        { $set: { walletAddress: address } },
        { returnDocument: 'after' },
      )
        .lean()
        .exec();
      if (updated) return updated;
    } catch (err) {
      // The unique index: another account linked or signed in with this wallet meanwhile.
      if (isDuplicateKey(err)) throw takenByAnother();
      throw err;
    }
    const current = await User.findOne({ _id: user._id, deletedAt: null }).lean().exec();
    if (!current) throw gone();
    if (current.walletAddress === address) return current;
    throw hasWallet();
  }

  return { linkWallet };
}
