import * as contract from '@cum/shared/contract/areas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../lib/api-client';
import { setCachedBalance, setCachedUser } from '../../lib/balance-cache';
import { hapticNotification } from '../../lib/telegram-actions';
import { useOneFlight } from '../../lib/use-one-flight';
import { errorToast, toast, toastAfterReload } from '../../ui/toast/toast-store';

/** Query keys of the onboarding feature (it reads only the session user, so none of its own yet). */
export const onboardingKeys = {
  all: ['onboarding'] as const,
};

/** The 18+ confirmation: the server records when; the cached user then opens the next gate. */
export function useConfirmAge() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiCall(contract.onboarding.confirmAge, { body: { confirmed: true } }),
    onSuccess: ({ user }) => setCachedUser(queryClient, user),
    onError: (error) => errorToast(error, 'Could not save your answer. Please try again.'),
  });
}

/** Step 3's 'Have a Referral Code?' card (docs/product.md#referral). */
export function useApplyReferral(onApplied: () => void) {
  const queryClient = useQueryClient();
  return useOneFlight({
    mutationFn: (referralCode: string) => apiCall(contract.referrals.use, { body: { referralCode } }),
    onSuccess: ({ cumBalance }) => {
      setCachedBalance(queryClient, cumBalance);
      hapticNotification('success');
      toast({
        title: 'Bonus Applied!',
        description: "You'll receive your referral bonus tokens after completing onboarding.",
      });
      onApplied();
    },
    onError: (error) => {
      hapticNotification('error');
      errorToast(error, 'Failed to apply referral code');
    },
  });
}

const goToAppDelayMs = 1000;

/**
 * docs/product.md#onboarding: the last step marks onboarding complete, then claims the welcome bonus
 * (attempted
 * whether or not completion worked), then 1 s later goes to /app with a full page load; the toast
 * is shown there.
 */
export function useFinishOnboarding() {
  return useMutation({
    mutationFn: async () => {
      try {
        await apiCall(contract.onboarding.complete);
      } catch (error) {
        console.warn('Completing onboarding failed', error);
      }
      try {
        await apiCall(contract.onboarding.claimWelcomeBonus);
        return true;
      } catch (error) {
        console.warn('Welcome bonus claim failed', error);
        return false;
      }
    },
    onSuccess: (claimed) => {
      hapticNotification(claimed ? 'success' : 'warning');
      toastAfterReload(
        claimed
          ? { title: 'Welcome Bonus Claimed!', description: 'You received 1,000 $CUM tokens!' }
          : { title: 'Welcome Back!', description: "You're all set to start earning tokens!" },
      );
      window.setTimeout(() => window.location.assign('/app'), goToAppDelayMs);
    },
  });
}
