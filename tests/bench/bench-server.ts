/**
 * The process `npm run bench:api` and `npm run soak` measure: the real app on the embedded database
 * (in-process, in memory, as `npm start` runs it without MONGODB_URI) with 10,000 seeded users, and
 * beside it on a second port the LIMIT: a bare Fastify doing the same database reads with the same
 * mongoose connection, so both share one database and one event loop. Prints one JSON line with the
 * ports and sample credentials, then serves until SIGTERM.
 */
import { createHash, randomBytes } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { Session as InspectorSession } from 'node:inspector/promises';
import { sign } from '@telegram-apps/init-data-node';
import Fastify from 'fastify';
import { Types, trusted } from 'mongoose';
import { buildApp } from '../../api/src/app.ts';
import { loadConfig } from '../../api/src/config.ts';
import { connectDatabase } from '../../api/src/db/connect.ts';
import { createServices } from '../../api/src/services.ts';
import { seedHistory } from './seed-history.ts';
import { seedClaimers, writeLimits } from './write-limits.ts';

const BOT_TOKEN = '1234567890:BENCH_TOKEN_not_a_real_bot_abcdefghij';
const USERS = Number(process.env.BENCH_USERS ?? 10_000);
/** Users that send requests (round robin); the rest only make the collection realistic. */
const ACTIVE = Math.min(USERS, Number(process.env.BENCH_ACTIVE ?? 1_000));
const port = Number(process.env.BENCH_PORT ?? 3300);
/** Ledger entries to seed beside the users (bench:size): 0 keeps the collection empty as before. */
const LEDGER = Number(process.env.BENCH_LEDGER ?? 0);

const config = loadConfig({
  APP_ENV: 'production',
  PORT: String(port),
  SESSION_SECRET: 'bench-secret-bench-secret-bench-secret-0123',
  PUBLIC_URL: `http://127.0.0.1:${port}`,
  BOT_TOKEN,
  // Production refuses email sign-in without a mail server; the bench signs in through Telegram only.
  EMAIL_SIGN_IN: 'false',
  // Single-machine mode: the bench runs on the embedded database.
  EMBEDDED_DB: 'true',
  // Every simulated user comes from loopback: the per-client in-flight cap would count them as one.
  MAX_REQUESTS_PER_CLIENT: '0',
  LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
  // bench:writes claims every minute, so that claims keep succeeding through a run.
  REWARD_INTERVAL_MINUTES: process.env.REWARD_INTERVAL_MINUTES,
});
const db = await connectDatabase({
  uri: null,
  dataDir: null,
  // As `npm start` (EMBEDDED_DB_WORKER's default): the database in a worker; BENCH_DB_WORKER=0 keeps it
  // on the API's event loop to compare.
  embeddedWorker: process.env.BENCH_DB_WORKER !== '0',
});
const services = await createServices({ config, connection: db.connection });
const { User, Task, Session } = services.models;

// Seed: 10,000 Telegram users, 20 active tasks, a session per active user.
const base = 7_000_000_000;
for (let start = 0; start < USERS; start += 1000) {
  const docs = [];
  for (let i = start; i < Math.min(USERS, start + 1000); i++) {
    docs.push({
      authMethod: 'telegram',
      telegramId: base + i,
      username: `bench_${i}`,
      usernameLower: `bench_${i}`,
      searchKeys: [`bench_${i}`, 'bench', String(i), String(base + i)],
      firstName: 'Bench',
      lastName: String(i),
      referralCode: `B${i.toString(36).toUpperCase().padStart(6, '0')}`,
      ageConfirmedAt: new Date(),
      onboardingCompleted: true,
      lastActiveAt: new Date(),
      // Claimed a minute ago: claims are refused, as most are in real use.
      lastRewardClaimAt: i % 20 === 0 ? null : new Date(Date.now() - 60_000),
      // Enough for bench:api's purchases (bench data: no ledger entry stands for it).
      balance: 10_000_000_000,
    });
  }
  await User.insertMany(docs);
}
const tasks = await Task.insertMany(
  Array.from({ length: 20 }, (_, i) => ({ title: `Task ${i}`, description: 'Bench task', reward: 10 + i })),
);
const users = await User.find({ telegramId: trusted({ $lt: base + ACTIVE }) })
  .sort({ telegramId: 1 })
  .lean();
// bench:size: the history of a large data set (ledger, leaderboard totals, referrals).
const allIds = (await User.find({}, { _id: 1 }).sort({ telegramId: 1 }).lean()).map((u) => u._id);
const seedStart = performance.now();
const deepCursors =
  LEDGER > 0
    ? await seedHistory(db.connection, {
        userIds: allIds,
        active: ACTIVE,
        ledgerEntries: LEDGER,
        now: new Date(),
      })
    : [];
if (LEDGER > 0) {
  console.error(
    `seeded ${USERS} users' history: ${LEDGER} ledger entries in ${Math.round((performance.now() - seedStart) / 1000)} s`,
  );
}
const admin = await User.create({
  authMethod: 'telegram',
  telegramId: base - 1,
  username: 'bench_admin',
  usernameLower: 'bench_admin',
  firstName: 'Bench',
  lastName: 'Admin',
  referralCode: 'BADMIN0',
  ageConfirmedAt: new Date(),
  onboardingCompleted: true,
  isAdmin: true,
});
const cookies: string[] = [];
const tma: string[] = [];
const app = await buildApp({ services, staticRoot: '/nonexistent' });
const sessions = [];
for (const u of users) {
  const token = randomBytes(32).toString('base64url');
  sessions.push({
    tokenHash: createHash('sha256').update(token).digest('hex'),
    userId: u._id,
    expiresAt: new Date(Date.now() + 30 * 86400_000),
    lastSeenAt: new Date(),
  });
  cookies.push(`${app.auth.cookieName}=${app.signCookie(token)}`);
  const raw = sign(
    { user: { id: u.telegramId as number, first_name: 'Bench', username: u.username ?? undefined } } as never,
    BOT_TOKEN,
    new Date(),
  );
  tma.push(`tma ${raw}`);
}
const adminToken = randomBytes(32).toString('base64url');
sessions.push({
  tokenHash: createHash('sha256').update(adminToken).digest('hex'),
  userId: admin._id,
  expiresAt: new Date(Date.now() + 30 * 86400_000),
  lastSeenAt: new Date(),
});
const adminCookie = `${app.auth.cookieName}=${app.signCookie(adminToken)}`;
await Session.insertMany(sessions);
const claimers = await seedClaimers(services, app, Number(process.env.BENCH_CLAIMERS ?? 8_000));
await app.listen({ port, host: '127.0.0.1' });

// The limit: the same reads as each measured route, nothing else (no auth checks, no validation, no
// security headers). Identity comes from a header carrying the user id or Telegram id.
const limit = Fastify({ logger: false });
// As the app (and the spec's client): an empty body with a JSON content type means "no body". Fastify's
// default parser answers 400 to it before the handler runs, which made the claim's limit skip its read.
limit.addContentTypeParser('application/json', { parseAs: 'string' }, (_req, body, done) => {
  const text = String(body);
  done(null, text.trim() === '' ? undefined : JSON.parse(text));
});
const byId = (id: string) =>
  User.findOne({ _id: new Types.ObjectId(id), deletedAt: null })
    .lean()
    .exec();
const byTelegram = (id: string) =>
  User.findOne({ telegramId: Number(id), deletedAt: null })
    .lean()
    .exec();
limit.get('/user', async (req) => ({ user: await byId(String(req.headers['x-user'])) }));
limit.get('/user-tma', async (req) => ({ user: await byTelegram(String(req.headers['x-tg'])) }));
limit.get('/tasks', async (req) => {
  await byId(String(req.headers['x-user']));
  return {
    tasks: await Task.find({ deletedAt: null, isActive: true }).sort({ createdAt: 1, _id: 1 }).lean(),
  };
});
limit.get('/can-claim', async (req) => ({ user: await byId(String(req.headers['x-user'])) }));
limit.post('/claim', async (req, reply) => {
  const u = await byId(String(req.headers['x-user']));
  reply.status(u?.lastRewardClaimAt ? 409 : 200);
  return { error: 'too_early', message: 'Not yet.' };
});
writeLimits(limit, services);
await limit.listen({ port: port + 1, host: '127.0.0.1' });

// BENCH_CPU_PROFILE=<file>: a CPU profile of the serving phase only (not the seeding), written at stop
// (tests/bench/profile-api.ts).
const profilePath = process.env.BENCH_CPU_PROFILE;
const profiler = profilePath ? new InspectorSession() : null;
if (profiler) {
  profiler.connect();
  await profiler.post('Profiler.enable');
  await profiler.post('Profiler.start');
}

// BENCH_DB_CALLS=<file>: the database calls of the serving phase by collection and method (mongoose's
// debug hook), written at stop, so tests/bench/profile-api.ts can print the round trips per request.
const callsPath = process.env.BENCH_DB_CALLS;
const dbCalls: Record<string, number> = {};
if (callsPath) {
  db.connection.set('debug', (collection: string, method: string) => {
    const key = `${collection}.${method}`;
    dbCalls[key] = (dbCalls[key] ?? 0) + 1;
  });
}

console.log(
  JSON.stringify({
    ready: true,
    port,
    limitPort: port + 1,
    users: USERS,
    cookies,
    tma,
    ids: users.map((u) => String(u._id)),
    telegramIds: users.map((u) => String(u.telegramId)),
    taskIds: tasks.map((t) => String(t._id)),
    claimerCookies: claimers.cookies,
    claimerIds: claimers.ids,
    adminCookie,
    deepCursors,
  }),
);

const stop = async () => {
  if (profiler && profilePath) {
    const { profile } = await profiler.post('Profiler.stop');
    writeFileSync(profilePath, JSON.stringify(profile));
  }
  if (callsPath) writeFileSync(callsPath, JSON.stringify(dbCalls));
  await app.close();
  await limit.close();
  await db.close();
  process.exit(0);
};
process.on('SIGTERM', () => void stop());
// The soak asks for the memory retained after a full collection (the harness starts us with --expose-gc).
const gc = (globalThis as { gc?: () => void }).gc;
process.on('message', async (message) => {
  if (message !== 'memory-after-gc' || !process.send) return;
  gc?.();
  const { rss, heapUsed } = process.memoryUsage();
  const worker = await db.embeddedMemory?.();
  // The data the database holds: on the embedded database it is heap, so the soak tells data from leak.
  const database = db.connection.db;
  let documents = 0;
  if (database)
    for (const { name } of await database.listCollections({}, { nameOnly: true }).toArray())
      documents += await database.collection(name).estimatedDocumentCount();
  process.send({ rss, heapUsed, dbHeapUsed: worker?.heapUsed ?? null, documents });
});
process.on('SIGINT', () => void stop());
