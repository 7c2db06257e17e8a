/**
 * GET /api/leaderboard at 1,000 and 100,000 players: seeds users with their per-period totals (as the
 * ledger keeps them), then times the board through app.inject for a player at the top, one in the
 * middle and one at the bottom (whose rank counts the most totals), and a friends board. Prints the
 * median and p99 at both sizes. Target: p99 at 100,000 within 2x of 1,000. Prints figures; not a test.
 *
 *   npm run bench:leaderboard
 */
import { performance } from 'node:perf_hooks';
import { ALL_TIME_PERIOD, weeklyPeriod } from '@cum/shared/domain/leaderboard';
import { Types } from 'mongoose';
import { buildApp } from '../src/app.ts';
import { testConfig } from '../src/config.ts';
import { connectDatabase } from '../src/db/connect.ts';
import { type Composition, createServices } from '../src/services.ts';
import { timeCalls } from './timing.ts';

const SIZES = [1_000, 100_000];
const BATCH = 5_000;
const RUNS = 200;
/** A slow case stops measuring after this long (at least MIN_RUNS). */
const CASE_BUDGET_MS = 6_000;
const MIN_RUNS = 30;

/** Amounts spread like a game's: many small earners, a long tail of big ones (integer milli-$CUM). */
const amountOf = (i: number) => Math.round((1 + ((i * 7919) % 10_000) ** 2 / 10_000) * 1000);

async function seed(services: Composition, from: number, to: number, ids: Types.ObjectId[]) {
  const { User, LeaderboardTotal } = services.models;
  const now = services.clock.now();
  const week = weeklyPeriod(now);
  for (let start = from; start < to; start += BATCH) {
    const users = [];
    const totals = [];
    for (let i = start; i < Math.min(to, start + BATCH); i++) {
      const _id = new Types.ObjectId();
      ids.push(_id);
      users.push({
        _id,
        authMethod: 'telegram',
        telegramId: 200_000_000 + i,
        username: `player_${i}`,
        usernameLower: `player_${i}`,
        referralCode: `L${i.toString(36).toUpperCase().padStart(7, '0')}`,
        // One player in 20 private, one in 10 hiding the balance: the privacy paths run too.
        settings: { privateProfile: i % 20 === 0, showBalance: i % 10 !== 0, showLevel: true },
        createdAt: now,
        updatedAt: now,
      });
      const amount = amountOf(i);
      totals.push({ userId: _id, period: ALL_TIME_PERIOD, amount });
      // Two players in three earned something this week.
      if (i % 3) totals.push({ userId: _id, period: week, amount: Math.ceil(amount / 4) });
    }
    await User.insertMany(users, { lean: true, ordered: false });
    await LeaderboardTotal.insertMany(totals, { lean: true, ordered: false });
  }
}

async function timings(fn: () => Promise<void>): Promise<{ median: number; p99: number }> {
  const at = await timeCalls(fn, { warmup: 5, runs: RUNS, minRuns: MIN_RUNS, budgetMs: CASE_BUDGET_MS });
  return { median: at(0.5), p99: at(0.99) };
}

async function main() {
  const started = performance.now();
  const db = await connectDatabase({ uri: null, dataDir: null, dbName: 'bench' });
  const services = await createServices({
    config: testConfig({ LOG_LEVEL: process.env.LOG_LEVEL ?? 'silent' }),
    connection: db.connection,
  });
  const app = await buildApp({ services, staticRoot: '/nonexistent' });
  await app.ready();
  const ids: Types.ObjectId[] = [];
  const cookieOf = async (id: Types.ObjectId) => {
    const { token } = await services.sessions.create(id);
    return `${app.auth.cookieName}=${app.signCookie(token)}`;
  };
  const get = (cookie: string, period: string) => async () => {
    const res = await app.inject({
      method: 'GET',
      url: `/api/leaderboard?period=${period}`,
      headers: { cookie },
    });
    if (res.statusCode !== 200) throw new Error(`answered ${res.statusCode}: ${res.body}`);
  };

  const results = new Map<string, { median: number; p99: number }[]>();
  let seeded = 0;
  for (const size of SIZES) {
    const t0 = performance.now();
    await seed(services, seeded, size, ids);
    seeded = size;
    console.log(
      `seeded ${size.toLocaleString('en')} players in ${((performance.now() - t0) / 1000).toFixed(1)} s`,
    );
    // Players by all-time amount: the top one, the median one and the last one.
    const order = ids.map((id, i) => ({ id, amount: amountOf(i) })).sort((a, b) => b.amount - a.amount);
    const top = await cookieOf((order[0] as { id: Types.ObjectId }).id);
    const middle = await cookieOf((order[Math.floor(order.length / 2)] as { id: Types.ObjectId }).id);
    const bottom = await cookieOf((order[order.length - 1] as { id: Types.ObjectId }).id);
    // The first boards start the rank snapshots (rank-snapshots.ts); the figures are of steady state.
    for (const period of ['all-time', 'weekly']) await get(middle, period)();
    await services.leaderboard.settled();
    const cases = [
      ['all-time, the top player', get(top, 'all-time')],
      ['all-time, a middle player', get(middle, 'all-time')],
      ['all-time, the last player', get(bottom, 'all-time')],
      ['weekly, a middle player', get(middle, 'weekly')],
      ['friends (no referrals)', get(middle, 'friends')],
    ] as const;
    for (const [name, fn] of cases) {
      const r = await timings(fn);
      results.set(name, [...(results.get(name) ?? []), r]);
      console.log(`  ${name.padEnd(30)} median ${r.median.toFixed(2)} ms  p99 ${r.p99.toFixed(2)} ms`);
    }
  }

  console.log(
    `\np99 ms at ${SIZES.map((s) => s.toLocaleString('en')).join(' / ')} players (target: ratio <= 2)`,
  );
  for (const [name, [small, large]] of results) {
    const ratio = (large?.p99 ?? 0) / (small?.p99 ?? 1);
    console.log(
      `  ${name.padEnd(30)} ${small?.p99.toFixed(2)} / ${large?.p99.toFixed(2)}  ratio ${ratio.toFixed(2)}${ratio <= 2 ? '' : '  OVER'}`,
    );
  }
  console.log(`total ${((performance.now() - started) / 1000).toFixed(1)} s`);
  await app.close();
  await db.close();
}

await main();
