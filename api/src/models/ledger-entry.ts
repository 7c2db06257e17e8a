import { ledgerKinds } from '@cum/shared/contract/activity';
import { type Connection, type InferSchemaType, Schema, type Types } from 'mongoose';

/** One change of one balance. `amount` is integer milli-$CUM; `key` makes every change happen once. */
const ledgerEntrySchema = new Schema(
  {
    userId: { type: Schema.Types.ObjectId, required: true },
    amount: { type: Number, required: true },
    kind: { type: String, enum: ledgerKinds, required: true },
    key: { type: String, required: true },
    description: { type: String, required: true },
    meta: { type: Schema.Types.Mixed, default: null },
    balanceAfter: { type: Number, required: true },
    /**
     * Set while the entry's amounts are not yet in the platform counters; the ledger tally
     * (ledger/tally.ts) adds them there and removes this mark in one transaction.
     */
    uncounted: { type: Boolean },
    /** Counters this entry moves besides balance and earned (e.g. tasksCompleted), for the tally. */
    counts: { type: Schema.Types.Mixed },
  },
  { timestamps: { createdAt: true, updatedAt: false }, collection: 'ledger' },
);
ledgerEntrySchema.index({ key: 1 }, { unique: true });
ledgerEntrySchema.index({ userId: 1, _id: -1 });
ledgerEntrySchema.index({ userId: 1, kind: 1, createdAt: -1 });
// The admin's review list reads one kind's credits of the last days, for all users.
ledgerEntrySchema.index({ kind: 1, _id: -1 });
// Only the entries the tally has not counted yet: a handful at any time, whatever the ledger's size.
ledgerEntrySchema.index({ uncounted: 1 }, { partialFilterExpression: { uncounted: true } });

export type LedgerEntryRecord = InferSchemaType<typeof ledgerEntrySchema> & {
  _id: Types.ObjectId;
  createdAt: Date;
};
export const ledgerEntryModel = (connection: Connection) =>
  connection.model('LedgerEntry', ledgerEntrySchema);
export type LedgerEntryModel = ReturnType<typeof ledgerEntryModel>;
