import type { Access } from '@cum/shared/contract';
import { activeSuspension, suspensionMessage } from '@cum/shared/domain/moderation';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Types } from 'mongoose';
import type { Config } from '../config.ts';
import type { SessionService } from '../features/auth/session-service.ts';
import { boundedMemo } from '../lib/bounded-memo.ts';
import type { Clock } from '../lib/clock.ts';
import { accountSuspended, forbidden, unauthorized } from '../lib/errors.ts';
import type { UserRecord } from '../models/user.ts';

/**
 * Finds who sent a request from something other than the session cookie (e.g. Telegram initData): a
 * user id, or the live user itself when the strategy had to read it anyway (saves the second read).
 */
export type IdentityStrategy = (req: FastifyRequest) => Promise<Types.ObjectId | UserRecord | null>;

const isUserRecord = (v: Types.ObjectId | UserRecord): v is UserRecord =>
  (v as { _bsontype?: string })._bsontype !== 'ObjectId';

export interface AuthApi {
  cookieName: string;
  /** The signed-in user of this request, or null. Resolved once per request. */
  currentUser(req: FastifyRequest): Promise<UserRecord | null>;
  /**
   * Throws 401 when nobody is signed in, 403 when an admin is needed and the user is not one, and 403
   * account_suspended when the call moves money (`money`) and the account is suspended now.
   */
  require(req: FastifyRequest, access: Exclude<Access, 'public'>, money?: boolean): Promise<UserRecord>;
  /** Starts a new session (rotating any previous one) and sets the cookie. */
  signIn(req: FastifyRequest, reply: FastifyReply, userId: Types.ObjectId): Promise<void>;
  signOut(req: FastifyRequest, reply: FastifyReply): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    auth: AuthApi;
  }
  interface FastifyRequest {
    userPromise?: Promise<UserRecord | null>;
  }
}

export interface AuthPluginOptions {
  config: Config;
  sessions: SessionService;
  /** The live (not deleted) user of an id: the accounts service's findActive. */
  findUser: (id: Types.ObjectId) => Promise<UserRecord | null>;
  /** The services' clock: a suspension ends at its `until` by this time. */
  clock: Clock;
  strategies?: IdentityStrategy[];
  /** Called with the user of every authenticated request (daily-active counting; must not throw). */
  onAuthenticated?: (user: UserRecord) => Promise<void>;
}

export const authPlugin = fp(async (app: FastifyInstance, opts: AuthPluginOptions) => {
  const { config, sessions, findUser } = opts;
  // __Host- cookies must be Secure, Path=/ and without Domain: the browser then refuses them from
  // any other origin or subdomain.
  const cookieName = config.isProduction ? '__Host-sid' : 'sid';
  const cookieOptions = {
    httpOnly: true,
    sameSite: 'lax' as const,
    path: '/',
    secure: config.isProduction,
    signed: true,
  };

  // The signature check (HMAC) of a cookie value is done once per value, not once per request: the
  // result depends only on the value and the secret, which is fixed for the life of the process.
  const unsign = (raw: string) => {
    const unsigned = app.unsignCookie(raw);
    return unsigned.valid && unsigned.value !== null ? unsigned.value : '';
  };
  const unsignOnce = boundedMemo(unsign);
  function readCookie(req: FastifyRequest): string | null {
    const raw = req.cookies[cookieName];
    if (!raw) return null;
    // Only values of a real cookie's size are remembered (ours are ~90 characters).
    return (raw.length <= 200 ? unsignOnce(raw) : unsign(raw)) || null;
  }

  // One database read per signed-in request: the session comes from the session service's cache, kept
  // honest by the revocation feed (see session-service.ts), and the user is read fresh every time, so a
  // deleted account or a revoked admin takes effect at once on every instance.
  async function identify(req: FastifyRequest): Promise<UserRecord | null> {
    let found: Types.ObjectId | UserRecord | null = null;
    const token = readCookie(req);
    if (token) found = await sessions.resolve(token);
    for (const strategy of opts.strategies ?? []) {
      if (found) break;
      found = await strategy(req);
    }
    if (!found) return null;
    const user = isUserRecord(found) ? found : await findUser(found);
    if (user && opts.onAuthenticated) await opts.onAuthenticated(user);
    return user;
  }

  const api: AuthApi = {
    cookieName,
    currentUser(req) {
      req.userPromise ??= identify(req);
      return req.userPromise;
    },
    async require(req, access, money = false) {
      const user = await api.currentUser(req);
      if (!user) throw unauthorized();
      if (access === 'admin' && !user.isAdmin) throw forbidden('Admins only.');
      if (money) {
        // The user was read fresh for this request, so a suspension (or its end) applies at once.
        const suspension = activeSuspension(user.suspension, opts.clock.now());
        if (suspension) {
          throw accountSuspended(suspensionMessage(suspension)).because({
            reason: 'account-suspended',
            params: {
              note: suspension.reason,
              ...(suspension.until && { until: suspension.until.toISOString() }),
            },
          });
        }
      }
      return user;
    },
    async signIn(req, reply, userId) {
      const previous = readCookie(req);
      if (previous) await sessions.destroy(previous);
      const { token, expiresAt } = await sessions.create(userId, {
        userAgent: req.headers['user-agent'] ?? null,
        ip: req.ip,
      });
      reply.setCookie(cookieName, token, { ...cookieOptions, expires: expiresAt });
      // Signing in counts as activity (daily actives), like any later authenticated request.
      const user = findUser(userId).then(async (u) => {
        if (u && opts.onAuthenticated) await opts.onAuthenticated(u);
        return u;
      });
      req.userPromise = user;
      await user;
    },
    async signOut(req, reply) {
      const token = readCookie(req);
      if (token) await sessions.destroy(token);
      reply.clearCookie(cookieName, {
        path: '/',
        secure: cookieOptions.secure,
        httpOnly: true,
        sameSite: 'lax',
      });
      req.userPromise = Promise.resolve(null);
    },
  };
  // Enforced in one place: defineRoute's accessGuard calls require() with the route's declared access.
  app.decorate('auth', api);
  // The session cache's revocation poller lives as long as the app serves (no timer outlives a test).
  app.addHook('onReady', async () => sessions.start());
  app.addHook('onClose', async () => sessions.stop());
});
