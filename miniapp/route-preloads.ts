import type { Plugin } from 'vite';
import { chunkGraph } from './chunk-graph.ts';

/**
 * Writes `dist/route-preloads.json`: for each app path, the JS chunks and CSS files its first screen
 * needs beyond the entry. The API puts them into index.html as `<link rel="modulepreload">` /
 * `<link rel="preload" as="style">` when it serves that path (api/src/plugins/static.ts), so the
 * browser fetches them all at once with the entry instead of as a chain of lazy imports (entry ->
 * app -> signed-in root, frame and screen), one round trip each on a slow phone network.
 */
export interface RoutePreloadsFile {
  /**
   * Exact paths (no trailing slash) to their files, and the API answers the page reads first
   * (`fetch`, e.g. `/api/user` and on Home Home's reads: preloaded with the HTML instead of after the entry has run).
   */
  routes: Record<string, { js: string[]; css: string[]; fetch?: string[]; fetchWithoutSession?: boolean }>;
  /** Path prefixes (e.g. `/app/`) whose unlisted paths take the files of the named route. */
  prefixes: Record<string, string>;
}

export function routePreloads(options: {
  /** Path -> source modules (relative to the miniapp root) that its first screen loads. */
  routes: Record<string, string[]>;
  prefixes: Record<string, string>;
  /** Path -> API URLs its first screen reads before it can show (lib/early-requests.ts). */
  fetches?: (path: string) => string[];
  /**
   * Whether a path's `fetches` are preloaded also for a page request without a session cookie. Off by
   * default: Telegram launches the app with initData, which a preload cannot send, so there the answer
   * would be a 401 nobody uses. Only for pages Telegram never opens (/login).
   */
  fetchWithoutSession?: (path: string) => boolean;
}): Plugin {
  return {
    name: 'route-preloads',
    apply: 'build',
    generateBundle(_options, bundle) {
      const { chunks, byFile, chunkOf, closure } = chunkGraph(bundle);
      // The entry and its static imports are in index.html already.
      const inHtml = closure(chunks.filter((chunk) => chunk.isEntry).map((chunk) => chunk.fileName));
      const entryCss = new Set(
        [...inHtml].flatMap((file) => [...(byFile.get(file)?.viteMetadata?.importedCss ?? [])]),
      );

      const file: RoutePreloadsFile = { routes: {}, prefixes: options.prefixes };
      for (const [path, modules] of Object.entries(options.routes)) {
        const starts = modules.map((module) => {
          const chunk = chunkOf(module);
          if (!chunk) this.error(`route-preloads: no chunk contains ${module}`);
          return chunk.fileName;
        });
        const reached = [...closure(starts)].filter((name) => !inHtml.has(name));
        const css = [
          ...new Set(reached.flatMap((name) => [...(byFile.get(name)?.viteMetadata?.importedCss ?? [])])),
        ];
        // A chunk of nothing but CSS (e.g. ui/screen.css) is dropped by Vite after this hook: its file
        // does not exist, only its stylesheet. A lazy import's facade whose only own module is CSS
        // (signed-in-root.tsx's, re-exporting from the signed-in chunk) is JavaScript and stays.
        const isCss = (id: string | null | undefined) => /\.css($|\?)/.test(id ?? '');
        const js = reached.filter((name) => {
          const chunk = byFile.get(name);
          if (chunk?.facadeModuleId && !isCss(chunk.facadeModuleId)) return true;
          return !chunk?.moduleIds.every(isCss);
        });
        file.routes[path] = {
          js: js.map((name) => `/${name}`),
          css: css.filter((name) => !entryCss.has(name)).map((name) => `/${name}`),
          fetch: options.fetches?.(path) ?? [],
          fetchWithoutSession: options.fetchWithoutSession?.(path) ?? false,
        };
      }
      this.emitFile({ type: 'asset', fileName: 'route-preloads.json', source: JSON.stringify(file) });
    },
  };
}
