import { contract } from '@cum/shared/contract';
import type { FastifyInstance } from 'fastify';
import { defineRoute } from '../../http/define-route.ts';
import type { Services } from '../../services.ts';

const { admin } = contract;

/** Admin calls: every one declares `access: 'admin'` in the contract, which defineRoute enforces. */
export function adminRoutes(app: FastifyInstance, services: Services) {
  app.register(async (scope) => {
    const s = services.admin;

    defineRoute(scope, admin.stats, () => s.stats.read());
    defineRoute(scope, admin.referralReview, () => services.referrals.reviewHeld());
    defineRoute(scope, admin.approveReferral, ({ user, params }) =>
      services.referrals.approveHeld(user, params.referralId),
    );
    defineRoute(scope, admin.users, ({ query }) => s.users.list(query));
    defineRoute(scope, admin.user, ({ params }) => s.user.detail(params.userId));
    defineRoute(scope, admin.userLedger, ({ params, query }) => s.user.ledger(params.userId, query));
    defineRoute(scope, admin.userReferrals, ({ params, query }) => s.user.referrals(params.userId, query));
    defineRoute(scope, admin.review, () => s.review.list());
    defineRoute(scope, admin.setAdmin, async ({ user, params, body }) => ({
      user: await s.users.setAdmin(user, params.userId, body.isAdmin),
    }));
    defineRoute(scope, admin.adjustBalance, async ({ user, params, body }) => ({
      user: await s.users.adjustBalance(user, params.userId, body.amount, body.reason),
    }));
    defineRoute(scope, admin.suspend, async ({ user, params, body }) => ({
      user: await s.moderation.suspend(user, params.userId, body.reason, body.until),
    }));
    defineRoute(scope, admin.unsuspend, async ({ user, params }) => ({
      user: await s.moderation.unsuspend(user, params.userId),
    }));
    defineRoute(scope, admin.activity, async ({ query }) => ({
      activities: await s.feed.activity(query.limit),
    }));
    defineRoute(scope, admin.audit, ({ query }) => s.feed.audit(query));

    defineRoute(scope, admin.listTasks, async () => ({ tasks: await s.tasks.list() }));
    defineRoute(scope, admin.createTask, async ({ user, body }) => ({
      task: await s.tasks.create(user, body),
    }));
    defineRoute(scope, admin.updateTask, async ({ user, params, body }) => ({
      task: await s.tasks.update(user, params.taskId, body),
    }));
    defineRoute(scope, admin.deleteTask, async ({ user, params }) => {
      await s.tasks.remove(user, params.taskId);
      return { success: true as const };
    });

    defineRoute(scope, admin.createRoom, async ({ user, body }) => ({
      room: await s.rooms.create(user, body),
    }));
    defineRoute(scope, admin.updateRoom, async ({ user, params, body }) => ({
      room: await s.rooms.update(user, params.roomId, body),
    }));
    defineRoute(scope, admin.deleteRoom, async ({ user, params }) => {
      await s.rooms.remove(user, params.roomId);
      return { success: true as const };
    });
  });
}
