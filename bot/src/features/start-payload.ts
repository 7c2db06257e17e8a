import { AUTH_PAYLOAD_PREFIX, REFERRAL_PAYLOAD_PREFIX } from '@cum/shared/domain/deep-links';

/**
 * The deep-link payload of `/start` (t.me/<bot>?start=<payload>, built by shared/src/domain/
 * deep-links.ts). Telegram allows at most 64 characters from [A-Za-z0-9_-], so anything else cannot
 * have come from one of our links.
 */
export type StartPayload =
  | { kind: 'none' }
  | { kind: 'referral'; code: string }
  | { kind: 'auth'; token: string }
  | { kind: 'unknown'; raw: string };

const DEEP_LINK_PAYLOAD = /^[A-Za-z0-9_-]{1,64}$/;

export function parseStartPayload(input: string | undefined): StartPayload {
  const raw = (input ?? '').trim();
  if (raw === '') return { kind: 'none' };
  if (!DEEP_LINK_PAYLOAD.test(raw)) return { kind: 'unknown', raw };
  if (raw.startsWith(REFERRAL_PAYLOAD_PREFIX) && raw.length > REFERRAL_PAYLOAD_PREFIX.length) {
    return { kind: 'referral', code: raw.slice(REFERRAL_PAYLOAD_PREFIX.length) };
  }
  if (raw.startsWith(AUTH_PAYLOAD_PREFIX) && raw.length > AUTH_PAYLOAD_PREFIX.length) {
    return { kind: 'auth', token: raw.slice(AUTH_PAYLOAD_PREFIX.length) };
  }
  return { kind: 'unknown', raw };
}
