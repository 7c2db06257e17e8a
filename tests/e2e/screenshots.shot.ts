import { expect, type Page, test } from '@playwright/test';
import { saveScreenshot } from './support/screenshot.ts';

// Phone screenshots for the README (`npm run screenshots -w tests`). Each waits for the content it
// shows, so a broken page fails here instead of being saved as a picture.

// Scale 2 keeps the pictures sharp while the PNGs stay small enough for the repository.
test.use({ deviceScaleFactor: 2 });

async function openLanding(page: Page) {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
}

test('landing page: hero', async ({ page }) => {
  await openLanding(page);
  await saveScreenshot(page, 'landing-phone');
});

test('landing page: mobile menu', async ({ page }) => {
  await openLanding(page);
  await page.getByRole('button', { name: 'Open menu' }).click();
  await expect(page.getByRole('navigation', { name: 'Menu' })).toBeVisible();
  await saveScreenshot(page, 'landing-phone-menu');
});

for (const id of ['tokenomics', 'roadmap', 'creators', 'community', 'faq'] as const) {
  test(`landing page: ${id} section`, async ({ page }) => {
    await openLanding(page);
    await page.evaluate((sectionId) => document.getElementById(sectionId)?.scrollIntoView(), id);
    await expect(page.locator(`#${id}`)).toBeInViewport();
    if (id === 'faq') await page.locator('#faq .faq__question').first().click();
    if (id === 'community') {
      await page.locator('#community').getByRole('button', { name: 'Subscribe' }).click();
      await expect(page.getByRole('alert')).toBeVisible();
    }
    await saveScreenshot(page, `landing-phone-${id}`);
  });
}

test('access gate for a signed-out visitor', async ({ page }) => {
  await page.goto('/app');
  await expect(page.getByText('Please sign in to continue')).toBeVisible();
  await saveScreenshot(page, 'gate-phone');
});
