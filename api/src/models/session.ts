import { type Connection, type InferSchemaType, Schema } from 'mongoose';
import { startsNull } from './starts-null.ts';

/** Server-side sessions: only the SHA-256 of the random token is stored; the TTL index ends them. */
const sessionSchema = new Schema(
  {
    tokenHash: { type: String, required: true },
    userId: { type: Schema.Types.ObjectId, required: true },
    expiresAt: { type: Date, required: true },
    lastSeenAt: { type: Date, required: true },
    userAgent: startsNull<string>(String),
    ip: startsNull<string>(String),
  },
  { timestamps: true, collection: 'sessions' },
);
sessionSchema.index({ tokenHash: 1 }, { unique: true });
sessionSchema.index({ userId: 1 });
sessionSchema.index({ expiresAt: 1 }, { expireAfterSeconds: 0 });

export type SessionRecord = InferSchemaType<typeof sessionSchema>;
export const sessionModel = (connection: Connection) => connection.model('Session', sessionSchema);
export type SessionModel = ReturnType<typeof sessionModel>;
