import type { Connection } from 'mongoose';
import type { Ledger } from '../../ledger/ledger.ts';
import type { Clock } from '../../lib/clock.ts';
import type { Models } from '../../models/registry.ts';
import type { ActivityLog } from '../../platform/activity-log.ts';
import type { Counters } from '../../platform/counters.ts';
import { createAudit } from './audit.ts';
import { createFeed } from './feed.ts';
import { createModeration } from './moderation.ts';
import { createRoomsAdmin } from './rooms-admin.ts';
import { createStats } from './stats.ts';
import { createTasksAdmin } from './tasks-admin.ts';
import { createUsersAdmin } from './users-admin.ts';

/** Everything staff do: dashboard, users, tasks, rooms, activity and the audit log. */
export function createAdminService(deps: {
  models: Models;
  ledger: Ledger;
  counters: Counters;
  activityLog: ActivityLog;
  connection: Connection;
  clock: Clock;
  /** After an admin's change to the tasks: the tasks service's catalogueChanged (its cached list). */
  onTasksChanged?: () => void;
}) {
  const { models, ledger, counters, activityLog, connection, clock } = deps;
  const audit = createAudit({ AuditEntry: models.AuditEntry, activityLog });
  return {
    stats: createStats({ Task: models.Task, Room: models.Room, counters, clock }),
    users: createUsersAdmin({ User: models.User, ledger, connection, clock, audit }),
    moderation: createModeration({ User: models.User, connection, clock, audit }),
    tasks: createTasksAdmin({ Task: models.Task, connection, clock, audit, onChanged: deps.onTasksChanged }),
    rooms: createRoomsAdmin({ Room: models.Room, connection, audit }),
    feed: createFeed({ ActivityEvent: models.ActivityEvent, AuditEntry: models.AuditEntry }),
  };
}
export type AdminService = ReturnType<typeof createAdminService>;
