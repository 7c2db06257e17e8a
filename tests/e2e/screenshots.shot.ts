import { join } from 'node:path';
import { expect, test } from '@playwright/test';

// Phone screenshots for the README (`npm run screenshots -w tests`). Each waits for the content it
// shows, so a broken page fails here instead of being saved as a picture.
const outDir = join(import.meta.dirname, '..', '..', 'docs', 'screenshots');

test('landing page, first screen and full page', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.screenshot({ path: join(outDir, 'landing-phone.png') });
  await page.screenshot({ path: join(outDir, 'landing-phone-full.png'), fullPage: true });
});

test('landing page with the mobile menu open', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Open menu' }).click();
  await expect(page.getByRole('navigation', { name: 'Menu' })).toBeVisible();
  await page.screenshot({ path: join(outDir, 'landing-phone-menu.png') });
});

test('access gate for a signed-out visitor', async ({ page }) => {
  await page.goto('/app');
  await expect(page.getByText('Please sign in to continue')).toBeVisible();
  await page.screenshot({ path: join(outDir, 'gate-phone.png') });
});
