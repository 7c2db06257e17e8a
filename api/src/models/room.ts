import { type Connection, type InferSchemaType, Schema, type Types } from 'mongoose';
import { startsNull } from './starts-null.ts';

/** A live room of the partner streaming service; `roomId` is the partner's id (unique, URL-safe). */
const roomSchema = new Schema(
  {
    roomId: { type: String, required: true },
    modelName: { type: String, required: true },
    roomTitle: { type: String, required: true },
    thumbnailUrl: startsNull<string>(String),
    isOnline: { type: Boolean, default: false },
    viewerCount: { type: Number, default: 0, min: 0 },
  },
  { timestamps: true, collection: 'rooms' },
);
roomSchema.index({ roomId: 1 }, { unique: true });
// The users' list order: online first, then by viewers.
roomSchema.index({ isOnline: -1, viewerCount: -1 });

export type RoomRecord = InferSchemaType<typeof roomSchema> & {
  _id: Types.ObjectId;
  createdAt: Date;
  updatedAt: Date;
};
export const roomModel = (connection: Connection) => connection.model('Room', roomSchema);
export type RoomModel = ReturnType<typeof roomModel>;

/** The API's room shape. */
export function toRoomView(r: RoomRecord) {
  return {
    id: r._id.toHexString(),
    roomId: r.roomId,
    modelName: r.modelName,
    roomTitle: r.roomTitle,
    thumbnailUrl: r.thumbnailUrl,
    isOnline: !!r.isOnline,
    viewerCount: r.viewerCount,
    updatedAt: (r.updatedAt ?? r.createdAt ?? new Date(0)).toISOString(),
  };
}
