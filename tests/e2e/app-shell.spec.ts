import { contract } from '@cum/shared/contract';
import { expect, test } from '@playwright/test';

test.describe('app shell', () => {
  test('/app shows the sign-in prompt to a signed-out visitor', async ({ page }) => {
    await page.goto('/app');
    await expect(page.getByText('Please sign in to continue')).toBeVisible();
    await page.getByRole('link', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/login\?redirect=%2Fapp$/);
    for (const tab of ['Email', 'Wallet', 'Telegram']) {
      await expect(page.getByRole('listitem').filter({ hasText: tab })).toBeVisible();
    }
  });

  test('a deep link such as /app/tasks is served the app (SPA fallback) and gated', async ({
    page,
    request,
  }) => {
    const res = await request.get('/app/tasks');
    expect(res.status()).toBe(200);
    expect(res.headers()['content-type']).toContain('text/html');
    expect(await res.text()).toContain('<div id="root">');

    await page.goto('/app/tasks');
    await expect(page.getByText('Please sign in to continue')).toBeVisible();
    // The gate remembers where the visitor was going, for after sign-in.
    expect(await page.evaluate(() => sessionStorage.getItem('intendedUrl'))).toBe('/app/tasks');
  });

  test('an unknown /api path is a JSON 404, not the app page', async ({ request }) => {
    const res = await request.get('/api/this-does-not-exist');
    expect(res.status()).toBe(404);
    expect(res.headers()['content-type']).toContain('application/json');
  });

  test('GET /api/health answers ok', async ({ request }) => {
    const res = await request.get(contract.misc.health.path);
    expect(res.status()).toBe(200);
    expect(contract.misc.health.response.parse(await res.json())).toEqual({ status: 'ok' });
  });
});
