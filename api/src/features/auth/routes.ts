import { contract } from '@cum/shared/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { answered } from '../../http/answered.ts';
import { defineRoute } from '../../http/define-route.ts';
import { toUserView, type UserRecord } from '../../models/user.ts';
import type { Services } from '../../services.ts';
import { isDirectLocalRequest } from './local-request.ts';

/** Per-IP limits (per-email limits are in email-auth.ts). */
const IP_LIMITS = {
  login: { max: 30, timeWindow: '15 minutes' },
  register: { max: 20, timeWindow: '15 minutes' },
  telegram: { max: 60, timeWindow: '1 minute' },
  mail: { max: 10, timeWindow: '15 minutes' },
  emailLink: { max: 30, timeWindow: '15 minutes' },
  linkCreate: { max: 20, timeWindow: '5 minutes' },
  linkPoll: { max: 300, timeWindow: '5 minutes' },
  wallet: { max: 30, timeWindow: '5 minutes' },
} as const;
const limit = (l: (typeof IP_LIMITS)[keyof typeof IP_LIMITS]) => ({ config: { rateLimit: l } });

export function authRoutes(app: FastifyInstance, services: Services) {
  const { auth, clock, config } = services;
  const view = (user: UserRecord) => ({ user: toUserView(user, clock.now()) });
  // The secret that ties a Telegram login link to the browser that asked for it.
  const linkCookie = config.isProduction ? '__Host-tglink' : 'tglink';
  const linkCookieOptions = {
    httpOnly: true,
    sameSite: 'lax',
    path: '/',
    secure: config.isProduction,
  } as const;

  async function signIn(req: FastifyRequest, reply: FastifyReply, user: UserRecord) {
    await req.server.auth.signIn(req, reply, user._id);
    return view(user);
  }

  // 202 and no session, for a new and an existing email alike; the account-dependent work starts
  // once the answer has left (email-auth.ts, email-links.ts).
  defineRoute(
    app,
    contract.auth.register,
    async ({ body, reply }) => auth.register(body, { answered: answered(reply) }),
    limit(IP_LIMITS.register),
  );

  // A device that signed in to an account before is exempt from that account's per-email ceiling, so
  // a stranger's guesses cannot lock the owner out (login-throttle.ts).
  const deviceCookie = config.isProduction ? '__Host-did' : 'did';
  defineRoute(
    app,
    contract.auth.login,
    async ({ body, req, reply }) => {
      const raw = req.cookies[deviceCookie];
      const device = raw ? req.unsignCookie(raw) : null;
      const deviceUserId = device?.valid ? device.value : null;
      const user = await auth.login({ ...body, ip: req.ip, deviceUserId });
      reply.setCookie(deviceCookie, user._id.toHexString(), {
        ...linkCookieOptions,
        signed: true,
        maxAge: 365 * 24 * 3600,
      });
      return signIn(req, reply, user);
    },
    limit(IP_LIMITS.login),
  );

  defineRoute(
    app,
    contract.auth.verifyEmail,
    async ({ body, req, reply, user }) => {
      const { signedOut, ...result } = await auth.emailLinks.verify(body.token);
      // A changed email ended every session of the account. The browser confirming it keeps a (new)
      // one only if it was signed in to that account: the link alone never signs anyone in.
      if (signedOut && user?._id.equals(signedOut)) await req.server.auth.signIn(req, reply, signedOut);
      return result;
    },
    limit(IP_LIMITS.emailLink),
  );
  defineRoute(
    app,
    contract.auth.undoEmailChange,
    async ({ body, req, reply }) => {
      const result = await auth.emailLinks.undoChange(body.token);
      await req.server.auth.signOut(req, reply);
      return result;
    },
    limit(IP_LIMITS.emailLink),
  );
  defineRoute(
    app,
    contract.auth.forgotPassword,
    async ({ body, reply }) => auth.emailLinks.forgot(body.email, { answered: answered(reply) }),
    limit(IP_LIMITS.mail),
  );
  defineRoute(
    app,
    contract.auth.resetPassword,
    async ({ body, req, reply }) => {
      const result = await auth.emailLinks.reset(body.token, body.password);
      await req.server.auth.signOut(req, reply);
      return result;
    },
    limit(IP_LIMITS.emailLink),
  );
  defineRoute(app, contract.auth.emailStatus, async ({ user }) => auth.emailLinks.status(user));
  defineRoute(
    app,
    contract.auth.changeEmail,
    async ({ body, user }) => auth.emailLinks.requestChange(user, body),
    limit(IP_LIMITS.mail),
  );

  bodylessRoutes(app);

  function bodylessRoutes(app: FastifyInstance) {
    defineRoute(
      app,
      contract.auth.telegram,
      async ({ req, reply }) => {
        // The development identity headers count only from this machine, never through a tunnel or
        // proxy (local-request.ts); the socket is read, not req.ip, which X-Forwarded-For may set.
        const loopback = isDirectLocalRequest(req);
        const { identity, startParam } = auth.identityOfRequest(req.headers, { loopback });
        const { user, referral } = await auth.signInTelegram(identity, { startParam });
        if (referral && !referral.applied) req.log.warn({ referral }, 'start_param referral not applied');
        if (referral?.applied) req.log.info({ referral }, 'start_param referral applied');
        return signIn(req, reply, user);
      },
      limit(IP_LIMITS.telegram),
    );

    defineRoute(
      app,
      contract.auth.telegramLinkCreate,
      async ({ req, reply }) => {
        // The bot shows the asking browser to the user who confirms (device-code phishing guard).
        const link = await auth.createLoginLink({ userAgent: req.headers['user-agent'] ?? null });
        reply.setCookie(linkCookie, link.browserSecret, {
          ...linkCookieOptions,
          signed: true,
          expires: link.expiresAt,
        });
        return {
          token: link.token,
          url: link.url,
          expiresAt: link.expiresAt.toISOString(),
          code: link.code,
        };
      },
      limit(IP_LIMITS.linkCreate),
    );

    defineRoute(app, contract.auth.logout, async ({ req, reply }) => {
      await req.server.auth.signOut(req, reply);
      return { success: true as const };
    });
  }

  defineRoute(
    app,
    contract.auth.telegramLinkPoll,
    async ({ params, req, reply }) => {
      const raw = req.cookies[linkCookie];
      const unsigned = raw ? req.unsignCookie(raw) : null;
      const result = await auth.pollLoginLink(params.token, unsigned?.valid ? unsigned.value : null);
      if (result.status === 'pending')
        return { status: 'pending' as const, expiresAt: result.expiresAt.toISOString() };
      reply.clearCookie(linkCookie, linkCookieOptions);
      const { user } = await signIn(req, reply, result.user);
      return { status: 'confirmed' as const, user };
    },
    limit(IP_LIMITS.linkPoll),
  );

  defineRoute(
    app,
    contract.auth.walletNonce,
    async ({ body }) => {
      const { message, expiresAt } = await auth.walletNonce(body.walletAddress);
      return { message, expiresAt: expiresAt.toISOString() };
    },
    limit(IP_LIMITS.wallet),
  );

  defineRoute(
    app,
    contract.auth.wallet,
    async ({ body, req, reply }) => signIn(req, reply, await auth.walletSignIn(body)),
    limit(IP_LIMITS.wallet),
  );
}
