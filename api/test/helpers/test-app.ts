import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildPath, type ErrorBody, errorBody, type RouteDef } from '@cum/shared/contract';
import { errorReasonParams } from '@cum/shared/contract/error-reason-params';
import type { FastifyInstance } from 'fastify';
import type { Types } from 'mongoose';
import { afterAll, beforeAll } from 'vitest';
import type { z } from 'zod';
import { buildApp } from '../../src/app.ts';
import { testConfig } from '../../src/config.ts';
import { connectDatabase } from '../../src/db/connect.ts';
import type { Clock } from '../../src/lib/clock.ts';
import { generateReferralCode } from '../../src/lib/referral-code.ts';
import type { UserRecord } from '../../src/models/user.ts';
import type { Logger } from '../../src/platform/logger.ts';
import { type Composition, createServices } from '../../src/services.ts';
import { initData, type TgUser, tma } from './telegram.ts';

export interface TestAppOptions {
  /** Environment on top of the test defaults (APP_ENV=test). */
  env?: Record<string, string>;
  /** Time of every service; a `manualClock()` lets the test move it. */
  clock?: Clock;
  build?: typeof buildApp;
  /** The services' logger (the entry hands one logger to the services and the app alike). */
  log?: Logger;
}

/**
 * The environment of a production app in tests: what production refuses to start without (a long
 * session secret, a mail server for email sign-in, a database chosen explicitly: here the embedded one,
 * single-machine mode), quiet logs, plus `extra`.
 */
export const productionEnv = (extra: Record<string, string> = {}): Record<string, string> => ({
  APP_ENV: 'production',
  LOG_LEVEL: 'silent',
  SESSION_SECRET: 'p'.repeat(40),
  SMTP_URL: 'smtp://127.0.0.1:2525',
  EMBEDDED_DB: 'true',
  ...extra,
});

/** The fields a test may give a new user: any subset, nested settings and perks included. */
export type UserFields = Partial<Omit<UserRecord, 'settings' | 'perks'>> & {
  settings?: Partial<UserRecord['settings']>;
  perks?: Partial<UserRecord['perks']>;
  createdAt?: Date;
};

/** A user with a live session, ready to send as a browser would. */
export interface SignedInUser {
  user: UserRecord;
  /** The user's id as the API shows it. */
  id: string;
  /** The signed session cookie (`sid=...`). */
  cookie: string;
  headers: { cookie: string };
}

/** A Telegram user and the initData Telegram would hand the mini-app for it, signed with the app's bot token. */
export interface TelegramUser {
  tg: TgUser;
  initData: string;
  headers: { authorization: string };
}

export interface CallInput {
  params?: Record<string, string | number>;
  query?: Record<string, string | number | undefined>;
  body?: unknown;
  headers?: Record<string, string>;
}

export interface CallResult {
  status: number;
  json: unknown;
  headers: Record<string, unknown>;
  cookies: { name: string; value: string; [key: string]: unknown }[];
}

export interface TestApp {
  app: FastifyInstance;
  services: Composition;
  inject: FastifyInstance['inject'];
  /** Calls a contract route through app.inject(), whatever the status. */
  call(route: RouteDef, input?: CallInput): Promise<CallResult>;
  /** Asserts the route's success status and returns the body parsed by its own response schema. */
  ok<R extends RouteDef>(route: R, input?: CallInput): Promise<z.output<R['response']>>;
  /** Asserts an error status and returns the error body (checked against the one error shape). */
  fails(route: RouteDef, status: number, input?: CallInput): Promise<ErrorBody>;
  /** Creates a user directly in the database (no HTTP), an adult past the age gate by default. */
  createUser(fields?: UserFields): Promise<UserRecord>;
  /** A signed session cookie for `userId`, as the browser would send it. */
  sessionCookie(userId: Types.ObjectId): Promise<string>;
  signedInUser(fields?: UserFields): Promise<SignedInUser>;
  adminUser(fields?: UserFields): Promise<SignedInUser>;
  /** Real initData for a new (or given) Telegram user; the app must have a BOT_TOKEN. */
  telegramUser(fields?: Partial<TgUser>, options?: { authDate?: Date; startParam?: string }): TelegramUser;
  /** The user as stored now. */
  userRecord(userId: Types.ObjectId | string): Promise<UserRecord>;
  close(): Promise<void>;
}

let seq = 0;

/** Creates a user directly in `services`' database (no HTTP); `t.createUser()` inside a test app. */
export async function createUserIn(services: Composition, fields: UserFields = {}): Promise<UserRecord> {
  seq++;
  const username = fields.username ?? `user_${seq}_${randomBytes(3).toString('hex')}`;
  const doc = await services.models.User.create({
    authMethod: 'telegram',
    telegramId: 1_000_000 + seq * 1000 + Math.floor(Math.random() * 1000),
    firstName: 'Test',
    lastName: `User${seq}`,
    referralCode: generateReferralCode(),
    // Most tests are about adults past the age gate; pass `ageConfirmedAt: null` to test the gate.
    ageConfirmedAt: new Date(),
    ...fields,
    username,
    usernameLower: username.toLowerCase(),
  });
  return doc.toObject() as UserRecord;
}

/**
 * A full app on a fresh in-memory embedded database (or on MONGODB_URI, in a database of its own).
 * For one app per file or describe block use `useTestApp()`; this is for a test that needs its own.
 */
export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const db = await connectDatabase({
    uri: process.env.MONGODB_URI ?? null,
    dataDir: null,
    dbName: `test_${randomBytes(6).toString('hex')}`,
  });
  // Each app its own DATA_DIR: the development mailbox (DATA_DIR/mail) is read by the mail tests.
  // The race tests fire hundreds of calls of one user at once: the per-user limit is tested on its own.
  const dataDir = mkdtempSync(join(tmpdir(), 'cum-test-'));
  // Likewise every injected request comes from 127.0.0.1: the per-client in-flight cap too.
  const config = testConfig({
    DATA_DIR: dataDir,
    USER_MUTATIONS_PER_MINUTE: '100000',
    MAX_REQUESTS_PER_CLIENT: '0',
    ...options.env,
  });
  let app: Awaited<ReturnType<typeof buildApp>>;
  let services: Composition;
  try {
    services = await createServices({
      config,
      connection: db.connection,
      clock: options.clock,
      log: options.log,
    });
    app = await (options.build ?? buildApp)({ services, staticRoot: '/nonexistent' });
    await app.ready();
  } catch (err) {
    // A build that fails (as the access-guard test wants) must not leave its database running.
    await db.close();
    rmSync(dataDir, { recursive: true, force: true });
    throw err;
  }

  const call: TestApp['call'] = async (route, input = {}) => {
    const query = Object.entries(input.query ?? {})
      .filter(([, v]) => v !== undefined)
      .map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(String(v))}`)
      .join('&');
    const res = await app.inject({
      method: route.method,
      url: buildPath(route.path, input.params) + (query ? `?${query}` : ''),
      headers: input.headers,
      ...(input.body !== undefined ? { payload: input.body as object } : {}),
    });
    let json: unknown = null;
    try {
      json = res.json();
    } catch {
      json = null;
    }
    return { status: res.statusCode, json, headers: res.headers, cookies: res.cookies };
  };
  const expectStatus = (route: RouteDef, res: CallResult, expected: number) => {
    if (res.status !== expected) {
      throw new Error(
        `${route.method} ${route.path} answered ${res.status}, expected ${expected}: ${JSON.stringify(res.json)}`,
      );
    }
  };
  async function ok<R extends RouteDef>(route: R, input?: CallInput): Promise<z.output<R['response']>> {
    const res = await call(route, input);
    expectStatus(route, res, route.status ?? 200);
    return route.response.parse(res.json) as z.output<R['response']>;
  }
  const createUser: TestApp['createUser'] = (fields) => createUserIn(services, fields);
  const sessionCookie: TestApp['sessionCookie'] = async (userId) => {
    const { token } = await services.sessions.create(userId);
    return `${app.auth.cookieName}=${app.signCookie(token)}`;
  };
  const signedInUser: TestApp['signedInUser'] = async (fields) => {
    const user = await createUser(fields);
    const cookie = await sessionCookie(user._id);
    return { user, id: user._id.toHexString(), cookie, headers: { cookie } };
  };

  return {
    app,
    services,
    inject: app.inject.bind(app),
    call,
    ok,
    fails: async (route, status, input) => {
      const res = await call(route, input);
      expectStatus(route, res, status);
      const body = errorBody.parse(res.json);
      // Every refusal any test meets: a reason from the closed list, with exactly its params.
      if (body.reason) errorReasonParams[body.reason].parse(body.params);
      return body;
    },
    createUser,
    sessionCookie,
    signedInUser,
    adminUser: (fields) => signedInUser({ ...fields, isAdmin: true }),
    telegramUser: (fields = {}, options = {}) => {
      if (!config.botToken) throw new Error('telegramUser() needs an app with env.BOT_TOKEN');
      seq++;
      const tg: TgUser = { id: 700_000_000 + seq, first_name: 'Tele', username: `tg_user_${seq}`, ...fields };
      const raw = initData(tg, { ...options, token: config.botToken });
      return { tg, initData: raw, headers: tma(raw) };
    },
    userRecord: async (userId) => {
      const user = await services.models.User.findById(userId).lean<UserRecord>();
      if (!user) throw new Error(`no user ${String(userId)}`);
      return user;
    },
    close: async () => {
      // Registration and reset finish their work after answering: let it end before the database does.
      await services.auth.afterAnswer?.idle();
      await app.close();
      if (process.env.MONGODB_URI) await db.connection.dropDatabase();
      await db.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * One app for the calling file or describe block (fastify/demo's test helper habit): built in a
 * `beforeAll`, closed in an `afterAll`, both registered here. The returned object is usable inside
 * hooks and tests (not at collection time); options may be a function, read when the app is built.
 */
export function useTestApp(options: TestAppOptions | (() => TestAppOptions) = {}): TestApp {
  let current: TestApp | null = null;
  beforeAll(async () => {
    current = await createTestApp(typeof options === 'function' ? options() : options);
  });
  afterAll(async () => {
    await current?.close();
    current = null;
  });
  return new Proxy({} as TestApp, {
    get(_, key) {
      if (!current) throw new Error(`useTestApp(): t.${String(key)} is ready only inside hooks and tests`);
      return current[key as keyof TestApp];
    },
  });
}

/** A test's own app (its own env or clock), closed when `fn` settles. */
export async function withTestApp<T>(options: TestAppOptions, fn: (t: TestApp) => Promise<T>): Promise<T>;
export async function withTestApp<T>(fn: (t: TestApp) => Promise<T>): Promise<T>;
export async function withTestApp<T>(
  a: TestAppOptions | ((t: TestApp) => Promise<T>),
  b?: (t: TestApp) => Promise<T>,
): Promise<T> {
  const [options, fn] = typeof a === 'function' ? [{}, a] : [a, b as (t: TestApp) => Promise<T>];
  const t = await createTestApp(options);
  try {
    return await fn(t);
  } finally {
    await t.close();
  }
}
