import { type Connection, type InferSchemaType, Schema, type Types } from 'mongoose';

/** How long a revocation stays readable: far longer than any instance may go without polling. */
export const REVOCATION_KEEP_SECONDS = 10 * 60;

/**
 * The revocation feed: one record per logout/rotation (`tokenHash`) or "sign out everywhere"
 * (`userId`), written next to the session delete. Every API instance polls the recent ones to drop
 * sessions it has cached (features/auth/revocation-feed.ts). `at` is the database's clock (never an
 * instance's, which may be off); the TTL index removes records after 10 minutes.
 */
const sessionRevocationSchema = new Schema(
  {
    tokenHash: { type: String, default: null },
    userId: { type: Schema.Types.ObjectId, default: null },
    at: { type: Date, required: true },
  },
  { collection: 'session_revocations', versionKey: false },
);
sessionRevocationSchema.index({ at: 1 }, { expireAfterSeconds: REVOCATION_KEEP_SECONDS });

export type SessionRevocationRecord = InferSchemaType<typeof sessionRevocationSchema> & {
  _id: Types.ObjectId;
};
export const sessionRevocationModel = (connection: Connection) =>
  connection.model('SessionRevocation', sessionRevocationSchema);
export type SessionRevocationModel = ReturnType<typeof sessionRevocationModel>;
