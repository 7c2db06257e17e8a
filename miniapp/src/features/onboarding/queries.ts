import * as contract from '@cum/shared/contract/areas';
import { WELCOME_BONUS } from '@cum/shared/domain/rewards';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { t } from '../../i18n/i18n';
import { apiCall } from '../../lib/api-client';
import { setCachedBalance, setCachedUser } from '../../lib/balance-cache';
import { formatCum } from '../../lib/format';
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
    onError: (error) => errorToast(error, t('onboarding-save-failed'), t('toast-error')),
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
        title: t('toast-bonus-applied'),
        description: t('toast-bonus-applied-text'),
      });
      onApplied();
    },
    onError: (error) => {
      hapticNotification('error');
      errorToast(error, t('toast-referral-failed'), t('toast-error'));
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
          ? {
              title: t('toast-welcome-claimed'),
              description: t('toast-received', { amount: formatCum(WELCOME_BONUS) }),
            }
          : { title: t('toast-welcome-back'), description: t('toast-all-set') },
      );
      window.setTimeout(() => window.location.assign('/app'), goToAppDelayMs);
    },
  });
}
