import type { FastifyInstance } from 'fastify';
import { adminRoutes } from './features/admin/routes.ts';
import { miscRoutes } from './features/misc/routes.ts';
import { roomsRoutes } from './features/rooms/routes.ts';
import type { Services } from './services.ts';

/** Every feature's routes; each feature registers its contract routes on the app. */
export const featureRoutes: Array<(app: FastifyInstance, services: Services) => void> = [miscRoutes, roomsRoutes, adminRoutes];
