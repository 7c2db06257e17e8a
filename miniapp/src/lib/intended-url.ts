import { DEFAULT_AFTER_SIGN_IN, safeRedirectPath } from '@cum/shared/domain/redirect';

// The spec keeps the page a signed-out visitor wanted in session storage and returns there after
// login, registration or wallet connect; /app is the fallback.
const key = 'intendedUrl';

const siteOrigin = () => (typeof location === 'undefined' ? 'http://localhost' : location.origin);

/**
 * A same-site path, or undefined: the one redirect rule of shared/src/domain/redirect.ts (a crafted
 * ?redirect= such as `/%09/evil.example/` cannot send users to another origin).
 */
export function safeAppPath(value: string | null | undefined): string | undefined {
  const safe = safeRedirectPath(value, siteOrigin());
  // The rule answers /app for anything refused; /app itself asked for is kept as asked.
  return safe === DEFAULT_AFTER_SIGN_IN && value !== DEFAULT_AFTER_SIGN_IN ? undefined : safe;
}

export function rememberIntendedUrl(path: string): void {
  const safe = safeAppPath(path);
  if (!safe) return;
  try {
    sessionStorage.setItem(key, safe);
  } catch {
    // Storage can be disabled (private mode); the fallback still works.
  }
}

export function takeIntendedUrl(): string {
  try {
    const value = sessionStorage.getItem(key);
    sessionStorage.removeItem(key);
    return safeRedirectPath(value, siteOrigin());
  } catch {
    return DEFAULT_AFTER_SIGN_IN;
  }
}
