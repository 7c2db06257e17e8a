import { contract } from '@cum/shared/contract';
import type { FastifyInstance } from 'fastify';
import { defineRoute } from '../../http/define-route.ts';
import type { FeatureServices } from '../../services.ts';

export function activityRoutes(app: FastifyInstance, services: FeatureServices) {
  defineRoute(app, contract.activity.mine, async ({ user, query }) =>
    services.activity.mine(user._id, query),
  );
}
