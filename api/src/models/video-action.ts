import { socialActions } from '@cum/shared/contract/videos';
import { type Connection, type InferSchemaType, Schema, type Types } from 'mongoose';

/** A like, dislike, comment or share: at most one per user, video and action (unique index). */
const videoActionSchema = new Schema(
  {
    userId: { type: Schema.Types.ObjectId, required: true },
    videoId: { type: String, required: true },
    action: { type: String, enum: socialActions, required: true },
    /** Integer milli-$CUM paid (0 for a dislike). */
    earned: { type: Number, required: true },
    at: { type: Date, required: true },
  },
  { collection: 'video_actions', versionKey: false },
);
videoActionSchema.index({ userId: 1, videoId: 1, action: 1 }, { unique: true });

export type VideoActionRecord = InferSchemaType<typeof videoActionSchema> & { _id: Types.ObjectId };
export const videoActionModel = (connection: Connection) =>
  connection.model('VideoAction', videoActionSchema);
export type VideoActionModel = ReturnType<typeof videoActionModel>;
