import { randomBytes } from 'node:crypto';
import { getAddress, verifyMessage } from 'viem';
import type { Config } from '../../config.ts';
import type { Clock } from '../../lib/clock.ts';
import { forbidden, unauthorized } from '../../lib/errors.ts';
import type { UserModel, UserRecord } from '../../models/user.ts';
import type { WalletNonceModel, WalletNonceRecord } from '../../models/wallet-nonce.ts';
import { type AccountsService, duplicateKeyField } from '../accounts/service.ts';

export const WALLET_NONCE_TTL_MS = 5 * 60 * 1000;
/** The spec's production alert text. */
export const WALLET_COMING_SOON =
  "Wallet connect coming soon! We're working on integrating MetaMask and other Web3 wallets.";

const NONCE_LINE = /\nNonce: ([0-9a-f]{32})\n/;
const notIssued = () => unauthorized('This sign-in message was not issued by us. Please request a new one.');

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

  async function isSignedBy(address: `0x${string}`, message: string, signature: string) {
    try {
      return await verifyMessage({ address, message, signature: signature as `0x${string}` });
    } catch {
      return false;
    }
  }

  async function walletSignIn(input: { walletAddress: string; signature: string; message: string }) {
    available();
    const address = getAddress(input.walletAddress.toLowerCase());
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
    // Consumed atomically: of two sign-ins with the same message, one gets nothing back.
    const consumed = await WalletNonce.findOneAndDelete({ _id: issued._id }).lean().exec();
    if (!consumed) throw unauthorized('This sign-in message was already used. Please request a new one.');
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
