import * as contract from '@cum/shared/contract/areas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { config } from '../../config';
import { apiCall } from '../../lib/api-client';
import { setCachedUser } from '../../lib/balance-cache';
import { errorToast, toast } from '../../ui/toast/toast-store';

/** The spec's production text (section 8), as on the sign-in dialog's Wallet tab. */
const COMING_SOON =
  "Wallet connect coming soon! We're working on integrating MetaMask and other Web3 wallets.";

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
      if (config.isProduction) throw new ComingSoon(COMING_SOON);
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
      toast({ title: 'Wallet connected', description: 'You can now sign in with this wallet too.' });
    },
    onError: (error) => {
      if (error instanceof ComingSoon) {
        toast({ title: 'Coming soon', description: COMING_SOON });
      } else if (error instanceof NoWallet) {
        toast({
          title: 'No wallet found',
          description: 'Install MetaMask or another browser wallet, then try again.',
          variant: 'destructive',
        });
      } else {
        errorToast(error, 'Failed to connect wallet');
      }
    },
  });
}
