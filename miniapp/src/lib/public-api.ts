import type { Contract } from '@cum/shared/contract';

/**
 * The few public calls the landing page makes, as bare paths plus a tiny fetch. The landing chunk must
 * stay small (bundle budget in vite.config.ts), so it does not import the zod contract at runtime; the
 * types below still tie each path to its contract entry, so a renamed route fails the type check.
 */
export const publicApiPaths: {
  user: Contract['profile']['getUser']['path'];
  newsletter: Contract['misc']['newsletter']['path'];
} = {
  user: '/api/user',
  newsletter: '/api/newsletter',
};

export interface LightResult {
  ok: boolean;
  status: number;
  /**
   * The server's `message` (error shape or message response), else "status: text" (docs/product.md#calls-and-
   * errors).
   */
  message: string;
  /** The error body's code, reason and params (the contract's error reasons), when the server sent them. */
  error?: string;
  reason?: string;
  params?: Record<string, unknown>;
}

/** POST a JSON body with the session cookie; never throws (a network failure is status 0). */
export async function postJson(path: string, body: unknown): Promise<LightResult> {
  try {
    const res = await fetch(path, {
      method: 'POST',
      credentials: 'include',
      headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });
    const text = await res.text();
    const result: LightResult = {
      ok: res.ok,
      status: res.status,
      message: `${res.status}: ${text || res.statusText}`,
    };
    try {
      const parsed = JSON.parse(text) as {
        message?: unknown;
        error?: unknown;
        reason?: unknown;
        params?: unknown;
      };
      if (typeof parsed.message === 'string') result.message = parsed.message;
      if (typeof parsed.error === 'string') result.error = parsed.error;
      if (typeof parsed.reason === 'string') result.reason = parsed.reason;
      if (typeof parsed.params === 'object' && parsed.params !== null)
        result.params = parsed.params as Record<string, unknown>;
    } catch {
      // Not JSON: keep the status line.
    }
    return result;
  } catch {
    return {
      ok: false,
      status: 0,
      message: 'Could not reach the server. Check your connection and try again.',
    };
  }
}

/** Whether a session cookie signs this browser in; an unreachable API counts as signed out. */
export async function hasSession(signal?: AbortSignal): Promise<boolean> {
  try {
    const res = await fetch(publicApiPaths.user, {
      credentials: 'include',
      headers: { Accept: 'application/json' },
      signal,
    });
    return res.ok;
  } catch {
    return false;
  }
}
