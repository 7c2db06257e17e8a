import { type Connection, type InferSchemaType, Schema, type Types } from 'mongoose';

export const notificationTypes = ['reward_ready', 'referral_completed', 'bonus_received'] as const;
export const notificationStatuses = ['pending', 'sending', 'sent', 'failed', 'obsolete'] as const;

/**
 * A message the bot owes a user. `key` is unique per event, so an event produces one notification
 * however many collectors run; `status` moves pending -> sending (claimed by one worker) -> sent.
 */
const notificationSchema = new Schema(
  {
    key: { type: String, required: true },
    type: { type: String, enum: notificationTypes, required: true },
    userId: { type: Schema.Types.ObjectId, required: true },
    telegramId: { type: Number, required: true },
    text: { type: String, required: true },
    payload: { type: Schema.Types.Mixed, default: null },
    status: { type: String, enum: notificationStatuses, default: 'pending' },
    attempts: { type: Number, default: 0 },
    lockedBy: { type: String, default: null },
    lockedAt: { type: Date, default: null },
    sentAt: { type: Date, default: null },
    lastError: { type: String, default: null },
  },
  { timestamps: true, collection: 'notifications' },
);
notificationSchema.index({ key: 1 }, { unique: true });
notificationSchema.index({ status: 1, createdAt: 1 });
// Sent notifications are only kept for a while; pending ones stay until sent.
notificationSchema.index({ sentAt: 1 }, { expireAfterSeconds: 30 * 24 * 3600 });

export type NotificationRecord = InferSchemaType<typeof notificationSchema> & {
  _id: Types.ObjectId;
  createdAt: Date;
};
export const notificationModel = (connection: Connection) =>
  connection.model('Notification', notificationSchema);
export type NotificationModel = ReturnType<typeof notificationModel>;
