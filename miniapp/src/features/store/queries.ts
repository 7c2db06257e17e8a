import * as contract from '@cum/shared/contract/areas';
import type { Response } from '@cum/shared/contract/route';
import type { StoreItemId } from '@cum/shared/contract/store';
import { queryOptions, useQueryClient } from '@tanstack/react-query';
import { t } from '../../i18n/i18n';
import { apiCall } from '../../lib/api-client';
import { setCachedUser } from '../../lib/balance-cache';
import { storeItemTitle } from '../../lib/shop-texts';
import { hapticNotification } from '../../lib/telegram-actions';
import { useOneFlight } from '../../lib/use-one-flight';
import { errorToast, toast } from '../../ui/toast/toast-store';

export const storeKeys = {
  all: ['store'] as const,
  list: ['store', 'list'] as const,
};

// Ownership, expiry and affordability follow the balance and the clock: fresh on every visit.
export const storeListQuery = queryOptions({
  queryKey: storeKeys.list,
  queryFn: ({ signal }) => apiCall(contract.store.list, { signal }),
  refetchOnMount: 'always',
});

type StoreList = Response<typeof contract.store.list> | undefined;

/**
 * Buying a store item: the server checks availability and balance in the debit's own transaction and
 * answers the user with the new balance and perks, which replaces the cached user (header included).
 * One purchase in flight at a time (lib/use-one-flight.ts): a second tap on Buy does nothing.
 */
export function useBuyStoreItem(onSettled: () => void) {
  const queryClient = useQueryClient();
  return useOneFlight({
    mutationFn: (id: StoreItemId) => apiCall(contract.store.buy, { params: { id } }),
    onSuccess: ({ user }, id) => {
      setCachedUser(queryClient, user);
      hapticNotification('success');
      const item = queryClient.getQueryData<StoreList>(storeKeys.list)?.items.find((i) => i.id === id);
      const title = item && storeItemTitle(item);
      toast({
        title: t('store-purchased-title'),
        description: t('store-purchased-text', { title: title ?? t('store-your-item') }),
        celebrate: true,
      });
    },
    onError: (error) => {
      hapticNotification('error');
      errorToast(error, t('shop-purchase-failed'));
    },
    onSettled: () => {
      onSettled();
      void queryClient.invalidateQueries({ queryKey: storeKeys.list });
    },
  });
}
