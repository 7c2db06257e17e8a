/**
 * Admin endpoints at 1,000 and 100,000 users: seeds the embedded database (in memory) with users and
 * their ledger entries, keeps the platform counters consistent with what was seeded, and prints the
 * median time of GET /api/admin/stats and of the first page of GET /api/admin/users with a search term,
 * through app.inject, at both sizes. Target: 100,000 within 2x of 1,000. Prints figures; not a test.
 *
 *   npm run bench:admin
 */
import { performance } from 'node:perf_hooks';
import { utcDay } from '@cum/shared/domain/time';
import { Types } from 'mongoose';
import { buildApp } from '../src/app.ts';
import { testConfig } from '../src/config.ts';
import { connectDatabase } from '../src/db/connect.ts';
import { searchKeysOf } from '../src/models/user.ts';
import { type Composition, createServices } from '../src/services.ts';
import { timeCalls } from './timing.ts';

const SIZES = [1_000, 100_000];
const BATCH = 5_000;
const RUNS = 25;
/** A slow case stops measuring after this long (at least MIN_RUNS), to keep the run under 4 minutes. */
const CASE_BUDGET_MS = 4_000;
const MIN_RUNS = 5;
const FIRST = [
  'anna',
  'boris',
  'chloe',
  'dmitri',
  'emma',
  'felix',
  'greta',
  'hugo',
  'ivy',
  'jonas',
  'kira',
  'leo',
];
const LAST = [
  'smith',
  'ivanov',
  'garcia',
  'muller',
  'rossi',
  'novak',
  'kowalski',
  'silva',
  'dubois',
  'jensen',
];
/** Matches exactly 20 users at every size (all seeded among the first 1,000): a constant-size answer. */
const RARE = 'quillon';
/** Matches about 1 user in 12 at every size: the answer grows with the users. */
const COMMON = 'kira';

function seedUser(i: number, now: Date, day: string) {
  const rare = i < 1_000 && i % 50 === 0;
  const firstName = rare ? 'Quillon' : (FIRST[i % FIRST.length] as string);
  const lastName = LAST[Math.floor(i / FIRST.length) % LAST.length] as string;
  const username = `${firstName.toLowerCase()}_${i}`;
  const email = `${username}@bench.example`;
  const telegramId = 100_000_000 + i;
  // Every user gets one ledger entry (a welcome bonus or a task reward); every fourth one a second.
  const welcome = i % 3 === 0 ? 0 : 1_000_000;
  const reward = welcome === 0 || i % 4 === 0 ? (1 + (i % 97)) * 25_000 : 0;
  return {
    doc: {
      _id: new Types.ObjectId(),
      authMethod: 'telegram',
      telegramId,
      username,
      usernameLower: username,
      firstName: firstName[0]?.toUpperCase() + firstName.slice(1),
      lastName,
      email,
      referralCode: `B${i.toString(36).toUpperCase().padStart(7, '0')}`,
      balance: welcome + reward,
      totalEarned: welcome + reward,
      onboardingCompleted: welcome > 0,
      welcomeBonusClaimed: welcome > 0,
      searchKeys: searchKeysOf({ username, firstName, lastName, email, telegramId }),
      lastActiveAt: i % 5 === 0 ? now : null,
      deletedAt: null,
      // Spread over a year, one user per 5 minutes, newest last.
      createdAt: new Date(now.getTime() - (200_000 - i) * 300_000),
      updatedAt: now,
    },
    welcome,
    reward,
    day,
  };
}

async function seed(services: Composition, from: number, to: number) {
  const { User, LedgerEntry } = services.models;
  const now = services.clock.now();
  const day = utcDay(now);
  for (let start = from; start < to; start += BATCH) {
    const rows = [];
    for (let i = start; i < Math.min(to, start + BATCH); i++) rows.push(seedUser(i, now, day));
    await User.insertMany(
      rows.map((r) => r.doc),
      { lean: true, ordered: false },
    );
    const entries = rows.flatMap(({ doc, welcome, reward }) => [
      ...(welcome
        ? [
            {
              userId: doc._id,
              amount: welcome,
              kind: 'welcome_bonus',
              key: `welcome:${doc._id}`,
              balanceAfter: welcome,
            },
          ]
        : []),
      ...(reward
        ? [
            {
              userId: doc._id,
              amount: reward,
              kind: 'task_reward',
              key: `seed:${doc._id}`,
              balanceAfter: welcome + reward,
            },
          ]
        : []),
    ]);
    await LedgerEntry.insertMany(
      entries.map((e) => ({ ...e, description: 'seed', meta: null, createdAt: now })),
      { lean: true, ordered: false },
    );
    // The counters the services would have kept for these users, written once per batch.
    const earned = rows.reduce((s, r) => s + r.welcome + r.reward, 0);
    await services.counters.inc(null, {
      users: rows.length,
      onboarded: rows.filter((r) => r.welcome > 0).length,
      balance: earned,
      earned,
      [`earned:${day}`]: earned,
      [`active:${day}`]: rows.filter((r) => r.doc.lastActiveAt).length,
    });
  }
}

async function median(fn: () => Promise<void>): Promise<number> {
  const at = await timeCalls(fn, { warmup: 3, runs: RUNS, minRuns: MIN_RUNS, budgetMs: CASE_BUDGET_MS });
  return at(0.5);
}

async function main() {
  const started = performance.now();
  const db = await connectDatabase({ uri: null, dataDir: null, dbName: 'bench' });
  const services = await createServices({
    config: testConfig({ LOG_LEVEL: 'silent' }),
    connection: db.connection,
  });
  const app = await buildApp({ services, staticRoot: '/nonexistent' });
  await app.ready();

  const adminUser = await services.models.User.create({
    authMethod: 'email',
    email: 'admin@bench.example',
    username: 'bench_admin',
    usernameLower: 'bench_admin',
    referralCode: 'BENCHADM',
    isAdmin: true,
  });
  const { token } = await services.sessions.create(adminUser._id);
  const headers = { cookie: `${app.auth.cookieName}=${app.signCookie(token)}` };
  const get = async (url: string) => {
    const res = await app.inject({ method: 'GET', url, headers });
    if (res.statusCode !== 200) throw new Error(`${url} answered ${res.statusCode}: ${res.body}`);
  };

  const cases = [
    ['GET /api/admin/stats', '/api/admin/stats'],
    [`GET /api/admin/users?search=${RARE} (20 matches)`, `/api/admin/users?search=${RARE}`],
    [`GET /api/admin/users?search=${COMMON} (1 in 12 match)`, `/api/admin/users?search=${COMMON}`],
    ['GET /api/admin/users (no search)', '/api/admin/users'],
  ] as const;
  const results = new Map<string, number[]>();
  let seeded = 0;
  for (const size of SIZES) {
    const t0 = performance.now();
    await seed(services, seeded, size);
    seeded = size;
    console.log(
      `seeded ${size.toLocaleString('en')} users in ${((performance.now() - t0) / 1000).toFixed(1)} s`,
    );
    for (const [name, url] of cases) {
      const ms = await median(() => get(url));
      results.set(name, [...(results.get(name) ?? []), ms]);
      console.log(`  ${name.padEnd(52)} median ${ms.toFixed(2)} ms`);
    }
  }

  console.log(
    `\nmedian ms at ${SIZES.map((s) => s.toLocaleString('en')).join(' / ')} users (target: ratio <= 2)`,
  );
  for (const [name, [small, large]] of results) {
    const ratio = (large ?? 0) / (small ?? 1);
    console.log(
      `  ${name.padEnd(52)} ${small?.toFixed(2)} / ${large?.toFixed(2)}  ratio ${ratio.toFixed(2)}${ratio <= 2 ? '' : '  OVER'}`,
    );
  }
  console.log(`total ${((performance.now() - started) / 1000).toFixed(1)} s`);
  await app.close();
  await db.close();
}

await main();
