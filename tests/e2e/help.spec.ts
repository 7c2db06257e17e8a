import { expect, test } from '@playwright/test';
import { expectAccessible, watchPage } from './support/screen-checks.ts';
import { signUp } from './support/users.ts';

test.describe('help', () => {
  test.describe.configure({ timeout: 60_000 });

  test('the FAQ opens an answer and support is named', async ({ page }) => {
    const checks = watchPage(page);
    await signUp(page.context());
    await page.goto('/app/help');
    await expect(page.getByRole('heading', { name: 'Frequently Asked Questions' })).toBeVisible();
    await page.getByText('How do referrals work?').click();
    await expect(page.getByText(/gets 100 \$CUM at once, and you get 500 \$CUM/)).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Contact Support' })).toBeVisible();
    await expectAccessible(page, 'Help');
    await page.getByRole('link', { name: 'Profile → Activity' }).click();
    await expect(page.getByRole('tab', { name: 'Activity' })).toHaveAttribute('aria-selected', 'true');
    checks.expectClean();
  });
});
