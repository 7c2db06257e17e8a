import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';

/** `route-preloads.json`, written by the web app's build (miniapp/route-preloads.ts). */
interface RoutePreloadsFile {
  routes: Record<string, { js: string[]; css: string[]; fetch?: string[]; fetchWithoutSession?: boolean }>;
  prefixes: Record<string, string>;
}

const safeHref = /^\/[A-Za-z0-9/_.-]+$/;
// An API read may carry a query (`/api/leaderboard?period=weekly`); `&` is escaped in the attribute.
const safeFetchHref = /^\/api\/[A-Za-z0-9/_.-]+(\?[A-Za-z0-9_.=&-]*)?$/;

/**
 * index.html for a path, with `<link rel="modulepreload">` for the JS chunks of that path's first
 * screen and `<link rel="preload" as="style">` for its CSS, so a phone on a slow network fetches them
 * together with the entry rather than one lazy import after another; and `<link rel="preload"
 * as="fetch">` for the API answers the screen waits for (`/api/user`, with the cookie; on Home also
 * Home's own reads), which the entry's own requests then reuse (miniapp/src/lib/early-requests.ts). That one only when the page request
 * carries a session cookie, unless the build marks the route `fetchWithoutSession` (a page Telegram
 * never opens: inside Telegram the app signs in with initData, which a preload cannot send, so the
 * answer would be a 401 nobody uses). Paths without an entry (the
 * landing page) get index.html as built. Rebuilt when index.html changes (a new build under a running
 * development server); otherwise one string per route, built once.
 */
export function routeHtml(root: string): (path: string, opts?: { withSession?: boolean }) => Promise<string> {
  let builtAt = -1;
  let pending: Promise<{ html: string; preloads: RoutePreloadsFile | null }> | null = null;
  let pages = new Map<string, string>();

  const load = async () => {
    const html = await readFile(join(root, 'index.html'), 'utf8');
    const preloads = await readFile(join(root, 'route-preloads.json'), 'utf8').then(
      (text) => JSON.parse(text) as RoutePreloadsFile,
      () => null, // an older build without the file: index.html as it is
    );
    return { html, preloads };
  };

  return async (rawPath, { withSession = false } = {}) => {
    const { mtimeMs } = await stat(join(root, 'index.html'));
    if (mtimeMs !== builtAt || !pending) {
      builtAt = mtimeMs;
      pending = load();
      pages = new Map();
    }
    const { html, preloads } = await pending;
    const path = rawPath.length > 1 ? rawPath.replace(/\/+$/, '') : rawPath;
    const key = preloads ? routeKey(preloads, path) : undefined;
    if (!preloads || !key) return html;
    const files = preloads.routes[key] ?? { js: [], css: [] };
    const preloadFetches = withSession || files.fetchWithoutSession === true;
    const pageKey = preloadFetches ? `${key} fetch` : key;
    let page = pages.get(pageKey);
    if (page === undefined) {
      const links = [
        ...files.css
          .filter((href) => safeHref.test(href))
          .map((href) => `<link rel="preload" as="style" crossorigin href="${href}">`),
        ...files.js
          .filter((href) => safeHref.test(href))
          .map((href) => `<link rel="modulepreload" crossorigin href="${href}">`),
        ...(preloadFetches ? (files.fetch ?? []) : [])
          .filter((href) => safeFetchHref.test(href))
          .map(
            (href) =>
              `<link rel="preload" as="fetch" crossorigin="use-credentials" href="${href.replaceAll('&', '&amp;')}">`,
          ),
      ].join('\n    ');
      page = html.replace('</head>', `  ${links}\n  </head>`);
      pages.set(pageKey, page);
    }
    return page;
  };
}

function routeKey(preloads: RoutePreloadsFile, path: string): string | undefined {
  if (Object.hasOwn(preloads.routes, path)) return path;
  for (const [prefix, key] of Object.entries(preloads.prefixes)) {
    if (path.startsWith(prefix) && Object.hasOwn(preloads.routes, key)) return key;
  }
  return undefined;
}
