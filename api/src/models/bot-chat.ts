import { type Connection, type InferSchemaType, Schema, type Types } from 'mongoose';

/**
 * Whether the bot may write to a Telegram user: granted once they started the bot or allowed it from
 * the mini-app, withdrawn when they block it (a 403, or Telegram's my_chat_member "kicked").
 */
const botChatSchema = new Schema(
  {
    telegramId: { type: Number, required: true },
    writeAccess: { type: Boolean, default: false },
    blockedAt: { type: Date, default: null },
  },
  { timestamps: true, collection: 'bot_chats' },
);
botChatSchema.index({ telegramId: 1 }, { unique: true });

export type BotChatRecord = InferSchemaType<typeof botChatSchema> & { _id: Types.ObjectId };
export const botChatModel = (connection: Connection) => connection.model('BotChat', botChatSchema);
export type BotChatModel = ReturnType<typeof botChatModel>;
