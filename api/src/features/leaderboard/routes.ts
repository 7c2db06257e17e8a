import { contract } from '@cum/shared/contract';
import type { FastifyInstance } from 'fastify';
import { defineRoute } from '../../http/define-route.ts';
import type { Services } from '../../services.ts';

export function leaderboardRoutes(app: FastifyInstance, services: Services) {
  defineRoute(app, contract.leaderboard.get, ({ user, query }) =>
    services.leaderboard.board(user, query.period),
  );
}
