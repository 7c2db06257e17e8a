import { contract } from '@cum/shared/contract';
import type { FastifyInstance } from 'fastify';
import { defineRoute } from '../../http/define-route.ts';
import type { FeatureServices } from '../../services.ts';

export function storeRoutes(app: FastifyInstance, services: FeatureServices) {
  defineRoute(app, contract.store.list, async ({ user }) => services.store.list(user));
  defineRoute(app, contract.store.buy, async ({ user, params }) => services.store.buy(user._id, params.id));
}
