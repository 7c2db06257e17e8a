import { createHmac } from 'node:crypto';

/**
 * The same mailbox written differently: case, a `+tag`, and for Gmail the dots of the local part.
 * Used only to recognise an identity again (referral rules), never to send mail.
 */
export function normaliseEmail(email: string): string {
  const [local = '', domain = ''] = email
    .trim()
    .toLowerCase()
    .split(/@(?=[^@]*$)/);
  let name = local.split('+')[0] ?? '';
  const gmail = domain === 'gmail.com' || domain === 'googlemail.com';
  if (gmail) name = name.replaceAll('.', '');
  return `${name}@${gmail ? 'gmail.com' : domain}`;
}

export type IdentityHasher = (kind: 'telegram' | 'email', value: string | number) => string;

/** HMAC-SHA256 under a key derived from the server secret: not reversible without the secret. */
export function createIdentityHasher({ secret }: { secret: string }): IdentityHasher {
  const key = createHmac('sha256', secret).update('past-identity-v1').digest();
  return (kind, value) => {
    const subject = kind === 'email' ? normaliseEmail(String(value)) : String(value);
    return createHmac('sha256', key).update(`${kind}:${subject}`).digest('hex');
  };
}

/** The hashes of the identities of a user record (Telegram id, email). */
export function identityHashesOf(
  hash: IdentityHasher,
  u: { telegramId?: number | null; email?: string | null },
): { hash: string; kind: 'telegram' | 'email' }[] {
  const out: { hash: string; kind: 'telegram' | 'email' }[] = [];
  if (u.telegramId != null) out.push({ hash: hash('telegram', u.telegramId), kind: 'telegram' });
  if (u.email) out.push({ hash: hash('email', u.email), kind: 'email' });
  return out;
}
