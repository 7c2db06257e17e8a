import { type Connection, type InferSchemaType, Schema, type Types } from 'mongoose';

/**
 * $CUM one user earned in one leaderboard period (`all`, or `w:<ISO week>`), integer milli-$CUM,
 * folded in from the ledger by the ledger tally (ledger/tally.ts) after the credit commits, exactly once.
 * One document per user and period.
 */
const leaderboardTotalSchema = new Schema(
  {
    userId: { type: Schema.Types.ObjectId, required: true },
    period: { type: String, required: true },
    amount: { type: Number, required: true, default: 0 },
  },
  { collection: 'leaderboard_totals', versionKey: false },
);
leaderboardTotalSchema.index({ userId: 1, period: 1 }, { unique: true });
// The top of a period (sorted scan) and a rank (count of totals greater than one's own).
leaderboardTotalSchema.index({ period: 1, amount: -1, userId: 1 });

export type LeaderboardTotalRecord = InferSchemaType<typeof leaderboardTotalSchema> & { _id: Types.ObjectId };
export const leaderboardTotalModel = (connection: Connection) =>
  connection.model('LeaderboardTotal', leaderboardTotalSchema);
export type LeaderboardTotalModel = ReturnType<typeof leaderboardTotalModel>;
