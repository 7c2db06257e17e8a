import type { Connection } from 'mongoose';
import type { Ledger } from '../../ledger/ledger.ts';
import type { LedgerTally } from '../../ledger/tally.ts';
import type { Clock } from '../../lib/clock.ts';
import type { Models } from '../../models/registry.ts';
import type { ActivityLog } from '../../platform/activity-log.ts';
import { createAudit } from './audit.ts';
import { createFeed } from './feed.ts';
import { createModeration } from './moderation.ts';
import { createReview } from './review.ts';
import { createRoomsAdmin } from './rooms-admin.ts';
import { createStats } from './stats.ts';
import { createTasksAdmin } from './tasks-admin.ts';
import { createUserDetail } from './user-detail.ts';
import { createUsersAdmin } from './users-admin.ts';

/** Everything staff do: dashboard, users (and one user's page), the review list, tasks, rooms, activity and the audit log. */
export function createAdminService(deps: {
  models: Models;
  ledger: Ledger;
  /** The platform totals (the counters with the ledger's entries not folded in yet). */
  totals: Pick<LedgerTally, 'read'>;
  activityLog: ActivityLog;
  connection: Connection;
  clock: Clock;
  /** CLICKER_HOURLY_CAP in $CUM (the review list's clicker rule). */
  clickerHourlyCap: number;
  /** After an admin's change to the tasks: the tasks service's catalogueChanged (its cached list). */
  onTasksChanged?: () => void;
}) {
  const { models, ledger, totals, activityLog, connection, clock } = deps;
  const audit = createAudit({ AuditEntry: models.AuditEntry, activityLog });
  return {
    stats: createStats({ Task: models.Task, Room: models.Room, totals, clock }),
    users: createUsersAdmin({ User: models.User, ledger, connection, clock, audit }),
    user: createUserDetail({ models, clock }),
    review: createReview({ models, clock, clickerHourlyCap: deps.clickerHourlyCap }),
    moderation: createModeration({ User: models.User, connection, clock, audit }),
    tasks: createTasksAdmin({ Task: models.Task, connection, clock, audit, onChanged: deps.onTasksChanged }),
    rooms: createRoomsAdmin({ Room: models.Room, connection, audit }),
    feed: createFeed({ ActivityEvent: models.ActivityEvent, AuditEntry: models.AuditEntry }),
  };
}
export type AdminService = ReturnType<typeof createAdminService>;
