import { type Connection, type InferSchemaType, Schema, type Types } from 'mongoose';
import { startsNull } from './starts-null.ts';

/**
 * One-time browser sign-in through the bot. Only hashes are stored: of the token in the t.me link and
 * of the secret cookie of the browser that asked for it. The TTL index removes links nobody finished.
 */
const loginLinkSchema = new Schema(
  {
    tokenHash: { type: String, required: true },
    browserHash: { type: String, required: true },
    expiresAt: { type: Date, required: true },
    userId: { type: Schema.Types.ObjectId, default: null },
    confirmedAt: { type: Date, default: null },
    /** The User-Agent of the browser that asked: the bot names it so the user can judge the request. */
    userAgent: startsNull<string>(String),
    /**
     * The two-digit number the browser shows; the bot asks the user to pick it among three (number
     * matching), so a forwarded link cannot be confirmed blindly. null on links made before it.
     */
    code: { type: String, default: null },
    /** Cancel pressed in the bot: the link can no longer be confirmed and the browser is told. */
    cancelledAt: { type: Date, default: null },
    /** The browser took its session: a poll gets nothing more; a repeated Confirm still says signed in. */
    collectedAt: { type: Date, default: null },
  },
  { timestamps: true, collection: 'login_links' },
);
loginLinkSchema.index({ tokenHash: 1 }, { unique: true });
loginLinkSchema.index({ expiresAt: 1 }, { expireAfterSeconds: 0 });

export type LoginLinkRecord = InferSchemaType<typeof loginLinkSchema> & { _id: Types.ObjectId };
export const loginLinkModel = (connection: Connection) => connection.model('LoginLink', loginLinkSchema);
export type LoginLinkModel = ReturnType<typeof loginLinkModel>;
