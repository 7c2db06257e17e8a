import type { AdminSession } from '@cum/shared/contract/admin-user';
import { useInfiniteQuery } from '@tanstack/react-query';
import { Button } from '@telegram-apps/telegram-ui';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { formatCum } from '../../lib/format';
import { formatDateTime } from '../../lib/format-date';
import { TabError, TabLoading } from './query-state';
import { userLedgerQuery, userPageHref, userReferralsQuery } from './user-queries';

/** A titled card around a table (a card per row on a phone), with Load more under it. */
function ListCard(props: {
  id: string;
  title: string;
  head: string[];
  empty: string;
  rows: ReactNode[];
  more?: { has: boolean; busy: boolean; load: () => void };
}) {
  return (
    <section className="admin-card admin-user__list" aria-labelledby={props.id}>
      <h2 id={props.id} className="admin-card__title">
        {props.title}
      </h2>
      {props.rows.length === 0 ? (
        <p className="admin-muted">{props.empty}</p>
      ) : (
        <div className="admin-table-wrap">
          <table className="admin-table" aria-labelledby={props.id}>
            <thead>
              <tr>
                {props.head.map((h) => (
                  <th key={h} scope="col">
                    {h}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>{props.rows}</tbody>
          </table>
        </div>
      )}
      {props.more?.has && (
        <Button mode="gray" size="s" stretched loading={props.more.busy} onClick={props.more.load}>
          Load more
        </Button>
      )}
    </section>
  );
}

export function SessionsCard({ sessions }: { sessions: AdminSession[] }) {
  return (
    <ListCard
      id="user-sessions"
      title="Sessions"
      head={['Device', 'IP', 'Signed in', 'Last seen']}
      empty="No live sessions"
      rows={sessions.map((s) => (
        <tr key={s.id}>
          <td data-label="Device">
            {/* Clamped inside the cell (a clamped cell would show a cut line in its padding). */}
            <span className="admin-clamp" title={s.userAgent ?? undefined}>
              {s.userAgent ?? '—'}
            </span>
          </td>
          <td data-label="IP">{s.ip ?? '—'}</td>
          <td data-label="Signed in" className="admin-nowrap">
            {formatDateTime(s.createdAt)}
          </td>
          <td data-label="Last seen" className="admin-nowrap">
            {formatDateTime(s.lastSeenAt)}
          </td>
        </tr>
      ))}
    />
  );
}

export function LedgerCard({ userId }: { userId: string }) {
  const q = useInfiniteQuery(userLedgerQuery(userId));
  if (q.isPending) return <TabLoading label="Loading ledger" />;
  if (q.isError) return <TabError error={q.error} onRetry={() => void q.refetch()} />;
  const entries = q.data.pages.flatMap((p) => p.entries);
  return (
    <ListCard
      id="user-ledger"
      title="Ledger"
      head={['When', 'Kind', 'Amount', 'Description']}
      empty="No ledger entries"
      more={{ has: q.hasNextPage, busy: q.isFetchingNextPage, load: () => void q.fetchNextPage() }}
      rows={entries.map((e) => (
        <tr key={e.id}>
          <td data-label="When" className="admin-nowrap">
            {formatDateTime(e.createdAt)}
          </td>
          <td data-label="Kind">
            <span className="admin-badge admin-badge--outline">{e.kind.replaceAll('_', ' ')}</span>
          </td>
          <td
            data-label="Amount"
            className={`admin-nowrap ${e.amount < 0 ? 'admin-amount--out' : 'admin-amount--in'}`}
          >
            {e.amount > 0 ? '+' : ''}
            {formatCum(e.amount)} $CUM
          </td>
          <td data-label="Description">{e.description}</td>
        </tr>
      ))}
    />
  );
}

export function ReferralsCard({ userId }: { userId: string }) {
  const q = useInfiniteQuery(userReferralsQuery(userId));
  if (q.isPending) return <TabLoading label="Loading referrals" />;
  if (q.isError) return <TabError error={q.error} onRetry={() => void q.refetch()} />;
  const referrals = q.data.pages.flatMap((p) => p.referrals);
  return (
    <ListCard
      id="user-referrals"
      title="Referrals made"
      head={['Friend', 'Status', 'Paid', 'Joined']}
      empty="No referrals"
      more={{ has: q.hasNextPage, busy: q.isFetchingNextPage, load: () => void q.fetchNextPage() }}
      rows={referrals.map((r) => (
        <tr key={r.id}>
          <td data-label="Friend">
            <Link className="admin-link" to={userPageHref(r.user.id)}>
              {r.user.label}
            </Link>
          </td>
          <td data-label="Status">
            {r.status}
            {r.approval ? ` (${r.approval})` : ''}
          </td>
          <td data-label="Paid" className="admin-nowrap">
            {formatCum(r.rewardAmount)} $CUM
          </td>
          <td data-label="Joined" className="admin-nowrap">
            {formatDateTime(r.createdAt)}
          </td>
        </tr>
      ))}
    />
  );
}
