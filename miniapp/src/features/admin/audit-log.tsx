import type { auditEntrySchema } from '@cum/shared/contract/admin';
import { useInfiniteQuery } from '@tanstack/react-query';
import { Button } from '@telegram-apps/telegram-ui';
import type { z } from 'zod';
import { formatDateTime } from '../../lib/format-date';
import { changes } from './audit-changes';
import { auditQuery } from './queries';
import { TabError, TabLoading } from './query-state';

type AuditEntry = z.infer<typeof auditEntrySchema>;
function AuditItem({ entry }: { entry: AuditEntry }) {
  const rows = changes(entry.before, entry.after);
  return (
    <li className="admin-audit__item">
      <div className="admin-audit__head">
        <span className="admin-strong">{entry.adminUsername ? `@${entry.adminUsername}` : 'An admin'}</span>
        <code className="admin-audit__action">{entry.action}</code>
        <time className="admin-feed__time" dateTime={entry.createdAt}>
          {formatDateTime(entry.createdAt)}
        </time>
      </div>
      <p className="admin-muted admin-audit__target">
        {entry.targetType} {entry.targetId}
      </p>
      {rows.length > 0 && (
        <dl className="admin-audit__changes">
          {rows.map(([key, was, now]) => (
            <div key={key} className="admin-audit__change">
              <dt>{key}</dt>
              <dd>
                {was !== null && <span className="admin-audit__before">{was}</span>}
                {was !== null && now !== null && (
                  <>
                    <span aria-hidden="true"> → </span>
                    <span className="admin-sr-only"> changed to </span>
                  </>
                )}
                {now !== null && <span className="admin-audit__after">{now}</span>}
              </dd>
            </div>
          ))}
        </dl>
      )}
    </li>
  );
}

/** Who changed what, with the values before and after (newest first, 50 a page). */
export function AuditLog() {
  const audit = useInfiniteQuery(auditQuery);
  const entries = audit.data?.pages.flatMap((p) => p.entries) ?? [];
  return (
    <section className="admin-card" aria-labelledby="admin-audit-log">
      <h2 id="admin-audit-log" className="admin-card__title">
        Audit Log
      </h2>
      {audit.isPending ? (
        <TabLoading label="Loading audit log" />
      ) : audit.isError ? (
        <TabError error={audit.error} onRetry={() => void audit.refetch()} />
      ) : entries.length === 0 ? (
        <p className="admin-muted">No admin actions yet</p>
      ) : (
        <ul className="admin-audit">
          {entries.map((e) => (
            <AuditItem key={e.id} entry={e} />
          ))}
        </ul>
      )}
      {audit.hasNextPage && (
        <Button
          mode="gray"
          size="s"
          stretched
          loading={audit.isFetchingNextPage}
          onClick={() => void audit.fetchNextPage()}
        >
          Load more
        </Button>
      )}
    </section>
  );
}
