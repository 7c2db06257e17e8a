/**
 * `npm run bench:size-queries` — bench:size at the query level: the services behind each hot read
 * called directly (no HTTP, no autocannon, the database in this thread), so a loaded machine adds
 * less noise than in bench:size. Seeds a small and a large set in turn (the same shapes as
 * bench-server.ts and seed-history.ts), times each read (median and p90 of QUERY_RUNS calls) and
 * prints the ratio large / small, plus the database heap per ledger entry.
 * Env: QUERY_SMALL (1000:10000), QUERY_LARGE (100000:300000) as users:entries, QUERY_RUNS (200),
 * QUERY_ONLY (only the reads whose name contains it).
 */
import mongoose, { type Types } from 'mongoose';
import { loadConfig } from '../../api/src/config.ts';
import { connectDatabase } from '../../api/src/db/connect.ts';
import type { UserRecord } from '../../api/src/models/user.ts';
import { createServices } from '../../api/src/services.ts';
import { seedHistory } from './seed-history.ts';

const runs = Number(process.env.QUERY_RUNS ?? 200);
const sizes = [process.env.QUERY_SMALL ?? '1000:10000', process.env.QUERY_LARGE ?? '100000:300000'].map(
  (s) => s.split(':').map(Number) as [number, number],
);
const ACTIVE = 100;
const base = 7_000_000_000;

async function heapAfterGc(): Promise<number> {
  const gc = (globalThis as { gc?: () => void }).gc;
  for (let i = 0; i < 3; i++) {
    gc?.();
    await new Promise((r) => setTimeout(r, 20));
  }
  return process.memoryUsage().heapUsed;
}

async function measure(users: number, entries: number) {
  const db = await connectDatabase({ uri: null, dataDir: null, embeddedWorker: false });
  const config = loadConfig({
    APP_ENV: 'test',
    SESSION_SECRET: 'size-queries-secret-size-queries-secret-01',
    EMBEDDED_DB: 'true',
    LOG_LEVEL: 'warn',
  });
  const services = await createServices({ config, connection: db.connection });
  const { User } = services.models;
  for (let start = 0; start < users; start += 1000) {
    const docs = [];
    for (let i = start; i < Math.min(users, start + 1000); i++)
      docs.push({
        authMethod: 'telegram',
        telegramId: base + i,
        username: `bench_${i}`,
        usernameLower: `bench_${i}`,
        searchKeys: [`bench_${i}`, 'bench', String(i), String(base + i)],
        firstName: 'Bench',
        lastName: String(i),
        referralCode: `B${i.toString(36).toUpperCase().padStart(6, '0')}`,
        onboardingCompleted: true,
      });
    await User.insertMany(docs);
  }
  const all = (await User.find({}, { _id: 1 }).sort({ telegramId: 1 }).lean()).map((u) => u._id);
  const heap0 = await heapAfterGc();
  const deep = await seedHistory(db.connection, {
    userIds: all,
    active: ACTIVE,
    ledgerEntries: entries,
    now: new Date(),
  });
  const heap1 = await heapAfterGc();
  const me = (n: number) =>
    User.findById(all[n % ACTIVE])
      .lean<UserRecord>()
      .orFail()
      .exec();
  const active = await Promise.all(Array.from({ length: ACTIVE }, (_, n) => me(n)));
  const who = (n: number) => active[n % ACTIVE] as UserRecord;
  const id = (n: number) => who(n)._id as Types.ObjectId;

  const reads: Record<string, (n: number) => Promise<unknown>> = {
    'user (profile)': (n) => User.findById(id(n)).lean().exec(),
    'activity first page': (n) => services.activity.mine(id(n), {}),
    'activity deep page': (n) => services.activity.mine(id(n), { cursor: deep[n % deep.length] }),
    'referral list': (n) => services.referrals.list(id(n)),
    'leaderboard weekly': (n) => services.leaderboard.board(who(n), 'weekly'),
    'leaderboard all-time': (n) => services.leaderboard.board(who(n), 'all-time'),
    'admin stats': () => services.admin.stats.read(),
    'admin search bench_<n>': (n) => services.admin.users.list({ search: `bench_${(n * 37) % 1000}` }),
    'admin search bench_1': () => services.admin.users.list({ search: 'bench_1' }),
    // bench:size's "one match": a Telegram id, one user in both sets.
    'admin search one match': (n) => services.admin.users.list({ search: String(base + ((n * 37) % 1000)) }),
  };
  const out: Record<string, { p50: number; p90: number }> = {};
  const only = process.env.QUERY_ONLY;
  for (const [name, read] of Object.entries(reads)) {
    if (only && !name.includes(only)) continue;
    for (let i = 0; i < 10; i++) await read(i);
    await services.leaderboard.settled();
    const times: number[] = [];
    for (let i = 0; i < runs; i++) {
      const t0 = performance.now();
      await read(i);
      times.push(performance.now() - t0);
    }
    times.sort((a, b) => a - b);
    const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))] as number;
    out[name] = { p50: at(0.5), p90: at(0.9) };
  }
  await mongoose.disconnect().catch(() => undefined);
  await db.close();
  return { out, bytesPerEntry: (heap1 - heap0) / entries };
}

const results = [];
for (const [users, entries] of sizes) {
  const t0 = performance.now();
  results.push(await measure(users, entries));
  console.log(
    `${users.toLocaleString('en')} users / ${entries.toLocaleString('en')} entries measured in ${Math.round((performance.now() - t0) / 1000)} s; heap per ledger entry (with totals, referrals) ${Math.round(results.at(-1)?.bytesPerEntry ?? 0)} B`,
  );
}
const [small, large] = results as [(typeof results)[0], (typeof results)[0]];
console.log(
  `\nsize-queries: ${runs} calls each; ratio = large / small\n| read | p50 small → large ms | p90 small → large ms | p50 ratio |\n|---|---|---|---|`,
);
for (const [name, s] of Object.entries(small.out)) {
  const l = large.out[name] as { p50: number; p90: number };
  console.log(
    `| ${name} | ${s.p50.toFixed(2)} → ${l.p50.toFixed(2)} | ${s.p90.toFixed(2)} → ${l.p90.toFixed(2)} | ${(l.p50 / s.p50).toFixed(2)} |`,
  );
}
process.exit(0);
