import { getAddress } from 'viem';
import type { Config } from '../../config.ts';
import type { Clock } from '../../lib/clock.ts';
import { duplicateKeyField, forbidden } from '../../lib/errors.ts';
import type { UserModel, UserRecord } from '../../models/user.ts';
import type { WalletNonceModel } from '../../models/wallet-nonce.ts';
import type { AccountsService } from '../accounts/service.ts';
import { createWalletProof } from './wallet-proof.ts';

/** The spec's production alert text. */
export const WALLET_COMING_SOON =
  "Wallet connect coming soon! We're working on integrating MetaMask and other Web3 wallets.";
/** Wallets are not offered in production yet (sign-in and linking alike). */
export const walletComingSoon = () =>
  forbidden(WALLET_COMING_SOON).because({ reason: 'wallet-coming-soon', params: {} });

/**
 * Wallet sign-in (outside production): we issue a one-time Sign-In with Ethereum message (EIP-4361)
 * naming the wallet, the wallet signs it (EIP-191 personal_sign), and its fields and signature are
 * checked before its nonce is consumed (wallet-proof.ts).
 */
export function createWalletAuth(deps: {
  User: UserModel;
  WalletNonce: WalletNonceModel;
  accounts: AccountsService;
  config: Config;
  clock: Clock;
}) {
  const { User, WalletNonce, accounts, config, clock } = deps;
  const proof = createWalletProof({
    WalletNonce,
    clock,
    publicUrl: config.publicUrl,
    chainId: config.walletChainId,
  });

  function available() {
    if (config.isProduction) throw walletComingSoon();
  }

  async function walletNonce(walletAddress: string) {
    available();
    return proof.issue(getAddress(walletAddress.toLowerCase()));
  }

  async function walletSignIn(input: { walletAddress: string; signature: string; message: string }) {
    available();
    const address = getAddress(input.walletAddress.toLowerCase());
    await proof.consume(await proof.check(address, input));
    return accounts.onSignIn(await findOrCreate(address));
  }

  async function findOrCreate(walletAddress: string): Promise<UserRecord> {
    for (let attempt = 0; ; attempt++) {
      const existing = await User.findOne({ walletAddress, deletedAt: null }).lean().exec();
      if (existing) return existing;
      try {
        return await accounts.create({ authMethod: 'wallet', walletAddress });
      } catch (err) {
        if (attempt < 2 && duplicateKeyField(err) === 'walletAddress') continue;
        throw err;
      }
    }
  }

  return { walletNonce, walletSignIn };
}
