import { storeItemIds } from '@cum/shared/contract/store';
import { type Connection, type InferSchemaType, Schema, type Types } from 'mongoose';

/**
 * Every store purchase. `seq` counts a user's purchases of one item (1, 2, ...); the unique index
 * and the ledger key `store:<userId>:<itemId>:<seq>` let two requests made from the same state
 * (a double tap, a retried transaction) buy once, while a later deliberate purchase gets seq + 1.
 */
const storePurchaseSchema = new Schema(
  {
    userId: { type: Schema.Types.ObjectId, required: true },
    itemId: { type: String, enum: storeItemIds, required: true },
    seq: { type: Number, required: true },
    /** Integer milli-$CUM. */
    price: { type: Number, required: true },
    at: { type: Date, required: true },
    /** Timed items: the new expiry this purchase set. */
    activeUntil: { type: Date, default: null },
  },
  { collection: 'store_purchases', versionKey: false },
);
storePurchaseSchema.index({ userId: 1, itemId: 1, seq: 1 }, { unique: true });

export type StorePurchaseRecord = InferSchemaType<typeof storePurchaseSchema> & { _id: Types.ObjectId };
export const storePurchaseModel = (connection: Connection) =>
  connection.model('StorePurchase', storePurchaseSchema);
export type StorePurchaseModel = ReturnType<typeof storePurchaseModel>;
