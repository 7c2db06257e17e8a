import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import {
  E2E_ADMIN_EMAIL,
  E2E_ADMIN_TELEGRAM_ID,
  E2E_BOT_TOKEN,
  E2E_BOT_USERNAME,
} from './e2e/support/env.ts';

// A fixed port away from the development default (3000) so a running dev server does not collide;
// E2E_PORT moves it when several checkouts run their browser tests at once.
const port = Number(process.env.E2E_PORT ?? 3107);
const baseURL = `http://127.0.0.1:${port}`;
// The embedded database runs as its own server so tests can reach the same data as the API (e.g. to
// confirm a Telegram login link as the bot would): E2E_DB_URI, see e2e/support/services.ts.
const dbPort = port + 1000;
export const e2eDbUri = `mongodb://127.0.0.1:${dbPort}/cum`;
process.env.E2E_DB_URI = e2eDbUri;
const repoRoot = join(import.meta.dirname, '..');
// A fresh embedded database per run: the tests never see data left by an earlier run.
// Workers inherit E2E_DATA_DIR, so they read the server's development mailbox (DATA_DIR/mail).
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(join(tmpdir(), 'cum-e2e-'));
process.env.E2E_DATA_DIR = dataDir;
const ci = Boolean(process.env.CI);
// README screenshots are written only on request (`npm run screenshots -w tests`); the `*.shot.ts`
// specs themselves run in every test run (project "phone"), so their assertions always count.
const screenshots = process.env.SCREENSHOTS === '1';
// The clicker pays at most CLICKER_HOURLY_CAP $CUM an hour (100): reaching that takes 500 s at the
// fastest pace the server accepts, so the browser test's server caps it at 3 (~15 s). Screenshots
// show the product default. The API's web server inherits this from process.env.
process.env.CLICKER_HOURLY_CAP ??= screenshots ? '100' : '3';

// Debian's Chromium (installed by .ci/run); Playwright's own browser download cannot run here.
const launchOptions = {
  executablePath: '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-dev-shm-usage'],
};

// A mid-size phone; the landing page is also checked at 360 px inside the tests.
const phone = {
  ...devices['Pixel 7'],
  viewport: { width: 390, height: 844 },
  isMobile: true,
  hasTouch: true,
  launchOptions,
};

export default defineConfig({
  testDir: './e2e',
  outputDir: '../test-results/e2e',
  fullyParallel: true,
  forbidOnly: ci,
  retries: ci ? 1 : 0,
  workers: 2,
  timeout: 20_000,
  expect: { timeout: 5_000 },
  reporter: ci ? [['list'], ['html', { open: 'never', outputFolder: '../playwright-report' }]] : 'list',
  use: {
    baseURL,
    headless: true,
    // Tracing costs a lot of CPU on a 2-core machine; record it only when CI retries a failure.
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
    launchOptions,
  },
  projects: [
    {
      name: 'phone',
      testMatch: /.*\.(spec|shot)\.ts/,
      use: phone,
    },
    {
      name: 'desktop',
      // Layout-dependent checks only; API and gate behaviour do not change with the screen size.
      testMatch: /landing\.spec\.ts/,
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 }, launchOptions },
    },
    ...(screenshots ? [{ name: 'screenshots', testMatch: /.*\.shot\.ts/, use: phone }] : []),
  ],
  webServer: [
    {
      // The embedded MongoDB-compatible database (`npm run db`), files in this run's temp dir.
      command: 'npx tsx server/src/db-main.ts',
      cwd: repoRoot,
      port: dbPort,
      env: { DB_PORT: String(dbPort), DATA_DIR: dataDir },
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      // The real API: it serves miniapp/dist (built by `npm run test:e2e` first) and /api on one origin.
      command: 'npx tsx server/src/main.ts',
      cwd: repoRoot,
      url: `${baseURL}/api/health`,
      env: {
        PORT: String(port),
        APP_ENV: 'test',
        DATA_DIR: dataDir,
        MONGODB_URI: e2eDbUri,
        HOST: '127.0.0.1',
        PUBLIC_URL: baseURL,
        // initData is validated with this token; the bot itself does not run (no Telegram here).
        BOT_TOKEN: E2E_BOT_TOKEN,
        BOT_USERNAME: E2E_BOT_USERNAME,
        BOT_EMBEDDED: 'false',
        ADMIN_TELEGRAM_IDS: String(E2E_ADMIN_TELEGRAM_ID),
        ADMIN_EMAILS: E2E_ADMIN_EMAIL,
      },
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
  ],
});
