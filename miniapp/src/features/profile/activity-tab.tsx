import { useInfiniteQuery } from '@tanstack/react-query';
import { Placeholder, Section, Spinner } from '@telegram-apps/telegram-ui';
import { useEffect, useRef } from 'react';
import { useT } from '../../i18n/use-t';
import { formatCum } from '../../lib/format';
import { formatDateTime } from '../../lib/format-date';
import { ledgerEntryText } from '../../lib/ledger-text';
import { LoadError } from '../../ui/load-error';
import { activityQuery } from './queries';

/** The user's own ledger, newest first; the next page loads when the end of the list comes into view. */
export function ActivityTab() {
  const t = useT();
  const activity = useInfiniteQuery(activityQuery);
  const sentinel = useRef<HTMLDivElement>(null);
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = activity;

  useEffect(() => {
    const node = sentinel.current;
    if (!node || !hasNextPage) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting) && !isFetchingNextPage) void fetchNextPage();
      },
      { rootMargin: '200px' },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);

  if (activity.isPending) {
    return (
      <div className="activity-loading">
        <Spinner size="m" />
      </div>
    );
  }
  if (activity.isError) {
    return (
      <LoadError
        title={t('activity-load-failed')}
        error={activity.error}
        onRetry={() => void activity.refetch()}
      />
    );
  }
  const entries = activity.data.pages.flatMap((page) => page.entries);
  if (entries.length === 0) {
    return <Placeholder header={t('activity-empty')} description={t('activity-empty-hint')} />;
  }

  return (
    <Section header={t('activity-recent')}>
      <ul className="activity-list">
        {entries.map((entry) => (
          <li key={entry.id} className="activity-row" data-testid="activity-row">
            <div className="activity-row__main">
              <span className="activity-row__text">{ledgerEntryText(entry)}</span>
              <span className="activity-row__time">{formatDateTime(entry.createdAt)}</span>
            </div>
            <span
              className={`activity-row__amount ${entry.amount < 0 ? 'activity-row__amount--debit' : 'activity-row__amount--credit'}`}
            >
              {entry.amount < 0 ? '−' : '+'}
              {formatCum(Math.abs(entry.amount))} $CUM
            </span>
          </li>
        ))}
      </ul>
      <div ref={sentinel} className="activity-sentinel">
        {isFetchingNextPage && <Spinner size="s" />}
      </div>
    </Section>
  );
}
