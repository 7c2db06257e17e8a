import { defineConfig } from 'vitest/config';

// One vitest run covers every workspace; browser end-to-end tests run under Playwright instead.
// Tests run in a random order (the seed is printed at the start: `--sequence.seed=N` repeats a run), so
// a test that leans on another's leftovers fails here rather than after someone reorders a file.
export default defineConfig({
  test: {
    sequence: { shuffle: true },
    projects: [
      { test: { name: 'shared', root: './shared', include: ['test/**/*.test.ts'] } },
      {
        // The embedded MongoDB-compatible database (its own package, @cum/embedded-mongo).
        test: {
          name: 'db',
          root: './db',
          include: ['test/**/*.test.ts'],
          testTimeout: 30_000,
          hookTimeout: 30_000,
        },
      },
      {
        test: {
          name: 'api',
          root: './api',
          include: ['test/**/*.test.ts', 'src/**/*.test.ts'],
          testTimeout: 30_000,
          hookTimeout: 30_000,
        },
      },
      { test: { name: 'bot', root: './bot', include: ['test/**/*.test.ts'], testTimeout: 30_000 } },
      {
        // The composition entries (server, standalone bot, standalone database) as real processes.
        test: {
          name: 'server',
          root: './server',
          include: ['test/**/*.test.ts'],
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'miniapp',
          root: './miniapp',
          include: ['test/**/*.test.ts', 'test/**/*.test.tsx'],
          // The app's English catalog (shared/locales/en/app.ftl), loaded as the app loads it.
          setupFiles: ['test/setup-i18n.ts'],
        },
      },
      {
        // Cross-package suites: bad input on every route (fuzz) and crash recovery (faults).
        test: {
          name: 'tests',
          root: './tests',
          include: ['fuzz/**/*.test.ts', 'faults/**/*.test.ts'],
          testTimeout: 240_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
