import type { ReviewFlag } from '@cum/shared/contract/admin-user';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { TabError, TabLoading } from './query-state';
import { reviewQuery, userPageHref } from './user-queries';

const kindLabel: Record<ReviewFlag['kind'], string> = {
  referral_domain: 'Referrals: one domain',
  referral_address: 'Referrals: one address',
  clicker_cap: 'Clicker at the cap',
  rush_cap: 'Rush at the top',
};

const countOf = (f: ReviewFlag) =>
  f.kind === 'clicker_cap'
    ? `${f.count} of ${f.total} hours`
    : f.kind === 'rush_cap'
      ? `${f.count} of ${f.total} games`
      : `${f.count} of ${f.total} referrals`;

/** Accounts whose pattern looks farmed or scripted; each opens the user's page to act on it. */
export function ReviewTab() {
  const review = useQuery(reviewQuery);
  if (review.isPending) return <TabLoading label="Loading review" />;
  if (review.isError) return <TabError error={review.error} onRetry={() => void review.refetch()} />;
  const { flags, windowDays, truncated } = review.data;
  return (
    <div className="admin-section">
      <p className="admin-muted">
        Last {windowDays} days: referrers with many friends from one email domain or one address, and players
        at the cap every time they played.{truncated ? ' Only the newest records were read.' : ''}
      </p>
      {flags.length === 0 ? (
        <p className="admin-muted admin-empty">Nothing to review</p>
      ) : (
        <div className="admin-table-wrap">
          <table className="admin-table" aria-label="Flagged accounts">
            <thead>
              <tr>
                <th scope="col">User</th>
                <th scope="col">Why</th>
                <th scope="col">Pattern</th>
                <th scope="col">How often</th>
              </tr>
            </thead>
            <tbody>
              {flags.map((f) => (
                <tr key={`${f.kind} ${f.user.id} ${f.detail}`}>
                  <td data-label="User">
                    <Link className="admin-strong admin-link" to={userPageHref(f.user.id)}>
                      {f.user.label}
                    </Link>
                  </td>
                  <td data-label="Why">
                    <span className="admin-badge admin-badge--off">{kindLabel[f.kind]}</span>
                  </td>
                  <td data-label="Pattern">{f.detail}</td>
                  <td data-label="How often" className="admin-nowrap">
                    {countOf(f)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
