import { contract } from '@cum/shared/contract';
import { expect, test } from '@playwright/test';
import { linkPath, waitForMail } from './support/mailbox.ts';
import { saveScreenshot } from './support/screenshot.ts';
import { signUp } from './support/users.ts';

// Browser-face screenshots of the email pages (`SCREENSHOTS=1 ... --project screenshots`).
const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;

test('email pages', async ({ page }) => {
  const email = `shot-${unique()}@example.com`;
  await page.request.post(contract.auth.register.path, {
    data: { email, username: `shot_${unique()}`, password: 'violet tractor harbour' },
  });
  await page.goto(linkPath(await waitForMail(email, /Confirm your email/)));
  await expect(page.locator('p.email-page__text')).toContainText('confirmed');
  await saveScreenshot(page, `account-email-verified-browser`);

  await page.goto('/forgot-password');
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.locator('p.email-page__text')).toContainText('Check your inbox');
  await saveScreenshot(page, `account-email-forgot-browser`);

  await page.goto(linkPath(await waitForMail(email, /Reset your/)));
  await page.getByLabel('New password', { exact: true }).fill('copper lantern meadow');
  await page.getByLabel('Repeat the new password').fill('copper lantern');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByRole('alert')).toBeVisible();
  await saveScreenshot(page, `account-email-reset-mismatch-browser`);

  await signUp(page.context());
  await page.goto('/app/account/email');
  await page.getByLabel('New email').fill(`tg-${unique()}@example.com`);
  await page.getByLabel('Choose a password').fill('violet tractor harbour');
  await page.getByRole('button', { name: 'Send confirmation link' }).click();
  await expect(page.getByText('Waiting for you to open the link we sent')).toBeVisible();
  await saveScreenshot(page, `account-email-account-browser`);
});
