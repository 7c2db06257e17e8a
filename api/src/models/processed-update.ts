import { type Connection, type InferSchemaType, Schema, type Types } from 'mongoose';

/** How long an update_id is remembered: Telegram stops redelivering an update after 24 hours. */
export const PROCESSED_UPDATE_TTL_SECONDS = 48 * 3600;

/**
 * A Telegram update a bot has taken on (`processing`) or finished (`done`), so a redelivered update
 * (webhook retry, a poller that died before confirming its offset) is acknowledged and skipped.
 */
const processedUpdateSchema = new Schema(
  {
    botId: { type: Number, required: true },
    updateId: { type: Number, required: true },
    status: { type: String, enum: ['processing', 'done'], default: 'processing' },
    claimedAt: { type: Date, required: true },
  },
  { collection: 'processed_updates' },
);
processedUpdateSchema.index({ botId: 1, updateId: 1 }, { unique: true });
processedUpdateSchema.index({ claimedAt: 1 }, { expireAfterSeconds: PROCESSED_UPDATE_TTL_SECONDS });

export type ProcessedUpdateRecord = InferSchemaType<typeof processedUpdateSchema> & { _id: Types.ObjectId };
export const processedUpdateModel = (connection: Connection) =>
  connection.model('ProcessedUpdate', processedUpdateSchema);
