import { activityTypes } from '@cum/shared/contract/admin';
import { type Connection, type InferSchemaType, Schema, type Types } from 'mongoose';
import { startsNull } from './starts-null.ts';

/** Platform activity for the admin feed (user_joined, task_completed, reward_claimed, ...). */
const activityEventSchema = new Schema(
  {
    type: { type: String, enum: activityTypes, required: true },
    description: { type: String, required: true },
    userId: startsNull<Types.ObjectId>(Schema.Types.ObjectId),
    username: startsNull<string>(String),
  },
  { timestamps: { createdAt: true, updatedAt: false }, collection: 'activity' },
);
activityEventSchema.index({ createdAt: 1 }, { expireAfterSeconds: 90 * 24 * 3600 });

export type ActivityEventRecord = InferSchemaType<typeof activityEventSchema> & {
  _id: Types.ObjectId;
  createdAt: Date;
};
export const activityEventModel = (connection: Connection) =>
  connection.model('ActivityEvent', activityEventSchema);
export type ActivityEventModel = ReturnType<typeof activityEventModel>;
