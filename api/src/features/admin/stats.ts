import { fromMilli } from '@cum/shared/domain/money';
import { utcDay } from '@cum/shared/domain/time';
import type { LedgerTally } from '../../ledger/tally.ts';
import type { Clock } from '../../lib/clock.ts';
import type { RoomModel } from '../../models/room.ts';
import type { TaskModel } from '../../models/task.ts';

/**
 * The dashboard figures. User and money figures come from the platform counters that the services keep
 * in their own transactions and the ledger tally folds the ledger into (read with the entries not
 * folded yet, so they are exact at once), so this costs the same at any number of users;
 * tasks and rooms are small collections counted directly.
 */
export function createStats(deps: {
  Task: TaskModel;
  Room: RoomModel;
  totals: Pick<LedgerTally, 'read'>;
  clock: Clock;
}) {
  const { Task, Room, totals, clock } = deps;

  async function read() {
    const day = utcDay(clock.now());
    const earnedToday = `earned:${day}` as const;
    const activeToday = `active:${day}` as const;
    const [c, totalTasks, totalRooms, online] = await Promise.all([
      totals.read(['users', 'onboarded', 'balance', 'earned', 'tasksCompleted', earnedToday, activeToday]),
      Task.countDocuments({ deletedAt: null }).exec(),
      // Every query an index range (api/test/foundation/hot-queries-indexed.test.ts): the count comes
      // from the collection's metadata, the online rooms from the {isOnline, viewerCount} index.
      Room.estimatedDocumentCount().exec(),
      // Viewers of online rooms only: an offline room's last count is nobody watching now.
      Room.aggregate<{ online: number; viewers: number }>([
        { $match: { isOnline: true } },
        { $group: { _id: null, online: { $sum: 1 }, viewers: { $sum: '$viewerCount' } } },
      ]).exec(),
    ]);
    const r = { total: totalRooms, online: online[0]?.online ?? 0, viewers: online[0]?.viewers ?? 0 };
    return {
      users: {
        totalUsers: c.users,
        completedOnboarding: c.onboarded,
        totalBalance: fromMilli(c.balance),
        activeUsers: c[activeToday] ?? 0,
      },
      tasks: { totalTasks, completedTasks: c.tasksCompleted },
      rooms: { onlineRooms: r.online, totalRooms: r.total, totalViewers: r.viewers },
      rewards: { rewardsToday: fromMilli(c[earnedToday] ?? 0), totalAmount: fromMilli(c.earned) },
    };
  }

  return { read };
}
