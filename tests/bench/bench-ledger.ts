/**
 * npm run bench:ledger — money transactions alone, without HTTP: ledger posts (a credit of a different
 * user each, as `withTransaction` runs them in the services) on the embedded database in memory, 1,000
 * users, at concurrency 1, 10 and 50 for LEDGER_SECONDS (4) each. Prints transactions per second and
 * attempts per transaction: above 1.00 means write conflicts made the driver run transactions again,
 * i.e. transactions of different users contended on a shared document.
 */
import type { Types } from 'mongoose';
import { loadConfig } from '../../api/src/config.ts';
import { connectDatabase } from '../../api/src/db/connect.ts';
import { createServices } from '../../api/src/services.ts';

const seconds = Number(process.env.LEDGER_SECONDS ?? 4);
const config = loadConfig({ APP_ENV: 'test', LOG_LEVEL: 'silent', SESSION_SECRET: 'x'.repeat(40) });
const db = await connectDatabase({ uri: null, dataDir: null });
const services = await createServices({ config, connection: db.connection });
const users = await services.models.User.insertMany(
  Array.from({ length: 1000 }, (_, i) => ({
    authMethod: 'telegram',
    telegramId: 9_000_000_000 + i,
    firstName: 'Ledger',
    referralCode: `L${i}`,
    username: `ledger_${i}`,
    usernameLower: `ledger_${i}`,
  })),
);
let key = 0;
console.log(`bench:ledger — 1,000 users, ${seconds} s per concurrency, embedded database in memory`);
console.log('| concurrency | transactions/s | attempts per transaction |');
console.log('|---|---|---|');
for (const c of [1, 10, 50]) {
  let attempts = 0;
  let done = 0;
  const started = performance.now();
  const end = started + seconds * 1000;
  await Promise.all(
    Array.from({ length: c }, async (_, j) => {
      for (let i = j; performance.now() < end; i += c) {
        const userId = (users[i % users.length] as { _id: Types.ObjectId })._id;
        const session = await db.connection.startSession();
        try {
          await session.withTransaction(async (s) => {
            attempts++;
            await services.ledger.post(s, {
              userId,
              amount: 1000,
              kind: 'task_reward',
              key: `l:${key++}`,
              description: 'bench',
            });
          });
        } finally {
          await session.endSession();
        }
        done++;
      }
    }),
  );
  const rate = done / ((performance.now() - started) / 1000);
  console.log(`| ${c} | ${Math.round(rate)} | ${(attempts / done).toFixed(2)} |`);
}
await db.close();
process.exit(0);
