import { randomBytes } from 'node:crypto';
import { getAddress } from 'viem';
import type { Config } from '../../config.ts';
import type { Clock } from '../../lib/clock.ts';
import { duplicateKeyField, forbidden } from '../../lib/errors.ts';
import type { UserModel, UserRecord } from '../../models/user.ts';
import type { WalletNonceModel } from '../../models/wallet-nonce.ts';
import type { AccountsService } from '../accounts/service.ts';
import { createWalletProof } from './wallet-proof.ts';

export const WALLET_NONCE_TTL_MS = 5 * 60 * 1000;
/** The spec's production alert text. */
export const WALLET_COMING_SOON =
  "Wallet connect coming soon! We're working on integrating MetaMask and other Web3 wallets.";

/**
 * Wallet sign-in (outside production): we issue a one-time message naming the wallet, the wallet signs
 * it (EIP-191 personal_sign), and the signature is checked before the message is consumed.
 */
export function createWalletAuth(deps: {
  User: UserModel;
  WalletNonce: WalletNonceModel;
  accounts: AccountsService;
  config: Config;
  clock: Clock;
}) {
  const { User, WalletNonce, accounts, config, clock } = deps;
  const proof = createWalletProof({ WalletNonce, clock });

  function available() {
    if (config.isProduction) throw forbidden(WALLET_COMING_SOON);
  }

  async function walletNonce(walletAddress: string) {
    available();
    const address = getAddress(walletAddress.toLowerCase());
    const nonce = randomBytes(16).toString('hex');
    const now = clock.now();
    const expiresAt = new Date(now.getTime() + WALLET_NONCE_TTL_MS);
    const { host } = new URL(config.publicUrl);
    const message = [
      `${host} wants you to sign in with your Ethereum account:`,
      address,
      '',
      'Sign in to $CUM. This request will not trigger a blockchain transaction or cost any gas fees.',
      '',
      `URI: ${config.publicUrl}`,
      `Nonce: ${nonce}`,
      `Issued At: ${now.toISOString()}`,
      `Expiration Time: ${expiresAt.toISOString()}`,
    ].join('\n');
    await WalletNonce.create({ nonce, walletAddress: address, message, expiresAt });
    return { message, expiresAt };
  }

  async function walletSignIn(input: { walletAddress: string; signature: string; message: string }) {
    available();
    const address = getAddress(input.walletAddress.toLowerCase());
    await proof.consume(await proof.check(address, input));
    return accounts.onSignIn(await findOrCreate(address));
  }

  async function findOrCreate(walletAddress: string): Promise<UserRecord> {
    for (let attempt = 0; ; attempt++) {
      const existing = await User.findOne({ walletAddress, deletedAt: null }).lean<UserRecord>().exec();
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
