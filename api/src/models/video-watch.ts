import { type Connection, type InferSchemaType, Schema, type Types } from 'mongoose';

/**
 * One document per user: the watch clock. Every report is one conditional update on `version`, so
 * concurrent reports are serialised and the same elapsed seconds are never paid twice.
 */
const videoWatchSchema = new Schema(
  {
    userId: { type: Schema.Types.ObjectId, required: true },
    /** Bumped by every change; the ledger key of a paid report is `watch:<userId>:<version>`. */
    version: { type: Number, required: true, default: 0 },
    /** Seconds after this moment may be credited (see creditWatch in shared/src/domain/videos.ts). */
    anchorAt: { type: Date, required: true },
    /** UTC day of `creditedToday`. */
    day: { type: String, required: true },
    creditedToday: { type: Number, required: true, default: 0 },
    totalSeconds: { type: Number, required: true, default: 0 },
  },
  { collection: 'video_watch', versionKey: false },
);
videoWatchSchema.index({ userId: 1 }, { unique: true });

export type VideoWatchRecord = InferSchemaType<typeof videoWatchSchema> & { _id: Types.ObjectId };
export const videoWatchModel = (connection: Connection) => connection.model('VideoWatch', videoWatchSchema);
export type VideoWatchModel = ReturnType<typeof videoWatchModel>;
