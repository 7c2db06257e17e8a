import { join } from 'node:path';
import type { Page, PageScreenshotOptions } from '@playwright/test';

/**
 * The `*.shot.ts` specs run in every browser test run, so their assertions guard the screens they
 * show; the README pictures themselves are written only on request (`npm run screenshots -w tests`
 * sets SCREENSHOTS=1), never by an ordinary run.
 */
export const screenshotsOn = process.env.SCREENSHOTS === '1';
const outDir = join(import.meta.dirname, '..', '..', '..', 'docs', 'screenshots');

/** docs/screenshots/<name>.png when pictures are asked for; otherwise nothing. */
export async function saveScreenshot(
  page: Page,
  name: string,
  options: Omit<PageScreenshotOptions, 'path'> = {},
): Promise<void> {
  if (!screenshotsOn) return;
  await page.screenshot({ ...options, path: join(outDir, `${name}.png`) });
}
