import * as contract from '@cum/shared/contract/areas';
import type { Response } from '@cum/shared/contract/route';
import type { UpgradeId } from '@cum/shared/contract/upgrades';
import { queryOptions, useQueryClient } from '@tanstack/react-query';
import { t } from '../../i18n/i18n';
import { apiCall } from '../../lib/api-client';
import { setCachedUser } from '../../lib/balance-cache';
import { upgradeTitle as titleOf } from '../../lib/shop-texts';
import { hapticNotification } from '../../lib/telegram-actions';
import { useOneFlight } from '../../lib/use-one-flight';
import { errorToast, toast } from '../../ui/toast/toast-store';

export const upgradesKeys = {
  all: ['upgrades'] as const,
  list: ['upgrades', 'list'] as const,
};

// Ownership, unlocks and affordability follow the balance, which changes on other screens too.
export const upgradesListQuery = queryOptions({
  queryKey: upgradesKeys.list,
  queryFn: ({ signal }) => apiCall(contract.upgrades.list, { signal }),
  refetchOnMount: 'always',
});

/**
 * Buying an upgrade. The server checks the unlock rule and the balance in the same transaction as the
 * debit; its answer (the user with the new balance, level and perks) replaces the cached user, so the
 * header and every screen see it at once. A refusal shows the server's sentence.
 */
export function useBuyUpgrade(onSettled: () => void) {
  const queryClient = useQueryClient();
  // One purchase in flight at a time (lib/use-one-flight.ts).
  return useOneFlight({
    mutationFn: (id: UpgradeId) => apiCall(contract.upgrades.buy, { params: { id } }),
    onSuccess: ({ user }, id) => {
      setCachedUser(queryClient, user);
      hapticNotification('success');
      const title = upgradeTitle(queryClient.getQueryData(upgradesKeys.list), id);
      toast({
        title: t('upgrades-purchased-title'),
        description: t('upgrades-purchased-text', { title }),
        celebrate: true,
      });
    },
    onError: (error) => {
      hapticNotification('error');
      errorToast(error, t('shop-purchase-failed'));
    },
    onSettled: () => {
      onSettled();
      void queryClient.invalidateQueries({ queryKey: upgradesKeys.list });
    },
  });
}

type UpgradeList = Response<typeof contract.upgrades.list> | undefined;

function upgradeTitle(list: UpgradeList, id: UpgradeId): string {
  const upgrade = list?.upgrades.find((u) => u.id === id);
  return upgrade ? titleOf(upgrade) : t('upgrades-your-upgrade');
}
