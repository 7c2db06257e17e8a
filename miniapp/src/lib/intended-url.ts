// The spec keeps the page a signed-out visitor wanted in session storage and returns there after
// login, registration or wallet connect; /app is the fallback.
const key = 'intendedUrl';
const fallback = '/app';

/** Only same-site paths are accepted, so a crafted ?redirect= cannot send users to another origin. */
export function safeAppPath(value: string | null | undefined): string | undefined {
  if (!value?.startsWith('/') || value.startsWith('//') || value.includes('\\')) return undefined;
  return value;
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
    const value = safeAppPath(sessionStorage.getItem(key));
    sessionStorage.removeItem(key);
    return value ?? fallback;
  } catch {
    return fallback;
  }
}
