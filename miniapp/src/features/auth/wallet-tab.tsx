import * as contract from '@cum/shared/contract/areas';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Button, Placeholder } from '@telegram-apps/telegram-ui';
import { t } from '../../i18n/i18n';
import { useT } from '../../i18n/use-t';
import { apiCall, isApiError } from '../../lib/api-client';
import { finishSignIn, publicConfigQuery } from './queries';

/** EIP-1193 provider injected by MetaMask and other browser wallets. */
interface InjectedWallet {
  request(args: { method: string; params?: unknown[] }): Promise<unknown>;
}

function injectedWallet(): InjectedWallet | undefined {
  return (window as { ethereum?: InjectedWallet }).ethereum;
}

/**
 * Signs in with the wallet's own signature of a one-time server message (Sign-In with Ethereum,
 * EIP-4361, built and checked by the API; signed with EIP-191 personal_sign):
 * ask for the account, fetch the nonce message for it, have the wallet sign it, send both back.
 */
async function connectWallet() {
  const wallet = injectedWallet();
  if (!wallet) {
    throw new Error(t('auth-wallet-none'));
  }
  const accounts = (await wallet.request({ method: 'eth_requestAccounts' })) as string[];
  const walletAddress = accounts[0];
  if (!walletAddress) throw new Error(t('auth-wallet-no-account'));
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
  if (rpc?.code === 4001) return t('auth-wallet-rejected');
  return rpc?.message || t('auth-wallet-failed');
}

/** docs/product.md#sign-in, Wallet tab: 'Coming Soon' in production, a real wallet signature elsewhere. */
export function WalletTab() {
  const t = useT();
  const config = useQuery(publicConfigQuery);
  const connect = useMutation({ mutationFn: connectWallet, onSuccess: ({ user }) => finishSignIn(user) });
  const production = config.data?.appEnv === 'production';

  if (production) {
    return (
      <div className="auth-tab">
        <Placeholder header={t('auth-wallet-soon-title')} description={t('auth-wallet-soon-text')} />
        <Button size="l" stretched mode="gray" onClick={() => window.alert(t('auth-wallet-soon-alert'))}>
          {t('auth-wallet-soon-button')}
        </Button>
      </div>
    );
  }
  return (
    <div className="auth-tab">
      <p className="auth-tab__text">{t('auth-wallet-how')}</p>
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
        {t(connect.isPending ? 'auth-wallet-connecting' : 'auth-wallet-connect')}
      </Button>
    </div>
  );
}
