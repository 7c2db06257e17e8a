import * as contract from '@cum/shared/contract/areas';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Button, Placeholder } from '@telegram-apps/telegram-ui';
import { apiCall, isApiError } from '../../lib/api-client';
import { finishSignIn, publicConfigQuery } from './queries';

/** EIP-1193 provider injected by MetaMask and other browser wallets. */
interface InjectedWallet {
  request(args: { method: string; params?: unknown[] }): Promise<unknown>;
}

function injectedWallet(): InjectedWallet | undefined {
  return (window as { ethereum?: InjectedWallet }).ethereum;
}

const comingSoon =
  "Wallet connect coming soon! We're working on integrating MetaMask and other Web3 wallets.";

/**
 * Signs in with the wallet's own signature of a one-time server message (Sign-In with Ethereum,
 * EIP-4361, built and checked by the API; signed with EIP-191 personal_sign):
 * ask for the account, fetch the nonce message for it, have the wallet sign it, send both back.
 */
async function connectWallet() {
  const wallet = injectedWallet();
  if (!wallet) {
    throw new Error(
      'No wallet found. Install MetaMask (or another Web3 wallet) or open this page in your wallet app.',
    );
  }
  const accounts = (await wallet.request({ method: 'eth_requestAccounts' })) as string[];
  const walletAddress = accounts[0];
  if (!walletAddress) throw new Error('The wallet shared no account.');
  const { message } = await apiCall(contract.auth.walletNonce, { body: { walletAddress } });
  const signature = (await wallet.request({
    method: 'personal_sign',
    params: [message, walletAddress],
  })) as string;
  return apiCall(contract.auth.wallet, { body: { walletAddress, signature, message } });
}

function errorText(error: unknown): string {
  if (isApiError(error)) return error.message;
  const rpc = error as { code?: number; message?: string };
  if (rpc?.code === 4001) return 'The request was rejected in the wallet.';
  return rpc?.message || 'Wallet connection failed.';
}

/** docs/product.md#sign-in, Wallet tab: 'Coming Soon' in production, a real wallet signature elsewhere. */
export function WalletTab() {
  const config = useQuery(publicConfigQuery);
  const connect = useMutation({ mutationFn: connectWallet, onSuccess: ({ user }) => finishSignIn(user) });
  const production = config.data?.appEnv === 'production';

  if (production) {
    return (
      <div className="auth-tab">
        <Placeholder header="Coming Soon" description="Sign in with MetaMask and other Web3 wallets." />
        <Button size="l" stretched mode="gray" onClick={() => window.alert(comingSoon)}>
          Connect Wallet (Coming Soon)
        </Button>
      </div>
    );
  }
  return (
    <div className="auth-tab">
      <p className="auth-tab__text">
        Connect a browser wallet such as MetaMask and sign a one-time message to prove the address is yours.
        No transaction, no fee.
      </p>
      {connect.error && (
        <p className="auth-form__error" role="alert">
          {errorText(connect.error)}
        </p>
      )}
      <Button
        size="l"
        stretched
        disabled={connect.isPending || config.isPending}
        onClick={() => connect.mutate()}
      >
        {connect.isPending ? 'Connecting...' : 'Connect Wallet'}
      </Button>
    </div>
  );
}
