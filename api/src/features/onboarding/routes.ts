import { contract } from '@cum/shared/contract';
import type { FastifyInstance } from 'fastify';
import { defineRoute } from '../../http/define-route.ts';
import type { Services } from '../../services.ts';

export function onboardingRoutes(app: FastifyInstance, services: Services) {
  const { onboarding } = services;
  defineRoute(app, contract.onboarding.confirmAge, async ({ user }) => onboarding.confirmAge(user._id));
  defineRoute(app, contract.onboarding.complete, async ({ user }) => onboarding.complete(user._id));
  defineRoute(app, contract.onboarding.claimWelcomeBonus, async ({ user }) =>
    onboarding.claimWelcomeBonus(user._id),
  );
}
