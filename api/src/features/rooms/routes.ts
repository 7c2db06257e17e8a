import { contract } from '@cum/shared/contract';
import type { FastifyInstance } from 'fastify';
import { defineRoute } from '../../http/define-route.ts';
import type { Services } from '../../services.ts';

export function roomsRoutes(app: FastifyInstance, services: Services) {
  defineRoute(app, contract.rooms.list, async () => ({ rooms: await services.rooms.list() }));
}
