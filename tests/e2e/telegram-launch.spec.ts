import { createHmac } from 'node:crypto';
import { contract } from '@cum/shared/contract';
import { expect, test } from '@playwright/test';
import { E2E_BOT_TOKEN } from './support/env.ts';
import { telegramLaunchHash, telegramThemes } from './support/telegram.ts';
import { recordTelegramEvents, telegramEvents } from './support/telegram-events.ts';
import { freshTelegramId } from './support/users.ts';

/**
 * Telegram launches that must always work (miniapp/src/lib/launch-params.ts): initData without the
 * `signature` field (older clients), refused initData (the Telegram screen, never the web sheet), and
 * Telegram's chrome coloured from the theme.
 */
const shots = 'test-results/telegram-launch';

/** initData as a client that predates `signature` sends it: signed (hash) with the bot token only. */
function initDataWithoutSignature(user: { id: number; first_name: string }, authDate = new Date()) {
  const fields: Record<string, string> = {
    auth_date: String(Math.floor(authDate.getTime() / 1000)),
    user: JSON.stringify(user),
  };
  const check = Object.keys(fields)
    .sort()
    .map((key) => `${key}=${fields[key]}`)
    .join('\n');
  const secret = createHmac('sha256', 'WebAppData').update(E2E_BOT_TOKEN).digest();
  const hash = createHmac('sha256', secret).update(check).digest('hex');
  return new URLSearchParams({ ...fields, hash }).toString();
}

test.describe('Telegram launch', () => {
  test.setTimeout(60_000);

  test('initData without `signature` signs in, sent exactly as Telegram handed it over', async ({ page }) => {
    await recordTelegramEvents(page);
    const initData = initDataWithoutSignature({ id: freshTelegramId(), first_name: 'Old' });
    const launch = new URLSearchParams({
      tgWebAppData: initData,
      tgWebAppVersion: '7.0',
      tgWebAppPlatform: 'android',
      tgWebAppThemeParams: JSON.stringify(telegramThemes.dark),
    }).toString();
    const signIn = page.waitForRequest((r) => r.url().endsWith(contract.auth.telegram.path));
    await page.goto(`/app#${launch}`);
    expect((await signIn).headers().authorization).toBe(`tma ${initData}`);
    await expect(page.getByRole('heading', { name: 'Adults only' })).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page.getByText('Please sign in to continue')).toHaveCount(0);
  });

  for (const theme of ['light', 'dark'] as const) {
    test(`expired initData (${theme}) shows the Telegram screen with Close, never the web sign-in sheet`, async ({
      page,
    }) => {
      await recordTelegramEvents(page);
      const { hash } = telegramLaunchHash({
        theme,
        user: { id: freshTelegramId() },
        authDate: new Date(Date.now() - 3 * 24 * 60 * 60 * 1000),
      });
      await page.goto(`/app#${hash}`);
      await expect(
        page.getByText('This session has expired. Close and reopen the app from the bot.'),
      ).toBeVisible();
      await expect(page.getByRole('dialog')).toHaveCount(0);
      await expect(page.getByText('Please sign in to continue')).toHaveCount(0);
      await page.screenshot({ path: `${shots}/expired-${theme}.png` });
      await page.getByRole('button', { name: 'Close' }).click();
      await expect
        .poll(async () => (await telegramEvents(page)).map((e) => e.name))
        .toContain('web_app_close');
    });
  }

  test("Telegram's header, background and bottom bar take the theme's colours, also after a theme change", async ({
    page,
  }) => {
    await recordTelegramEvents(page);
    const { hash } = telegramLaunchHash({ theme: 'light', user: { id: freshTelegramId() } });
    await page.goto(`/app#${hash}`);
    await expect(page.getByRole('heading', { name: 'Adults only' })).toBeVisible();
    const last = async (name: string) =>
      (await telegramEvents(page)).filter((e) => e.name === name).at(-1)?.data as
        | { color?: string }
        | undefined;
    await expect.poll(() => last('web_app_set_header_color')).toEqual({ color: '#ffffff' });
    await expect.poll(() => last('web_app_set_background_color')).toEqual({ color: '#ffffff' });
    await expect.poll(() => last('web_app_set_bottom_bar_color')).toEqual({ color: '#ffffff' });

    // The user switches Telegram to its dark theme while the app is open.
    await page.evaluate((theme) => {
      window.dispatchEvent(
        new MessageEvent('message', {
          data: JSON.stringify({ eventType: 'theme_changed', eventData: { theme_params: theme } }),
          source: window.parent,
        }),
      );
    }, telegramThemes.dark);
    await expect.poll(() => last('web_app_set_header_color')).toEqual({ color: '#212121' });
    await expect.poll(() => last('web_app_set_background_color')).toEqual({ color: '#212121' });
  });
});
