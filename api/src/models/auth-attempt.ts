import { type Connection, Schema } from 'mongoose';

/**
 * Sign-in attempts per key (e.g. per email) in a window that starts with the first attempt. Kept in
 * the database so the limit holds across API processes; the TTL index drops finished windows.
 */
const authAttemptSchema = new Schema(
  {
    key: { type: String, required: true },
    count: { type: Number, default: 0 },
    resetAt: { type: Date, required: true },
    /** Growing sign-in delays: no attempt of this key is heard before this time. */
    nextAt: { type: Date, default: null },
  },
  { collection: 'auth_attempts', versionKey: false },
);
authAttemptSchema.index({ key: 1 }, { unique: true });
authAttemptSchema.index({ resetAt: 1 }, { expireAfterSeconds: 0 });

export const authAttemptModel = (connection: Connection) =>
  connection.model('AuthAttempt', authAttemptSchema);
export type AuthAttemptModel = ReturnType<typeof authAttemptModel>;
