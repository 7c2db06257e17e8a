import { useQuery } from '@tanstack/react-query';
import { formatCount, formatCum } from '../../lib/format';
import { referralStatsQuery } from './queries';

/** Total Referrals, Total Earnings, Pending and Completed (= total minus pending). */
export function ReferralStats() {
  const { data } = useQuery(referralStatsQuery);
  const cards = [
    { label: 'Total Referrals', value: data ? formatCount(data.totalReferrals) : '–' },
    { label: 'Total Earnings', value: data ? `${formatCum(data.totalEarnings)} $CUM` : '–' },
    { label: 'Pending', value: data ? formatCount(data.pendingReferrals) : '–' },
    {
      label: 'Completed',
      value: data ? formatCount(Math.max(0, data.totalReferrals - data.pendingReferrals)) : '–',
    },
  ];
  return (
    <ul className="referral-stats" aria-label="Referral statistics">
      {cards.map((card) => (
        <li key={card.label} className="referral-stat">
          <span className="referral-stat__value">{card.value}</span>
          <span className="referral-stat__label">{card.label}</span>
        </li>
      ))}
    </ul>
  );
}
