import { useQuery } from '@tanstack/react-query';
import { formatDateTime } from '../../lib/format-date';
import { ActivityDot } from './activity-dot';
import { AuditLog } from './audit-log';
import { ACTIVITY_LOG_LIMIT, ACTIVITY_REFRESH_MS, activityQuery } from './queries';
import { TabError, TabLoading } from './query-state';

function ActivityLog() {
  const activity = useQuery(activityQuery(ACTIVITY_LOG_LIMIT, ACTIVITY_REFRESH_MS));
  const items = activity.data?.activities ?? [];
  return (
    <section className="admin-card" aria-labelledby="admin-activity-log">
      <h2 id="admin-activity-log" className="admin-card__title">
        Recent Activity Log
      </h2>
      {activity.isPending ? (
        <TabLoading label="Loading activity" />
      ) : activity.isError ? (
        <TabError error={activity.error} onRetry={() => void activity.refetch()} />
      ) : items.length === 0 ? (
        <p className="admin-muted">No recent activity to display</p>
      ) : (
        <ul className="admin-feed">
          {items.map((a) => (
            <li key={a.id} className="admin-feed__item">
              <ActivityDot type={a.type} />
              <span className="admin-feed__text">
                {a.description}
                {a.username && <span className="admin-muted admin-feed__user">User: {a.username}</span>}
              </span>
              <time className="admin-feed__time" dateTime={a.timestamp}>
                {formatDateTime(a.timestamp)}
              </time>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

export function ActivityTab() {
  return (
    <div className="admin-section admin-activity">
      <ActivityLog />
      <AuditLog />
    </div>
  );
}
