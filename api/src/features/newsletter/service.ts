import type { Models } from '../../models/registry.ts';

/** The landing page's newsletter sign-up. */
export function createNewsletterService({ models }: { models: Pick<Models, 'NewsletterSubscriber'> }) {
  const { NewsletterSubscriber } = models;

  /** Idempotent: subscribing twice is a success, and the answer never reveals who subscribed before. */
  async function subscribe(email: string): Promise<void> {
    await NewsletterSubscriber.updateOne({ email }, { $setOnInsert: { email } }, { upsert: true }).exec();
  }

  return { subscribe };
}

export type NewsletterService = ReturnType<typeof createNewsletterService>;
