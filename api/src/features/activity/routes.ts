import { contract } from '@cum/shared/contract';
import type { FastifyInstance } from 'fastify';
import { defineRoute } from '../../http/define-route.ts';
import type { Services } from '../../services.ts';

export function activityRoutes(app: FastifyInstance, services: Services) {
  defineRoute(app, contract.activity.mine, async ({ user, query }) =>
    services.activity.mine(user._id, query),
  );
}
