import { userTaskStatuses } from '@cum/shared/contract/tasks';
import { type Connection, type InferSchemaType, Schema, type Types } from 'mongoose';

/** One user's progress on one task in one period (UTC day, ISO week, or "once" for special tasks). */
const userTaskSchema = new Schema(
  {
    userId: { type: Schema.Types.ObjectId, required: true },
    taskId: { type: Schema.Types.ObjectId, required: true },
    periodKey: { type: String, required: true },
    status: { type: String, enum: userTaskStatuses, required: true },
    startedAt: { type: Date, default: null },
    triggeredAt: { type: Date, default: null },
    completedAt: { type: Date, default: null },
    /** Integer milli-$CUM paid on completion. */
    rewardPaid: { type: Number, default: 0 },
  },
  { timestamps: true, collection: 'user_tasks' },
);
userTaskSchema.index({ userId: 1, taskId: 1, periodKey: 1 }, { unique: true });
userTaskSchema.index({ userId: 1, periodKey: 1 });

export type UserTaskRecord = InferSchemaType<typeof userTaskSchema> & { _id: Types.ObjectId };
export const userTaskModel = (connection: Connection) => connection.model('UserTask', userTaskSchema);
export type UserTaskModel = ReturnType<typeof userTaskModel>;
