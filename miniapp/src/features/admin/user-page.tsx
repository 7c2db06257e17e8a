import type { AdminUserDetail } from '@cum/shared/contract/admin-user';
import type { User } from '@cum/shared/contract/profile';
import { useQuery } from '@tanstack/react-query';
import { Button } from '@telegram-apps/telegram-ui';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '../../app/paths';
import { formatCum } from '../../lib/format';
import { formatDateTime, formatShortDate } from '../../lib/format-date';
import { BalanceDialog } from './balance-dialog';
import { TabError, TabLoading } from './query-state';
import { SuspendDialog } from './suspend-dialog';
import { UnsuspendDialog } from './unsuspend-dialog';
import { fullName, userLabel } from './user-label';
import { LedgerCard, ReferralsCard, SessionsCard } from './user-page-lists';
import { userPageHref, userPageQuery } from './user-queries';

function Facts({ rows }: { rows: Array<[string, React.ReactNode]> }) {
  return (
    <dl className="admin-overview">
      {rows.map(([label, value]) => (
        <div key={label} className="admin-overview__row">
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function ProfileCard({
  detail,
  onAdjust,
  onSuspend,
  onUnsuspend,
}: {
  detail: AdminUserDetail;
  onAdjust: () => void;
  onSuspend: () => void;
  onUnsuspend: () => void;
}) {
  const { user, referredBy, signInMethods } = detail;
  return (
    <section className="admin-card" aria-labelledby="user-profile">
      <h2 id="user-profile" className="admin-card__title">
        Profile
      </h2>
      {user.suspension && (
        <p className="admin-user__suspended" role="status">
          Suspended{user.suspension.until ? ` until ${formatDateTime(user.suspension.until)}` : ''}:{' '}
          {user.suspension.reason}
        </p>
      )}
      <Facts
        rows={[
          ['Name', fullName(user) || '—'],
          ['User id', <code key="id">{user.id}</code>],
          ['Balance', <strong key="b">{formatCum(user.cumBalance)} $CUM</strong>],
          ['Total earned', `${formatCum(user.totalEarned)} $CUM`],
          ['Joined', formatShortDate(user.createdAt)],
          ['Onboarding', user.onboardingCompleted ? 'Completed' : 'Not finished'],
          ['Admin', user.isAdmin ? 'Yes' : 'No'],
          [
            'Referred by',
            referredBy ? (
              <Link key="r" className="admin-link" to={userPageHref(referredBy.user.id)}>
                {referredBy.user.label}
              </Link>
            ) : (
              '—'
            ),
          ],
          ['Referrals made', String(detail.referralsMade)],
        ]}
      />
      <h3 className="admin-user__subtitle">Sign-in methods</h3>
      <ul className="admin-user__methods">
        {signInMethods.map((m) => (
          <li key={m.method}>
            <span className="admin-badge admin-badge--outline">{m.method}</span> <span>{m.detail}</span>
            {m.primary && <span className="admin-muted"> · used to sign up</span>}
            {m.verified !== null && (
              <span className="admin-muted"> · {m.verified ? 'verified' : 'not verified'}</span>
            )}
          </li>
        ))}
      </ul>
      <div className="admin-actions admin-user__actions">
        <Button size="s" mode="bezeled" className="admin-btn-soft" onClick={onAdjust}>
          Adjust balance
        </Button>
        {user.suspension ? (
          <Button size="s" mode="bezeled" className="admin-btn-soft" onClick={onUnsuspend}>
            Unsuspend
          </Button>
        ) : (
          <Button
            size="s"
            mode="bezeled"
            className="admin-btn-soft admin-button--danger-text"
            onClick={onSuspend}
          >
            Suspend
          </Button>
        )}
      </div>
    </section>
  );
}

/** One user, as staff see them (?user=<id> in the panel): who they are, their money, their network. */
export function UserPage({ userId }: { userId: string }) {
  const page = useQuery(userPageQuery(userId));
  const [dialog, setDialog] = useState<'adjust' | 'suspend' | 'unsuspend' | null>(null);
  const user: User | undefined = page.data?.user;
  return (
    <div className="admin-section admin-user">
      <div className="admin-toolbar">
        <Link className="admin-link" to={`${paths.admin}?tab=users`}>
          ← All users
        </Link>
      </div>
      {page.isPending ? (
        <TabLoading label="Loading user" />
      ) : page.isError ? (
        <TabError error={page.error} onRetry={() => void page.refetch()} />
      ) : (
        <>
          <h2 className="admin-user__title">{userLabel(page.data.user)}</h2>
          <div className="admin-user__grid">
            <ProfileCard
              detail={page.data}
              onAdjust={() => setDialog('adjust')}
              onSuspend={() => setDialog('suspend')}
              onUnsuspend={() => setDialog('unsuspend')}
            />
            <SessionsCard sessions={page.data.sessions} />
          </div>
          <LedgerCard userId={userId} />
          <ReferralsCard userId={userId} />
        </>
      )}
      {user && dialog === 'adjust' && <BalanceDialog user={user} onClose={() => setDialog(null)} />}
      {user && dialog === 'suspend' && <SuspendDialog user={user} onClose={() => setDialog(null)} />}
      {user && dialog === 'unsuspend' && <UnsuspendDialog user={user} onClose={() => setDialog(null)} />}
    </div>
  );
}
