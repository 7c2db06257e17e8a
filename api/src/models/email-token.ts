import { type Connection, type InferSchemaType, Schema, type Types } from 'mongoose';

/**
 * The links mailed for email verification, password reset and a change of email. Only the SHA-256 of
 * the random token is stored; `usedAt` makes a link single-use and the TTL index drops old ones.
 */
/** `undo-change`: mailed to the previous address after an email change, to restore it (24 hours). */
export const EMAIL_TOKEN_PURPOSES = ['verify', 'reset', 'undo-change'] as const;
export type EmailTokenPurpose = (typeof EMAIL_TOKEN_PURPOSES)[number];

const emailTokenSchema = new Schema(
  {
    tokenHash: { type: String, required: true },
    userId: { type: Schema.Types.ObjectId, required: true },
    purpose: { type: String, enum: EMAIL_TOKEN_PURPOSES, required: true },
    /**
     * The address the link was sent to (for `verify`, the address it confirms; for `undo-change`, the
     * previous address, which the link restores).
     */
    email: { type: String, required: true },
    /** A password chosen together with a new email (accounts that had none), applied on confirmation. */
    passwordHash: { type: String, default: null },
    expiresAt: { type: Date, required: true },
    usedAt: { type: Date, default: null },
  },
  { timestamps: true, collection: 'email_tokens', versionKey: false },
);
emailTokenSchema.index({ tokenHash: 1 }, { unique: true });
emailTokenSchema.index({ userId: 1, purpose: 1 });
emailTokenSchema.index({ expiresAt: 1 }, { expireAfterSeconds: 0 });

export type EmailTokenRecord = InferSchemaType<typeof emailTokenSchema> & { _id: Types.ObjectId };
export const emailTokenModel = (connection: Connection) => connection.model('EmailToken', emailTokenSchema);
export type EmailTokenModel = ReturnType<typeof emailTokenModel>;
