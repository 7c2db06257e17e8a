import { contract } from '@cum/shared/contract';
import { expect, test } from '@playwright/test';

const community = (page: import('@playwright/test').Page) => page.locator('#community form');
const closing = (page: import('@playwright/test').Page) =>
  page.locator('section[aria-labelledby="closing-title"] form');

test.describe('landing newsletter forms', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  test('the community form asks for an email when it is empty, without calling the API', async ({ page }) => {
    let called = false;
    page.on('request', (req) => {
      if (req.url().endsWith(contract.misc.newsletter.path)) called = true;
    });
    await community(page).getByRole('button', { name: 'Subscribe' }).click();
    const alert = page.getByRole('alert');
    await expect(alert).toContainText('Email Required');
    await expect(alert).toContainText('Please enter your email address');
    expect(called).toBe(false);
  });

  test('subscribing shows the success toast and clears the field', async ({ page }) => {
    const form = community(page);
    const input = form.getByLabel('Email address');
    await input.fill(`fan-${Date.now()}@example.com`);
    await form.getByRole('button', { name: 'Subscribe' }).click();
    const status = page.getByRole('status');
    await expect(status).toContainText('Success!');
    await expect(status).toContainText('Thank you for subscribing!');
    await expect(input).toHaveValue('');
  });

  test("a malformed address shows the server's message in an error toast", async ({ page }) => {
    const form = community(page);
    await form.getByLabel('Email address').fill('not-an-email');
    await form.getByRole('button', { name: 'Subscribe' }).click();
    const alert = page.getByRole('alert');
    await expect(alert).toContainText('Error');
    // The server's sentence names the field; the generic fallback would not.
    await expect(alert).toContainText(/email/i);
    await expect(alert).not.toContainText('Failed to subscribe');
    await expect(form.getByLabel('Email address')).toHaveValue('not-an-email');
  });

  test('the closing form relies on the browser check and sends nothing when empty', async ({ page }) => {
    let called = false;
    page.on('request', (req) => {
      if (req.url().endsWith(contract.misc.newsletter.path)) called = true;
    });
    const form = closing(page);
    await form.getByRole('button', { name: 'Subscribe' }).click();
    expect(
      await form.getByLabel('Email address').evaluate((el: HTMLInputElement) => el.validity.valueMissing),
    ).toBe(true);
    await expect(page.getByRole('alert')).toHaveCount(0);
    expect(called).toBe(false);
  });
});
