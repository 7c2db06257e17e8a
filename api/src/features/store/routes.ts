import { contract } from '@cum/shared/contract';
import type { FastifyInstance } from 'fastify';
import { defineRoute } from '../../http/define-route.ts';
import type { Services } from '../../services.ts';

export function storeRoutes(app: FastifyInstance, services: Services) {
  defineRoute(app, contract.store.list, async ({ user }) => services.store.list(user));
  defineRoute(app, contract.store.buy, async ({ user, params }) => services.store.buy(user, params.id));
}
