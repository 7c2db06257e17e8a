import * as contract from '@cum/shared/contract/areas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { config } from '../../config';
import { t } from '../../i18n/i18n';
import { apiCall } from '../../lib/api-client';
import { setCachedUser } from '../../lib/balance-cache';
import { errorToast, toast } from '../../ui/toast/toast-store';

/** The spec's production text (section 8), as on the sign-in dialog's Wallet tab. */
const comingSoon = () => t('auth-wallet-soon-alert');

interface Eip1193Provider {
  request(args: { method: string; params?: unknown[] }): Promise<unknown>;
}

const injectedWallet = () => (window as { ethereum?: Eip1193Provider }).ethereum;

class NoWallet extends Error {}
class ComingSoon extends Error {}

/**
 * Profile → Connect Wallet: the injected wallet signs a nonce the API issued, and
 * `POST /api/user/wallet` links it to the signed-in account. 'Coming soon' in production builds.
 */
export function useConnectWallet() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      if (config.isProduction) throw new ComingSoon(comingSoon());
      const wallet = injectedWallet();
      if (!wallet) throw new NoWallet();
      const [address] = (await wallet.request({ method: 'eth_requestAccounts' })) as string[];
      if (!address) throw new NoWallet();
      const { message } = await apiCall(contract.auth.walletNonce, { body: { walletAddress: address } });
      const signature = (await wallet.request({
        method: 'personal_sign',
        params: [message, address],
      })) as string;
      return apiCall(contract.profile.linkWallet, { body: { walletAddress: address, message, signature } });
    },
    onSuccess: ({ user }) => {
      setCachedUser(queryClient, user);
      toast({ title: t('wallet-connected'), description: t('wallet-connected-hint') });
    },
    onError: (error) => {
      if (error instanceof ComingSoon) {
        toast({ title: t('store-coming-soon'), description: comingSoon() });
      } else if (error instanceof NoWallet) {
        toast({
          title: t('wallet-none'),
          description: t('wallet-none-hint'),
          variant: 'destructive',
        });
      } else {
        errorToast(error, t('wallet-connect-failed'));
      }
    },
  });
}
