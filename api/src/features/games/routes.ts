import { contract } from '@cum/shared/contract';
import type { FastifyInstance } from 'fastify';
import { defineRoute } from '../../http/define-route.ts';
import type { Services } from '../../services.ts';

export function gamesRoutes(app: FastifyInstance, services: Services) {
  defineRoute(app, contract.games.status, async ({ user }) => services.games.status(user));
  defineRoute(app, contract.games.rushStart, async ({ user }) => services.games.startRush(user));
  defineRoute(app, contract.games.rushSession, async ({ user }) => services.games.rushSession(user));
  defineRoute(app, contract.games.clickerTaps, async ({ user, body }) =>
    services.games.clickerTaps(user, body),
  );
  defineRoute(app, contract.games.play, async ({ user, params, body }) =>
    services.games.play(user, params.gameId, body),
  );
}
