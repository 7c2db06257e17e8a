import { contract } from '@cum/shared/contract';
import type { FastifyInstance } from 'fastify';
import { defineRoute } from '../../http/define-route.ts';
import { toUserView } from '../../models/user.ts';
import type { Services } from '../../services.ts';

export function profileRoutes(app: FastifyInstance, services: Services) {
  const { profile, clock } = services;

  defineRoute(app, contract.profile.getUser, async ({ user }) => ({ user: toUserView(user, clock.now()) }));

  defineRoute(app, contract.profile.updateProfile, async ({ user, body }) => ({
    user: toUserView(await profile.update(user, body), clock.now()),
  }));

  defineRoute(app, contract.profile.updateSettings, async ({ user, body }) => ({
    user: toUserView(await profile.updateSettings(user, body), clock.now()),
  }));

  defineRoute(
    app,
    contract.profile.linkWallet,
    async ({ user, body }) => ({ user: toUserView(await profile.linkWallet(user, body), clock.now()) }),
    { config: { rateLimit: { max: 30, timeWindow: '5 minutes' } } },
  );

  defineRoute(app, contract.profile.deleteAccount, async ({ user, body, req, reply }) => {
    await profile.deleteAccount(user, body.confirmUsername);
    await req.server.auth.signOut(req, reply);
    return { success: true as const };
  });
}
