import type { User } from 'grammy/types';

/**
 * The Telegram identity of an update's sender, in the API's sign-in shape. An update is proof of
 * its sender's id: it reached us from Telegram (long polling with our token, or the webhook with
 * its secret header).
 */
export const identityOf = (from: User) => ({
  id: from.id,
  username: from.username ?? null,
  firstName: from.first_name || null,
  lastName: from.last_name ?? null,
  languageCode: from.language_code ?? null,
  photoUrl: null,
});
