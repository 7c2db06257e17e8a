import type { FastifyInstance } from 'fastify';
import { activityRoutes } from './features/activity/routes.ts';
import { adminRoutes } from './features/admin/routes.ts';
import { authRoutes } from './features/auth/routes.ts';
import { gamesRoutes } from './features/games/routes.ts';
import { leaderboardRoutes } from './features/leaderboard/routes.ts';
import { miscRoutes } from './features/misc/routes.ts';
import { onboardingRoutes } from './features/onboarding/routes.ts';
import { profileRoutes } from './features/profile/routes.ts';
import { referralsRoutes } from './features/referrals/routes.ts';
import { rewardsRoutes } from './features/rewards/routes.ts';
import { roomsRoutes } from './features/rooms/routes.ts';
import { storeRoutes } from './features/store/routes.ts';
import { tasksRoutes } from './features/tasks/routes.ts';
import { upgradesRoutes } from './features/upgrades/routes.ts';
import { videosRoutes } from './features/videos/routes.ts';
import type { Services } from './services.ts';

/** Every feature's routes; each feature registers its contract routes on the app. */
export const featureRoutes: Array<(app: FastifyInstance, services: Services) => void> = [
  miscRoutes,
  videosRoutes,
  gamesRoutes,
  upgradesRoutes,
  storeRoutes,
  authRoutes,
  profileRoutes,
  roomsRoutes,
  adminRoutes,
  rewardsRoutes,
  tasksRoutes,
  referralsRoutes,
  onboardingRoutes,
  activityRoutes,
  leaderboardRoutes,
];
