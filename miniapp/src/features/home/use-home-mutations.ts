import * as contract from '@cum/shared/contract/areas';
import type { User } from '@cum/shared/contract/profile';
import { useQueryClient } from '@tanstack/react-query';
import { t } from '../../i18n/i18n';
import { apiCall, isApiError } from '../../lib/api-client';
import { setCachedBalance } from '../../lib/balance-cache';
import { formatCum } from '../../lib/format';
import { sessionKeys } from '../../lib/session';
import { hapticNotification } from '../../lib/telegram-actions';
import { useOneFlight } from '../../lib/use-one-flight';
import { errorToast, toast } from '../../ui/toast/toast-store';
import { homeKeys } from './queries';

function patchUser(queryClient: ReturnType<typeof useQueryClient>, patch: Partial<User>) {
  queryClient.setQueryData<User | null>(sessionKeys.user, (user) => (user ? { ...user, ...patch } : user));
}

/**
 * POST /api/rewards/claim; stays pending until the new status (and so the countdown) is back. One call
 * at a time (lib/use-one-flight.ts); a "not yet" right after the success only refreshes the card.
 */
export function useClaimReward() {
  const queryClient = useQueryClient();
  return useOneFlight({
    mutationFn: () => apiCall(contract.rewards.claim),
    onSuccess: async (result) => {
      setCachedBalance(queryClient, result.cumBalance);
      patchUser(queryClient, { dayStreak: result.dayStreak });
      hapticNotification('success');
      toast({
        title: t('toast-reward-claimed'),
        description: t('toast-received', { amount: formatCum(result.amount) }),
        celebrate: true,
      });
      await queryClient.invalidateQueries({ queryKey: homeKeys.rewardStatus() });
    },
    onEcho: () => queryClient.invalidateQueries({ queryKey: homeKeys.rewardStatus() }),
    onError: async (error) => {
      hapticNotification('error');
      errorToast(error, t('toast-reward-failed'), t('toast-error'));
      await queryClient.invalidateQueries({ queryKey: homeKeys.rewardStatus() });
    },
  });
}

/** POST /api/welcome-bonus/claim from the Home card (docs/product.md#onboarding). */
export function useClaimWelcomeBonus() {
  const queryClient = useQueryClient();
  return useOneFlight({
    mutationFn: () => apiCall(contract.onboarding.claimWelcomeBonus),
    onSuccess: (result) => {
      setCachedBalance(queryClient, result.cumBalance);
      patchUser(queryClient, { welcomeBonusClaimed: true });
      hapticNotification('success');
      toast({
        title: t('toast-welcome-claimed'),
        description: t('toast-welcome-received', { amount: formatCum(result.amount) }),
        celebrate: true,
      });
    },
    onEcho: () => queryClient.invalidateQueries({ queryKey: sessionKeys.user }),
    onError: async (error) => {
      if (isApiError(error) && error.code === 'already_done') {
        // Already claimed (another device, the onboarding): nothing lost, the card just goes away.
        toast({ title: t('toast-welcome-back'), description: t('toast-all-set') });
      } else {
        errorToast(error, t('toast-welcome-failed'), t('toast-error'));
      }
      await queryClient.invalidateQueries({ queryKey: sessionKeys.user });
    },
  });
}
