import { contract } from '@cum/shared/contract';
import type { FastifyInstance } from 'fastify';
import { defineRoute } from '../../http/define-route.ts';
import type { Services } from '../../services.ts';

export function referralsRoutes(app: FastifyInstance, services: Services) {
  const { referrals } = services;
  defineRoute(app, contract.referrals.code, async ({ user }) => referrals.code(user));
  defineRoute(app, contract.referrals.stats, async ({ user }) => referrals.stats(user._id));
  defineRoute(app, contract.referrals.list, async ({ user }) => referrals.list(user._id));
  defineRoute(app, contract.referrals.use, async ({ user, body }) =>
    referrals.use(user._id, body.referralCode),
  );
}
