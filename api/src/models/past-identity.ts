import { type Connection, type InferSchemaType, Schema } from 'mongoose';

/**
 * Keyed hashes (HMAC with a server secret) of the Telegram ids and normalised emails of deleted
 * accounts and of every referred identity that was paid for. No personal data: only "this identity
 * was here before", so deleting and re-registering cannot earn a referral again.
 */
const pastIdentitySchema = new Schema(
  {
    hash: { type: String, required: true },
    kind: { type: String, enum: ['telegram', 'email'], required: true },
    reason: { type: String, enum: ['deleted', 'referred'], required: true },
  },
  { timestamps: true, collection: 'past_identities', versionKey: false },
);
pastIdentitySchema.index({ hash: 1, reason: 1 }, { unique: true });
pastIdentitySchema.index({ hash: 1 });

export type PastIdentityRecord = InferSchemaType<typeof pastIdentitySchema>;
export const pastIdentityModel = (connection: Connection) =>
  connection.model('PastIdentity', pastIdentitySchema);
export type PastIdentityModel = ReturnType<typeof pastIdentityModel>;
