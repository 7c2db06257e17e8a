import { referralStatuses } from '@cum/shared/contract/referrals';
import { type Connection, type InferSchemaType, Schema, type Types } from 'mongoose';

/**
 * One use of a referral code. `referredUserId` is unique: a user can be referred once, whatever the
 * number of simultaneous requests.
 */
const referralSchema = new Schema(
  {
    referrerId: { type: Schema.Types.ObjectId, required: true },
    referredUserId: { type: Schema.Types.ObjectId, required: true },
    code: { type: String, required: true },
    status: { type: String, enum: referralStatuses, default: 'pending' },
    /** Integer milli-$CUM paid to the referrer on completion (0 while pending). */
    rewardAmount: { type: Number, default: 0 },
    /** Integer milli-$CUM paid to the referred user when the code was used. */
    bonusAmount: { type: Number, default: 0 },
    completedAt: { type: Date, default: null },
    /**
     * Over the referrer's daily cap (REFERRAL_DAILY_CAP) a completed referral is recorded unpaid:
     * 'held' until an admin approves it ('approved', then paid once), null otherwise.
     */
    approval: { type: String, enum: ['held', 'approved', null], default: null },
    /** The reward a held referral pays when approved (milli-$CUM). */
    heldAmount: { type: Number, default: 0 },
    approvedBy: { type: Schema.Types.ObjectId, default: null },
    approvedAt: { type: Date, default: null },
  },
  { timestamps: true, collection: 'referrals' },
);
referralSchema.index({ referredUserId: 1 }, { unique: true });
referralSchema.index({ referrerId: 1, _id: -1 });
referralSchema.index({ referrerId: 1, completedAt: -1 });
referralSchema.index({ approval: 1, _id: -1 });

export type ReferralRecord = InferSchemaType<typeof referralSchema> & {
  _id: Types.ObjectId;
  createdAt: Date;
};
export const referralModel = (connection: Connection) => connection.model('Referral', referralSchema);
export type ReferralModel = ReturnType<typeof referralModel>;
