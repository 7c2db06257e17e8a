import { contract } from '@cum/shared/contract';
import type { FastifyInstance } from 'fastify';
import { defineRoute } from '../../http/define-route.ts';
import type { Services } from '../../services.ts';

export function tasksRoutes(app: FastifyInstance, services: Services) {
  const { tasks } = services;
  defineRoute(app, contract.tasks.list, async () => tasks.list());
  defineRoute(app, contract.tasks.userTasks, async ({ user }) => tasks.userTasks(user._id));
  defineRoute(app, contract.tasks.start, async ({ user, params }) => tasks.start(user, params.id));
  // verificationData is accepted for the client's sake; completion is decided by the server alone.
  defineRoute(app, contract.tasks.trigger, async ({ user, params }) => tasks.trigger(user, params.id));
  defineRoute(app, contract.tasks.claim, async ({ user, params }) => tasks.claim(user, params.id));
  defineRoute(app, contract.tasks.complete, async ({ user, params }) => tasks.complete(user, params.id));
}
