/**
 * Moves a user's daily-streak history `days` UTC days into the past, as if every check-in had
 * happened that much earlier: the stored last check-in day, and the key and time of each streak
 * ledger entry (their amounts, hence the balance, stay). The e2e server's clock is real and shared by
 * parallel tests, so the browser test moves one user's past instead of everyone's present.
 * Usage: tsx tests/scripts/streak-days-back.ts <userId> <days>
 */
import { previousUtcDay } from '../../shared/src/domain/time.ts';
import { e2eServices } from './e2e-services.ts';

const [userId, daysArg] = process.argv.slice(2);
const days = Number(daysArg);
if (!userId || !Number.isInteger(days) || days < 1) {
  console.error('usage: streak-days-back.ts <userId> <days>');
  process.exit(2);
}
const back = (day: string) => {
  let d = day;
  for (let i = 0; i < days; i++) d = previousUtcDay(d);
  return d;
};
const { services, close } = await e2eServices();
try {
  const { User, LedgerEntry } = services.models;
  const user = await User.findById(userId).lean().exec();
  if (!user) throw new Error(`no user ${userId}`);
  if (user.lastCheckInDay)
    await User.updateOne({ _id: user._id }, { $set: { lastCheckInDay: back(user.lastCheckInDay) } });
  // Oldest first, so a moved key never meets one not moved yet.
  const entries = await LedgerEntry.find({ userId: user._id, kind: 'daily_streak' })
    .sort({ _id: 1 })
    .lean()
    .exec();
  for (const e of entries) {
    const day = String((e.meta as { day?: string } | null)?.day);
    await LedgerEntry.updateOne(
      { _id: e._id },
      {
        $set: {
          key: `streak:${userId}:${back(day)}`,
          'meta.day': back(day),
          createdAt: new Date(e.createdAt.getTime() - days * 86_400_000),
        },
      },
    );
  }
  console.log(JSON.stringify({ moved: entries.length }));
} finally {
  await close();
}
process.exit(0);
