import { contract } from '@cum/shared/contract';
import type { FastifyInstance } from 'fastify';
import { defineRoute } from '../../http/define-route.ts';
import type { Services } from '../../services.ts';

export function videosRoutes(app: FastifyInstance, services: Services) {
  defineRoute(app, contract.videos.list, async ({ user }) => services.videos.list(user._id, user));
  defineRoute(app, contract.videos.watch, async ({ user, body }) =>
    services.videos.watch(user._id, body, user),
  );
  defineRoute(app, contract.videos.socialAction, async ({ user, body }) =>
    services.videos.socialAction(user._id, body),
  );
}
