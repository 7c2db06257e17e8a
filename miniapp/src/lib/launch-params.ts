/**
 * Telegram's launch parameters, read leniently. The SDK validates them against a schema stricter than
 * what Telegram's clients send: initData without `signature` (clients that predate it) is refused, and
 * the app would then think it runs in a browser, although the server's HMAC check (the authority)
 * accepts that initData. So before the SDK reads them, a copy it accepts goes where it looks last (its
 * session storage key), and the initData sent to the server stays exactly what Telegram handed over.
 */
const sdkStorageKey = 'tapps/launchParams';
const originalKey = 'cum/telegramInitData';

/** The launch params in a URL (hash or query), the way the SDK reads them. */
export function launchQueryOf(url: string): string {
  return url.replace(/^[^?#]*[?#]/, '').replace(/[?#]/g, '&');
}

/**
 * A copy of the launch params the SDK's schema accepts, or undefined when they need no change (or
 * are no launch params). Only for the SDK: the filled-in fields are never sent anywhere.
 */
export function sdkCompatibleQuery(query: string): string | undefined {
  const params = new URLSearchParams(query);
  const data = params.get('tgWebAppData');
  if (!data) return undefined;
  const initData = new URLSearchParams(data);
  let changed = false;
  const fill = (target: URLSearchParams, key: string, value: string) => {
    if (target.has(key)) return;
    target.set(key, value);
    changed = true;
  };
  fill(initData, 'signature', '');
  fill(params, 'tgWebAppVersion', '6.0');
  fill(params, 'tgWebAppPlatform', 'unknown');
  fill(params, 'tgWebAppThemeParams', '{}');
  if (!changed) return undefined;
  params.set('tgWebAppData', initData.toString());
  return params.toString();
}

function queryFromPage(): string | undefined {
  const urls: Array<() => string | undefined> = [
    () => window.location.href,
    () => performance.getEntriesByType('navigation')[0]?.name,
  ];
  for (const url of urls) {
    try {
      const query = launchQueryOf(url() ?? '');
      if (new URLSearchParams(query).get('tgWebAppData')) return query;
    } catch {
      // This source is unavailable: the next one.
    }
  }
  return undefined;
}

/**
 * Prepares the SDK's copy when the page's launch params need it, and answers the raw initData as
 * Telegram sent it (kept for the tab's life, like the SDK's own copy, so a reload that lost the URL
 * hash still signs in). Undefined when the page has no launch params.
 */
export function prepareLaunchParams(): string | undefined {
  if (typeof window === 'undefined') return undefined;
  try {
    const query = queryFromPage();
    if (!query) return sessionStorage.getItem(originalKey) ?? undefined;
    const original = new URLSearchParams(query).get('tgWebAppData') ?? undefined;
    const compatible = sdkCompatibleQuery(query);
    if (compatible) sessionStorage.setItem(sdkStorageKey, JSON.stringify(compatible));
    if (original) sessionStorage.setItem(originalKey, original);
    return original;
  } catch {
    return undefined;
  }
}
