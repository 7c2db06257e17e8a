import { type Connection, type InferSchemaType, Schema, type Types } from 'mongoose';

/** A message we issued for one wallet to sign; consumed (deleted) by the sign-in that uses it. */
const walletNonceSchema = new Schema(
  {
    nonce: { type: String, required: true },
    walletAddress: { type: String, required: true },
    message: { type: String, required: true },
    expiresAt: { type: Date, required: true },
  },
  { timestamps: true, collection: 'wallet_nonces' },
);
walletNonceSchema.index({ nonce: 1 }, { unique: true });
walletNonceSchema.index({ expiresAt: 1 }, { expireAfterSeconds: 0 });

export type WalletNonceRecord = InferSchemaType<typeof walletNonceSchema> & { _id: Types.ObjectId };
export const walletNonceModel = (connection: Connection) =>
  connection.model('WalletNonce', walletNonceSchema);
export type WalletNonceModel = ReturnType<typeof walletNonceModel>;
