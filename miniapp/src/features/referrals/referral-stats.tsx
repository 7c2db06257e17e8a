import { useQuery } from '@tanstack/react-query';
import { useT } from '../../i18n/use-t';
import { formatCount, formatCum } from '../../lib/format';
import { referralStatsQuery } from './queries';

/** Total Referrals, Total Earnings, Pending and Completed (= total minus pending). */
export function ReferralStats() {
  const t = useT();
  const { data } = useQuery(referralStatsQuery);
  const cards = [
    { label: t('referral-total'), value: data ? formatCount(data.totalReferrals) : '–' },
    {
      label: t('referral-earnings'),
      value: data ? (
        <>
          {formatCum(data.totalEarnings)} <span dir="ltr">$CUM</span>
        </>
      ) : (
        '–'
      ),
    },
    { label: t('referral-pending'), value: data ? formatCount(data.pendingReferrals) : '–' },
    {
      label: t('referral-completed'),
      value: data ? formatCount(Math.max(0, data.totalReferrals - data.pendingReferrals)) : '–',
    },
  ];
  // The referred side of a pending referral: it pays the friend who invited this user on a confirmed email.
  const waitsForEmail = data?.ownReferral?.waitingFor.includes('email');
  return (
    <>
      {waitsForEmail && (
        <p className="referral-card referral-card__text" role="status" data-testid="referral-own-waits">
          {t('referral-own-waits-email')}
        </p>
      )}
      <ul className="referral-stats" aria-label={t('referral-stats-aria')}>
        {cards.map((card) => (
          <li key={card.label} className="referral-stat">
            <span className="referral-stat__value">{card.value}</span>
            <span className="referral-stat__label">{card.label}</span>
          </li>
        ))}
      </ul>
    </>
  );
}
