import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Suspense, useEffect, useRef, useState } from 'react';
import { useT } from '../../i18n/use-t';
import { currentUserQuery } from '../../lib/session';
import { Icon } from '../../ui/icons';
import { hasUnseen, useBellStore } from './bell-store';
import { LazyBellSheet } from './lazy-sheets';
import { latestActivityQuery, shellKeys } from './queries';

/**
 * The header's bell: a sheet of the latest ledger events; the red dot shows when there are events
 * newer than the last time the sheet was opened.
 */
export function NotificationBell() {
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const t = useT();
  // Mounted from the first opening on, so the sheet can animate closed.
  const [used, setUsed] = useState(false);
  const activity = useQuery(latestActivityQuery);
  const { lastOpenedAt, markOpened } = useBellStore();
  useEffect(() => {
    void useBellStore.persist.rehydrate();
  }, []);
  const balance = useQuery(currentUserQuery).data?.cumBalance;
  const seenBalance = useRef(balance);

  // Every credit or debit writes a ledger event and changes the cached balance: refresh the list then,
  // instead of polling.
  useEffect(() => {
    if (balance === seenBalance.current) return;
    seenBalance.current = balance;
    void queryClient.invalidateQueries({ queryKey: shellKeys.latestActivity });
  }, [balance, queryClient]);

  const unseen = hasUnseen(activity.data?.entries[0]?.createdAt, lastOpenedAt);

  const onOpenChange = (next: boolean) => {
    setOpen(next);
    if (next) {
      setUsed(true);
      markOpened();
      void activity.refetch();
    }
  };

  return (
    <>
      <button
        type="button"
        className="top-bar__icon-button"
        aria-label={unseen ? t('bell-title-new') : t('bell-title')}
        aria-haspopup="dialog"
        onClick={() => onOpenChange(true)}
      >
        <Icon name="bell" size={22} />
        {unseen && <span className="top-bar__dot" data-testid="bell-dot" />}
      </button>
      {used && (
        <Suspense fallback={null}>
          <LazyBellSheet open={open} onOpenChange={onOpenChange} />
        </Suspense>
      )}
    </>
  );
}
