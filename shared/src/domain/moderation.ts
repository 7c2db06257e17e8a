/** A suspension as staff set it: why, and until when (null: until an admin lifts it). */
export interface Suspension {
  reason: string;
  until?: Date | null;
}

/** The suspension that applies at `now`, or null (none, or its `until` has passed). */
export function activeSuspension<S extends Suspension>(s: S | null | undefined, now: Date): S | null {
  if (!s?.reason) return null;
  if (s.until && s.until.getTime() <= now.getTime()) return null;
  return s;
}

/** The sentence a suspended user reads, on every refused call and on Home. */
export function suspensionMessage(s: Suspension): string {
  const until = s.until ? ` until ${s.until.toISOString().slice(0, 16).replace('T', ' ')} UTC` : '';
  return `Your account is suspended${until}: ${s.reason}. You can still sign in and look around, but not earn or spend $CUM.`;
}

// --- Review list (admin): what puts an account on it ------------------------------------------

/** The review list looks at the last 7 days. */
export const REVIEW_WINDOW_DAYS = 7;
/** Referrals by one referrer, from one email domain, in the window. */
export const REVIEW_SAME_DOMAIN = 5;
/** Referrals by one referrer from one address (same sign-up IP, or one mailbox written differently). */
export const REVIEW_SAME_ADDRESS = 3;
/** Clicker hours or Rush games a user must have played, every one at the cap, to be listed. */
export const REVIEW_MIN_CAPPED = 3;
