import type { activityTypes } from '@cum/shared/contract/admin';
import type { ClientSession, Types } from 'mongoose';
import type { Models } from '../models/registry.ts';

type ActivityType = (typeof activityTypes)[number];

/** Records platform activity for the admin feed, in the caller's transaction when there is one. */
export function createActivityLog({ models }: { models: Pick<Models, 'ActivityEvent'> }) {
  const { ActivityEvent } = models;
  async function record(
    session: ClientSession | null,
    event: {
      type: ActivityType;
      description: string;
      userId?: Types.ObjectId | null;
      username?: string | null;
    },
  ) {
    await ActivityEvent.create(
      [
        {
          type: event.type,
          description: event.description,
          userId: event.userId ?? null,
          username: event.username ?? null,
        },
      ],
      { session: session ?? undefined },
    );
  }
  return { record };
}
export type ActivityLog = ReturnType<typeof createActivityLog>;
