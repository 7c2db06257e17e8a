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

  test('developer pages do not exist in the production build', async ({ page }) => {
    for (const path of ['/platform-demo', '/telegram-test']) {
      await page.goto(path);
      await expect(page.locator('section#tokenomics')).toHaveCount(1);
      await expect(page.getByRole('heading', { name: /Platform demo|Telegram test/ })).toHaveCount(0);
    }
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

  test('inside Telegram (launch params in the URL) the root opens /app and calls carry the tma header', async ({
    page,
  }) => {
    const initData = new URLSearchParams({
      user: JSON.stringify({ id: 777, first_name: 'Tg', username: 'tg_user' }),
      auth_date: String(Math.floor(Date.now() / 1000)),
      hash: '0'.repeat(64),
      signature: 'test',
    }).toString();
    const launch = new URLSearchParams({
      tgWebAppData: initData,
      tgWebAppVersion: '8.0',
      tgWebAppPlatform: 'android',
      tgWebAppThemeParams: JSON.stringify({ bg_color: '#17212b', text_color: '#f5f5f5' }),
    }).toString();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    const userCall = page.waitForRequest((req) => req.url().endsWith(contract.profile.getUser.path));

    await page.goto(`/#${launch}`);
    expect((await userCall).headers().authorization).toBe(`tma ${initData}`);
    await expect(page).toHaveURL(/\/app$/);
    // The fake initData is not signed by a bot token, so the API refuses it and the gate asks to sign in.
    await expect(page.getByText('Please sign in to continue')).toBeVisible();
    expect(errors).toEqual([]);
  });
});
