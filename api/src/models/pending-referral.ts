import { type Connection, type InferSchemaType, Schema, type Types } from 'mongoose';

/**
 * A referral code a Telegram user arrived with (`/start ref_CODE`) before having an account. The
 * Telegram sign-in that creates the account takes it; the TTL index forgets codes nobody used.
 */
const pendingReferralSchema = new Schema(
  {
    telegramId: { type: Number, required: true },
    code: { type: String, required: true },
    expiresAt: { type: Date, required: true },
  },
  { timestamps: true, collection: 'pending_referrals' },
);
pendingReferralSchema.index({ telegramId: 1 }, { unique: true });
pendingReferralSchema.index({ expiresAt: 1 }, { expireAfterSeconds: 0 });

export type PendingReferralRecord = InferSchemaType<typeof pendingReferralSchema> & { _id: Types.ObjectId };
export const pendingReferralModel = (connection: Connection) =>
  connection.model('PendingReferral', pendingReferralSchema);
export type PendingReferralModel = ReturnType<typeof pendingReferralModel>;
