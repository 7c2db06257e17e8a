import type { Connection } from 'mongoose';
import { inTransaction } from '../../db/transaction.ts';
import type { Clock } from '../../lib/clock.ts';
import type { Models } from '../../models/registry.ts';

export const STARTER_TASKS_MARKER = 'starter-tasks';

/** The tasks a fresh install starts with (docs/product.md#tasks), for admins to edit from there. */
export function starterTasks(publicUrl: string) {
  return [
    {
      title: 'Daily Check-in',
      description: 'Open the app and check in once a day.',
      reward: 50,
      type: 'daily' as const,
      actionType: 'instant' as const,
    },
    {
      title: 'Share Content',
      description: 'Share 3 posts about $CUM with your friends this week.',
      reward: 100,
      type: 'weekly' as const,
      actionType: 'other' as const,
      actionInstructions: 'Share 3 posts, then come back and claim.',
    },
    {
      title: 'Invite Friends',
      description: 'Invite a friend with your referral link from the Referral screen.',
      reward: 250,
      type: 'special' as const,
      actionType: 'other' as const,
      actionInstructions: 'Open More > Referral and share your link.',
    },
    {
      title: 'Read the Roadmap',
      description: "See what's coming next for $CUM.",
      reward: 25,
      type: 'special' as const,
      actionType: 'external' as const,
      actionUrl: `${publicUrl}/#roadmap`,
    },
    {
      // Inactive until an admin sets the channel (and makes the bot an administrator there).
      title: 'Join our Telegram channel',
      description: 'Join the official $CUM channel for news and drops.',
      reward: 100,
      type: 'special' as const,
      actionType: 'telegram_join' as const,
      telegramChatId: null,
      isActive: false,
    },
  ];
}

/**
 * Gives an empty database a starter task catalogue on first start, exactly once: the marker is
 * written in the same transaction as the tasks, so a crash leaves neither, and a database that has
 * the marker (or already has tasks of its own) is never seeded again over admins' changes.
 * Answers whether it seeded.
 */
export async function seedStarterTasks(deps: {
  models: Pick<Models, 'Task' | 'SetupMarker'>;
  connection: Connection;
  clock: Clock;
  publicUrl: string;
}): Promise<boolean> {
  const { Task, SetupMarker } = deps.models;
  return inTransaction(deps.connection, async (session) => {
    if (await SetupMarker.exists({ _id: STARTER_TASKS_MARKER }).session(session)) return false;
    // A database from before this step that already has tasks (deleted ones too) keeps its own.
    const hasTasks = !!(await Task.exists({}).session(session));
    // Two instances starting at once: the marker's _id is unique, so the second one's transaction
    // fails to commit (and its retry sees the marker).
    await SetupMarker.create(
      [
        {
          _id: STARTER_TASKS_MARKER,
          doneAt: deps.clock.now(),
          note: hasTasks ? 'kept existing tasks' : null,
        },
      ],
      { session },
    );
    if (hasTasks) return false;
    await Task.create(starterTasks(deps.publicUrl), { session, ordered: true });
    return true;
  });
}
