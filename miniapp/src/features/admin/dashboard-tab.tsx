import type { adminStatsSchema } from '@cum/shared/contract/admin';
import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { formatCount, formatCum } from '../../lib/format';
import { formatTime } from '../../lib/format-date';
import { ActivityDot } from './activity-dot';
import { activityQuery, DASHBOARD_ACTIVITY_LIMIT, REFRESH_MS, statsQuery } from './queries';
import { TabError, TabLoading } from './query-state';

type Stats = z.infer<typeof adminStatsSchema>;

function StatCard({ label, value, detail }: { label: string; value: string; detail: string }) {
  return (
    <section className="admin-card admin-stat" aria-label={label}>
      <h2 className="admin-stat__label">{label}</h2>
      <p className="admin-stat__value">{value}</p>
      <p className="admin-stat__detail">{detail}</p>
    </section>
  );
}

/** Spec: completion rate as a rounded percentage, 0 when there are no tasks. */
const completionRate = ({ tasks }: Stats) =>
  tasks.totalTasks === 0 ? 0 : Math.round((tasks.completedTasks / tasks.totalTasks) * 100);

function Overview({ stats }: { stats: Stats }) {
  const rows = [
    ['Rewards distributed today', `${formatCum(stats.rewards.rewardsToday)} $CUM`],
    ['Total rewards amount', `${formatCum(stats.rewards.totalAmount)} $CUM`],
    ['Task completion rate', `${completionRate(stats)}%`],
  ] as const;
  return (
    <section className="admin-card" aria-labelledby="admin-overview">
      <h2 id="admin-overview" className="admin-card__title">
        Platform Overview
      </h2>
      <dl className="admin-overview">
        {rows.map(([label, value]) => (
          <div key={label} className="admin-overview__row">
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

function RecentActivity() {
  const activity = useQuery(activityQuery(DASHBOARD_ACTIVITY_LIMIT, REFRESH_MS));
  const items = activity.data?.activities ?? [];
  return (
    <section className="admin-card" aria-labelledby="admin-recent">
      <h2 id="admin-recent" className="admin-card__title">
        Recent Activity
      </h2>
      {activity.isPending ? (
        <TabLoading label="Loading activity" />
      ) : items.length === 0 ? (
        <p className="admin-muted">No recent activity</p>
      ) : (
        <ul className="admin-feed">
          {items.map((a) => (
            <li key={a.id} className="admin-feed__item">
              <ActivityDot type={a.type} />
              <span className="admin-feed__text">{a.description}</span>
              <time className="admin-feed__time" dateTime={a.timestamp}>
                {formatTime(a.timestamp)}
              </time>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

export function DashboardTab() {
  const stats = useQuery(statsQuery);
  if (stats.isPending) return <TabLoading label="Loading statistics" />;
  if (stats.isError) return <TabError error={stats.error} onRetry={() => void stats.refetch()} />;
  const { users, tasks, rooms } = stats.data;
  return (
    <div className="admin-dashboard">
      <div className="admin-stats">
        <StatCard
          label="Total Users"
          value={formatCount(users.totalUsers)}
          detail={`${formatCount(users.completedOnboarding)} completed onboarding`}
        />
        <StatCard
          label="Total Balance"
          value={`${formatCum(users.totalBalance)} $CUM`}
          detail={`${formatCount(users.activeUsers)} active users`}
        />
        <StatCard
          label="Total Tasks"
          value={formatCount(tasks.totalTasks)}
          detail={`${formatCount(tasks.completedTasks)} completed`}
        />
        <StatCard
          label="Online Rooms"
          value={`${rooms.onlineRooms}/${rooms.totalRooms}`}
          detail={`${formatCount(rooms.totalViewers)} total viewers`}
        />
      </div>
      <Overview stats={stats.data} />
      <RecentActivity />
    </div>
  );
}
