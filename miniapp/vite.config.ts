import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { bundleBudget } from './bundle-budget.ts';
import { signedInCommon } from './chunk-groups.ts';
import { precompress } from './precompress.ts';
import { routePreloads } from './route-preloads.ts';
import { paths } from './src/app/paths.ts';
import { frameScreens, layoutFiles, pageScreens, type Screen, screenFile } from './src/app/screens.ts';
import { firstReads } from './src/lib/early-requests.ts';

const adminCode = ['src/features/admin/'];
// A first screen carries only the contract areas it calls (see treeshake below); the admin's schemas
// are the largest, so finding them there means something imported the whole contract again.
// The Telegram SDK loads only inside Telegram (lib/telegram-sdk.ts), never with a first screen.
const notFirstScreen = [
  ...adminCode,
  'shared/src/contract/admin.ts',
  'shared/src/contract/index.ts',
  'node_modules/@telegram-apps/sdk',
];

// What the first screen of each app path loads: the router's lazy layouts and the screen, both read
// from the screen table (src/app/screens.ts) that the router itself uses. The server preloads them
// with index.html. On-demand screens (admin, developer pages) are left to load when opened.
// Every app path also shows texts: main.tsx loads the app catalog's module, which then loads Fluent's
// runtime and the English catalog (every language's fallback, so never a wasted download). Left to
// those imports they were two more round trips before the first screen (entry -> catalog module ->
// runtime and English texts); preloaded they arrive with the entry.
const texts = ['src/i18n/app-catalog.ts', 'src/i18n/fluent-runtime.ts', 'shared/locales/en/app.ftl?raw'];
const signedInRoot = [...layoutFiles.signedInRoot, ...texts];
const { frame } = layoutFiles;
const preloaded = (list: readonly Screen[]) => list.filter((screen) => !screen.onDemand);
const routeModules: Record<string, string[]> = {
  ...Object.fromEntries(
    preloaded(frameScreens).map((screen) => [screen.path, [...signedInRoot, frame, screenFile(screen)]]),
  ),
  [`${paths.app}/*`]: [...signedInRoot, frame],
  ...Object.fromEntries(
    preloaded(pageScreens).map((screen) => [screen.path, [...signedInRoot, screenFile(screen)]]),
  ),
};

// The API serves miniapp/dist itself in production; in development Vite proxies /api to it so the
// session cookie stays same-origin.
export default defineConfig({
  root: import.meta.dirname,
  plugins: [
    react(),
    precompress(),
    routePreloads({
      routes: routeModules,
      prefixes: { [`${paths.app}/`]: `${paths.app}/*` },
      // `/app/*` stands for every other app path: the user only (Home's reads are for `/app` itself).
      fetches: (path) => firstReads(path.replace('/*', '/x')),
      // Only a browser opens /login, where the page asks exactly that request, signed in or not.
      fetchWithoutSession: (path) => path === paths.login,
    }),
    // Issue 9's speed budgets: what each kind of first visit downloads before it can be used.
    bundleBudget(
      [
        {
          name: 'landing page (/)',
          modules: ['src/main.tsx', 'src/features/landing/landing-page.tsx'],
          maxKb: 80,
          forbidden: ['shared/src/contract/', 'node_modules/zod/', 'node_modules/react-router', ...adminCode],
        },
        {
          name: 'app (/app, before its first screen)',
          modules: ['src/main.tsx', 'src/app/app.tsx', 'src/app/signed-in-root.tsx', 'src/app/app-frame.tsx'],
          // 160.6 kB on 25 November 2026 (Telegram SDK only inside Telegram, contract by area); was 200.
          // 149.0 kB on 26 November 2026 (react-router's declarative mode instead of the data router).
          maxKb: 155,
          forbidden: notFirstScreen,
        },
        {
          name: 'sign-in (/login)',
          modules: [
            'src/main.tsx',
            'src/app/app.tsx',
            'src/app/signed-in-root.tsx',
            'src/features/auth/login-page.tsx',
          ],
          // 160.3 kB on 25 November 2026; was 195. 147.8 kB on 26 November 2026 (declarative router).
          // 161.8 kB on 27 November 2026: the email forms on react-hook-form (issue 30, +13 kB).
          maxKb: 165,
          forbidden: notFirstScreen,
        },
      ],
      // Issue 28: each language's catalog is a chunk of its own per domain, loaded only for that
      // language (English too, as every language's fallback), beside the app's chunks; so is Fluent's
      // runtime (i18n/fluent-runtime.ts), which every language needs.
      [
        { name: 'language', test: /shared\/locales\/[^/]+\/[^/]+\.ftl/, maxKb: 15 },
        { name: 'runtime', test: /src\/i18n\/fluent-runtime\.ts$/, maxKb: 5 },
      ],
    ),
  ],
  server: {
    port: 5173,
    proxy: { '/api': { target: 'http://localhost:3000', changeOrigin: false } },
  },
  preview: {
    proxy: { '/api': { target: 'http://localhost:3000', changeOrigin: false } },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    rolldownOptions: {
      // The contract's modules only declare schemas (zod), but a bundler cannot know that a top-level
      // z.object(...) call has no side effects. Said here, a chunk carries only the contract areas its
      // modules use (imported as `* as contract` from '@cum/shared/contract/areas'): building a
      // schema is most of zod's start-up cost on a slow phone, and /app's first screen needs 5 of 14
      // areas, /login 3.
      treeshake: {
        moduleSideEffects: (id: string) => !/[\\/]shared[\\/]src[\\/]contract[\\/]/.test(id),
      },
      output: {
        // Fewer, larger chunks for the signed-in app: left alone, every small UI-kit component and
        // library module becomes its own file (~35 requests before the first screen), and a phone on
        // HTTP/1.1 fetches six at a time. The kit's sheets (Modal, which pulls vaul and Radix) stay
        // apart so they still load on the first tap only.
        codeSplitting: {
          // A group takes only the modules it names, not what they import (React stays in the entry).
          includeDependenciesRecursively: false,
          groups: [
            {
              name: 'telegram-sdk',
              test: /node_modules[\\/](@telegram-apps[\\/](?!telegram-ui)|better-promises)/,
            },
            {
              // Shared with the landing page: the translation API the screens call (not Fluent's
              // runtime, the catalogs or the choice of language: main.tsx loads those beside the app's
              // chunks), number formats and the toast store. One file: the landing page loads them all.
              name: 'i18n',
              test: /miniapp[\\/]src[\\/](i18n[\\/](i18n|use-t|initial-language|catalog-loaders)|lib[\\/](launch-params|format)|ui[\\/]toast[\\/]toast-store)\.ts$|shared[\\/]src[\\/]domain[\\/](languages|rewards|referrals|money|time|deep-links)\.ts$|node_modules[\\/]zustand[\\/]esm[\\/](vanilla|react)\.mjs$/,
            },
            {
              // Everything every signed-in first screen (/app/**, /login) runs besides its own layout
              // and screen, as one file: the router, the providers, TanStack Query, the UI kit (but its
              // sheets: Modal pulls vaul and Radix, loaded on the first tap), zod and the first-screen
              // contract areas, the API client and the small lib modules the screens share. Left to
              // automatic splitting these were ~20 files of 0.1-26 kB; on a phone's HTTP/1.1 (six
              // connections, each small file a round trip) the many small ones kept the large ones to a
              // sixth of the bandwidth (Lighthouse's simulation: docs/benchmarks.md, seventh pass).
              name: 'signed-in',
              test: signedInCommon,
            },
            {
              // The sign-in page with the panel it shares with /app's signed-out sheet, and the email
              // forms' react-hook-form (the admin dialogs, lazy, take it from here): one file instead
              // of five on /login's first screen.
              name: 'auth',
              test: /miniapp[\\/]src[\\/](features[\\/]auth[\\/](?!signed-out-gate|sign-in-modal)|lib[\\/](field-limits|contract-form)\.ts$)|node_modules[\\/](react-hook-form|@hookform)[\\/]/,
            },
          ],
        },
      },
    },
  },
});
