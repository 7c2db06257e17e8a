/** Where a signed-in user lands when no (acceptable) destination was asked for. */
export const DEFAULT_AFTER_SIGN_IN = '/app';

// Browsers drop tabs and newlines inside URLs and read a backslash as a slash, so `/\t/evil.example`
// or `/\evil.example` become `//evil.example`, another origin. Any control, format or separator
// character (Unicode categories C and Z), any whitespace and any backslash refuses the value outright.
const SUSPICIOUS = /[\p{C}\p{Z}\s\\]/u;

/** The value and its percent-decodings (a few rounds: `%2509` is `%09` once decoded). */
function decodings(raw: string): string[] | null {
  const out = [raw];
  let current = raw;
  for (let i = 0; i < 3 && current.includes('%'); i++) {
    try {
      current = decodeURIComponent(current);
    } catch {
      return null;
    }
    out.push(current);
  }
  return out;
}

/**
 * The post-sign-in destination of `?redirect=` (or a remembered page), as a path on `origin`, or
 * `/app`. The one rule: a value that starts with a single `/`, holds no control character, whitespace
 * or backslash (raw or percent-decoded), and that the WHATWG URL parser resolves against `origin` to
 * that same origin; the answer is the parser's own path, query and fragment, so the browser reads the
 * same thing we checked.
 */
export function safeRedirectPath(raw: string | null | undefined, origin: string): string {
  if (typeof raw !== 'string' || raw.length === 0 || raw.length > 2048) return DEFAULT_AFTER_SIGN_IN;
  const variants = decodings(raw);
  if (!variants) return DEFAULT_AFTER_SIGN_IN;
  for (const v of variants) {
    if (SUSPICIOUS.test(v) || !v.startsWith('/') || v.startsWith('//')) return DEFAULT_AFTER_SIGN_IN;
  }
  let base: URL;
  let url: URL;
  try {
    base = new URL(origin);
    url = new URL(raw, base);
  } catch {
    return DEFAULT_AFTER_SIGN_IN;
  }
  if (url.origin !== base.origin || url.username || url.password) return DEFAULT_AFTER_SIGN_IN;
  const path = `${url.pathname}${url.search}${url.hash}`;
  // `/.//evil.example` resolves to the path `//evil.example`, which a later navigation reads as a host.
  if (!path.startsWith('/') || path.startsWith('//')) return DEFAULT_AFTER_SIGN_IN;
  return path;
}
