/**
 * `npm run audit:ledger`: checks for every user that balance = sum of that user's ledger entries and
 * that no balance is negative; also that every entry belongs to a user and that the platform balance
 * counter equals the ledger total. Prints a summary; exits 1 on any difference (2 if it could not run).
 *
 * Connects to MONGODB_URI, or opens the embedded database's files under DATA_DIR. With the embedded
 * database, STOP THE SERVER FIRST: two processes must never open the same files.
 *
 * Memory stays flat: users and per-user ledger sums are both streamed in _id order and merge-joined.
 */
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Types } from 'mongoose';
import { ConfigError, loadConfig } from '../config.ts';
import { connectDatabase } from '../db/connect.ts';
import { createLedgerTally } from '../ledger/tally.ts';
import { createModels, type Models } from '../models/registry.ts';
import { createCounters } from '../platform/counters.ts';

export interface AuditReport {
  users: number;
  entries: number;
  /** Sum of all balances and of all entries, integer milli-$CUM. */
  totalBalance: number;
  totalLedger: number;
  /** The platform `balance` counter (milli-$CUM). */
  counterBalance: number;
  mismatches: Array<{ userId: string; balance: number; ledger: number }>;
  negatives: Array<{ userId: string; balance: number }>;
  /** Ledger entries whose user does not exist. */
  orphans: Array<{ userId: string; ledger: number; entries: number }>;
  ok: boolean;
}

type Sum = { _id: Types.ObjectId; sum: number; n: number };

export async function auditLedger(
  models: Pick<Models, 'User' | 'LedgerEntry' | 'Counter' | 'LeaderboardTotal'>,
): Promise<AuditReport> {
  const report: AuditReport = {
    users: 0,
    entries: 0,
    totalBalance: 0,
    totalLedger: 0,
    counterBalance: 0,
    mismatches: [],
    negatives: [],
    orphans: [],
    ok: true,
  };
  const sums = models.LedgerEntry.aggregate<Sum>([
    { $group: { _id: '$userId', sum: { $sum: '$amount' }, n: { $sum: 1 } } },
    { $sort: { _id: 1 } },
  ])
    .allowDiskUse(true)
    .cursor({ batchSize: 1000 });
  const users = models.User.find({}, { balance: 1 })
    .sort({ _id: 1 })
    .lean<{ _id: Types.ObjectId; balance?: number }>()
    .cursor({ batchSize: 1000 });

  const hex = (id: Types.ObjectId) => id.toHexString();
  let sum: Sum | null = await sums.next();
  const takeSum = (s: Sum) => {
    report.entries += s.n;
    report.totalLedger += s.sum;
  };
  for await (const u of users) {
    // Sums of ids below this user belong to no user (hex order equals ObjectId order).
    while (sum && hex(sum._id) < hex(u._id)) {
      takeSum(sum);
      report.orphans.push({ userId: hex(sum._id), ledger: sum.sum, entries: sum.n });
      sum = await sums.next();
    }
    let ledger = 0;
    if (sum && hex(sum._id) === hex(u._id)) {
      takeSum(sum);
      ledger = sum.sum;
      sum = await sums.next();
    }
    const balance = u.balance ?? 0;
    report.users++;
    report.totalBalance += balance;
    if (balance !== ledger) report.mismatches.push({ userId: hex(u._id), balance, ledger });
    if (balance < 0) report.negatives.push({ userId: hex(u._id), balance });
  }
  for (; sum; sum = await sums.next()) {
    takeSum(sum);
    report.orphans.push({ userId: hex(sum._id), ledger: sum.sum, entries: sum.n });
  }
  // The counters with the entries the tally has not folded in yet: exact at any moment.
  const tally = createLedgerTally({
    models,
    counters: createCounters({ models }),
    connection: models.LedgerEntry.db,
  });
  report.counterBalance = (await tally.read(['balance'])).balance;
  report.ok =
    report.mismatches.length === 0 &&
    report.negatives.length === 0 &&
    report.orphans.length === 0 &&
    report.counterBalance === report.totalLedger;
  return report;
}

const cum = (milli: number) => `${(milli / 1000).toFixed(3)} $CUM`;

export function formatReport(r: AuditReport, maxListed = 20): string {
  const lines = [
    `users: ${r.users}, ledger entries: ${r.entries}`,
    `sum of balances: ${cum(r.totalBalance)}; sum of ledger entries: ${cum(r.totalLedger)}; platform counter: ${cum(r.counterBalance)}`,
  ];
  const list = <T>(title: string, items: T[], fmt: (x: T) => string) => {
    if (items.length === 0) return;
    lines.push(`${title}: ${items.length}`);
    for (const x of items.slice(0, maxListed)) lines.push(`  ${fmt(x)}`);
    if (items.length > maxListed) lines.push(`  ... and ${items.length - maxListed} more`);
  };
  list(
    'balance differs from the ledger',
    r.mismatches,
    (m) => `${m.userId}: balance ${cum(m.balance)}, ledger ${cum(m.ledger)}`,
  );
  list('negative balances', r.negatives, (n) => `${n.userId}: ${cum(n.balance)}`);
  list('entries of unknown users', r.orphans, (o) => `${o.userId}: ${o.entries} entries, ${cum(o.ledger)}`);
  if (r.counterBalance !== r.totalLedger)
    lines.push('platform balance counter differs from the ledger total');
  lines.push(r.ok ? 'OK: every balance equals its ledger.' : 'DIFFERENCES FOUND.');
  return lines.join('\n');
}

async function main() {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (err) {
    console.error(err instanceof ConfigError ? err.message : err);
    return 2;
  }
  let dataDir: string | null = null;
  if (!config.mongodbUri) {
    dataDir = resolve(config.dataDir);
    if (!existsSync(dataDir)) {
      console.error(`No database files at ${dataDir} (set DATA_DIR, or MONGODB_URI for MongoDB).`);
      return 2;
    }
    console.log(`Reading the embedded database files in ${dataDir}. The server must be stopped.`);
  }
  const db = await connectDatabase({ uri: config.mongodbUri, dataDir });
  try {
    const report = await auditLedger(createModels(db.connection));
    console.log(formatReport(report));
    return report.ok ? 0 : 1;
  } finally {
    await db.close();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  main().then(
    (code) => process.exit(code),
    (err) => {
      console.error('audit failed:', err);
      process.exit(2);
    },
  );
}
