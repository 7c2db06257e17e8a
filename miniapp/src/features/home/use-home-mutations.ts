import * as contract from '@cum/shared/contract/areas';
import type { User } from '@cum/shared/contract/profile';
import { useQueryClient } from '@tanstack/react-query';
import { apiCall, isApiError } from '../../lib/api-client';
import { setCachedBalance } from '../../lib/balance-cache';
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
      toast({ title: 'Reward Claimed!', description: `You received ${result.amount} $CUM`, celebrate: true });
      await queryClient.invalidateQueries({ queryKey: homeKeys.rewardStatus() });
    },
    onEcho: () => queryClient.invalidateQueries({ queryKey: homeKeys.rewardStatus() }),
    onError: async (error) => {
      hapticNotification('error');
      errorToast(error, 'Failed to claim reward');
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
        title: 'Welcome Bonus Claimed!',
        description: 'You received 1,000 $CUM tokens!',
        celebrate: true,
      });
    },
    onEcho: () => queryClient.invalidateQueries({ queryKey: sessionKeys.user }),
    onError: async (error) => {
      if (isApiError(error) && error.code === 'already_done') {
        // Already claimed (another device, the onboarding): nothing lost, the card just goes away.
        toast({ title: 'Welcome Back!', description: "You're all set to start earning tokens!" });
      } else {
        errorToast(error, 'Failed to claim the welcome bonus');
      }
      await queryClient.invalidateQueries({ queryKey: sessionKeys.user });
    },
  });
}
