import { type Connection, type InferSchemaType, Schema, type Types } from 'mongoose';

/** stopped: the admin pressed Stop while it was sending (what went out stays counted). */
export const broadcastStatuses = ['draft', 'sending', 'done', 'cancelled', 'stopped'] as const;

/**
 * An admin's message to every Telegram user. Recipients are walked in _id order; `cursor` is the last
 * one handled and `inFlight` the one being sent, so a restarted worker neither repeats nor skips
 * anyone. One worker at a time holds the lock (`lockedBy`, renewed by `lockedAt`).
 */
const broadcastSchema = new Schema(
  {
    text: { type: String, required: true },
    createdBy: { type: Schema.Types.ObjectId, required: true },
    /** The admin's chat, where the preview and the progress message live. */
    chatId: { type: Number, required: true },
    /**
     * A message of the admin to copy to everyone (copyMessage: photos, videos, formatting kept), or
     * null to send `text`.
     */
    sourceChatId: { type: Number, default: null },
    sourceMessageId: { type: Number, default: null },
    progressMessageId: { type: Number, default: null },
    status: { type: String, enum: broadcastStatuses, default: 'draft' },
    cursor: { type: Schema.Types.ObjectId, default: null },
    inFlight: { type: Schema.Types.ObjectId, default: null },
    sent: { type: Number, default: 0 },
    blocked: { type: Number, default: 0 },
    failed: { type: Number, default: 0 },
    /** Sent by a worker that died before Telegram answered: maybe delivered, never counted as sent. */
    unconfirmed: { type: Number, default: 0 },
    lockedBy: { type: String, default: null },
    lockedAt: { type: Date, default: null },
    startedAt: { type: Date, default: null },
    finishedAt: { type: Date, default: null },
  },
  { timestamps: true, collection: 'broadcasts' },
);
broadcastSchema.index({ status: 1, createdAt: 1 });

export type BroadcastRecord = InferSchemaType<typeof broadcastSchema> & {
  _id: Types.ObjectId;
  createdAt: Date;
};
export const broadcastModel = (connection: Connection) => connection.model('Broadcast', broadcastSchema);
export type BroadcastModel = ReturnType<typeof broadcastModel>;
