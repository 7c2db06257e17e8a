import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildPath, type ErrorBody, errorBody, type RouteDef } from '@cum/shared/contract';
import type { FastifyInstance } from 'fastify';
import type { Types } from 'mongoose';
import type { z } from 'zod';
import { buildApp } from '../../src/app.ts';
import { testConfig } from '../../src/config.ts';
import { connectDatabase } from '../../src/db/connect.ts';
import type { Clock } from '../../src/lib/clock.ts';
import { generateReferralCode } from '../../src/lib/referral-code.ts';
import type { UserRecord } from '../../src/models/user.ts';
import { createServices, type Services } from '../../src/services.ts';

export interface TestApp {
  app: FastifyInstance;
  services: Services;
  close(): Promise<void>;
}

/**
 * A full app on a fresh in-memory embedded database (or on MONGODB_URI, in a database of its own).
 * Call close() in afterAll.
 */
export async function createTestApp(
  options: { env?: Record<string, string>; clock?: Clock; build?: typeof buildApp } = {},
): Promise<TestApp> {
  const db = await connectDatabase({
    uri: process.env.MONGODB_URI ?? null,
    dataDir: null,
    dbName: `test_${randomBytes(6).toString('hex')}`,
  });
  // Each app its own DATA_DIR: the development mailbox (DATA_DIR/mail) is read by the mail tests.
  // The race tests fire hundreds of calls of one user at once: the per-user limit is tested on its own.
  const config = testConfig({
    DATA_DIR: mkdtempSync(join(tmpdir(), 'cum-test-')),
    USER_MUTATIONS_PER_MINUTE: '100000',
    ...options.env,
  });
  const services = await createServices({ config, connection: db.connection, clock: options.clock });
  const app = await (options.build ?? buildApp)({ services, staticRoot: '/nonexistent' });
  await app.ready();
  return {
    app,
    services,
    close: async () => {
      await app.close();
      if (process.env.MONGODB_URI) await db.connection.dropDatabase();
      await db.close();
    },
  };
}

let seq = 0;

/** Creates a user directly in the database (no HTTP), with sensible defaults. */
export async function createUser(services: Services, fields: Partial<UserRecord> = {}): Promise<UserRecord> {
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

/** A signed session cookie for `userId`, as the browser would send it. */
export async function sessionCookie(t: TestApp, userId: Types.ObjectId): Promise<string> {
  const { token } = await t.services.sessions.create(userId);
  return `${t.app.auth.cookieName}=${t.app.signCookie(token)}`;
}

/** Headers of a signed-in request for a new or given user. */
export async function signedIn(t: TestApp, fields: Partial<UserRecord> = {}) {
  const user = await createUser(t.services, fields);
  return { user, headers: { cookie: await sessionCookie(t, user._id) } };
}

export interface CallInput {
  params?: Record<string, string | number>;
  query?: Record<string, string | number | undefined>;
  body?: unknown;
  headers?: Record<string, string>;
}

/** Calls a contract route through app.inject(). */
export async function call(t: TestApp, route: RouteDef, input: CallInput = {}) {
  const query = Object.entries(input.query ?? {})
    .filter(([, v]) => v !== undefined)
    .map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(String(v))}`)
    .join('&');
  const url = buildPath(route.path, input.params) + (query ? `?${query}` : '');
  const res = await t.app.inject({
    method: route.method,
    url,
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
}

/** Asserts a success status and returns the body parsed by the route's own response schema. */
export async function ok<R extends RouteDef>(
  t: TestApp,
  route: R,
  input: CallInput = {},
): Promise<z.output<R['response']>> {
  const res = await call(t, route, input);
  const expected = route.status ?? 200;
  if (res.status !== expected) {
    throw new Error(
      `${route.method} ${route.path} answered ${res.status}, expected ${expected}: ${JSON.stringify(res.json)}`,
    );
  }
  return route.response.parse(res.json) as z.output<R['response']>;
}

/** Asserts an error status and returns the error body (checked against the one error shape). */
export async function fails(
  t: TestApp,
  route: RouteDef,
  status: number,
  input: CallInput = {},
): Promise<ErrorBody> {
  const res = await call(t, route, input);
  if (res.status !== status) {
    throw new Error(
      `${route.method} ${route.path} answered ${res.status}, expected ${status}: ${JSON.stringify(res.json)}`,
    );
  }
  return errorBody.parse(res.json);
}
