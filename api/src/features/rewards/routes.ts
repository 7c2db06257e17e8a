import { contract } from '@cum/shared/contract';
import type { FastifyInstance } from 'fastify';
import { defineRoute } from '../../http/define-route.ts';
import type { Services } from '../../services.ts';

export function rewardsRoutes(app: FastifyInstance, services: Services) {
  const { rewards } = services;
  defineRoute(app, contract.rewards.canClaim, async ({ user }) => rewards.status(user));
  // No rate limit: the conditional update already makes extra claims harmless 409s.
  defineRoute(app, contract.rewards.claim, async ({ user }) => rewards.claim(user._id, user));
  defineRoute(app, contract.rewards.streak, async ({ user }) => rewards.streak.calendar(user));
  defineRoute(app, contract.rewards.streakClaim, async ({ user }) => rewards.streak.claim(user._id));
  defineRoute(app, contract.rewards.userRewards, async ({ user }) => rewards.history(user._id));
}
