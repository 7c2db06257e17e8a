import { useQuery } from '@tanstack/react-query';
import { Skeleton } from '@telegram-apps/telegram-ui';
import type { ReactNode } from 'react';
import { useT } from '../../i18n/use-t';
import { formatCum } from '../../lib/format';
import { formatShortDate } from '../../lib/format-date';
import { LoadError } from '../../ui/load-error';
import { referralListQuery } from './queries';

const statusLabel: Record<string, string> = {
  completed: 'referral-status-completed',
  pending: 'referral-status-pending',
};

/** 'Your Referrals': three skeleton rows while loading, then the rows or 'No referrals yet'. */
export function ReferralList() {
  const t = useT();
  const { data, isPending, isError, error, refetch } = useQuery(referralListQuery);

  let body: ReactNode;
  if (isError) {
    body = (
      <li className="referral-empty">
        <LoadError compact title={t('referral-list-failed')} error={error} onRetry={() => void refetch()} />
      </li>
    );
  } else if (isPending) {
    body = [0, 1, 2].map((i) => (
      <li key={i} className="referral-row" aria-hidden="true">
        <Skeleton visible className="referral-row__skeleton">
          <span className="referral-row__name">{t('referral-user', { id: '000000' })}</span>
        </Skeleton>
      </li>
    ));
  } else if (data.referrals.length === 0) {
    body = <li className="referral-empty">{t('referral-none')}</li>;
  } else {
    body = data.referrals.map((r) => (
      <li key={r.id} className="referral-row" data-testid="referral-row">
        <div className="referral-row__main">
          <span className="referral-row__name">{r.displayName ?? t('referral-private-friend')}</span>
          {r.referredUsername && <span className="referral-row__sub">@{r.referredUsername}</span>}
          <span className="referral-row__sub">
            {t('referral-joined', { date: formatShortDate(r.createdAt) })}
          </span>
          {r.waitingFor.map((wait) => (
            <span key={wait} className="referral-row__sub" data-testid="referral-waits">
              {t(`referral-waits-${wait}`)}
            </span>
          ))}
          {r.completedAt && (
            <span className="referral-row__sub">
              {t('referral-completed-on', { date: formatShortDate(r.completedAt) })}
            </span>
          )}
        </div>
        <div className="referral-row__side">
          <span className={`status-badge status-badge--${statusLabel[r.status] ? r.status : 'other'}`}>
            {statusLabel[r.status] ? t(statusLabel[r.status] ?? '') : r.status}
          </span>
          {r.rewardAmount > 0 && (
            <span className="referral-row__reward">
              {t('referral-you-earned', { amount: formatCum(r.rewardAmount) })}
            </span>
          )}
        </div>
      </li>
    ));
  }

  return (
    <section className="referral-card referral-card--list" aria-labelledby="referral-list-title">
      <h2 id="referral-list-title" className="referral-card__title">
        {t('referral-list-title')}
      </h2>
      <ul className="referral-list">{body}</ul>
    </section>
  );
}
