import { type Connection, Schema } from 'mongoose';

const newsletterSubscriberSchema = new Schema(
  { email: { type: String, required: true } },
  { timestamps: true, collection: 'newsletter' },
);
newsletterSubscriberSchema.index({ email: 1 }, { unique: true });

export const newsletterSubscriberModel = (connection: Connection) =>
  connection.model('NewsletterSubscriber', newsletterSubscriberSchema);
export type NewsletterSubscriberModel = ReturnType<typeof newsletterSubscriberModel>;
