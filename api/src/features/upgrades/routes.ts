import { contract } from '@cum/shared/contract';
import type { FastifyInstance } from 'fastify';
import { defineRoute } from '../../http/define-route.ts';
import type { Services } from '../../services.ts';

export function upgradesRoutes(app: FastifyInstance, services: Services) {
  defineRoute(app, contract.upgrades.list, async ({ user }) => services.upgrades.list(user));
  defineRoute(app, contract.upgrades.buy, async ({ user, params }) =>
    services.upgrades.buy(user._id, params.id),
  );
}
