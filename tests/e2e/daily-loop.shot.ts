import { join } from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { watchPage } from './support/screen-checks.ts';
import { type TelegramTheme, telegramLaunchHash } from './support/telegram.ts';
import { recordTelegramEvents } from './support/telegram-events.ts';
import { signUp } from './support/users.ts';

// Phone screenshots of the daily loop (`SCREENSHOTS=1 ... --project screenshots`): the clicker mid-tap,
// the streak calendar and a claim's celebration, in the browser and Telegram's light and dark themes.
const outDir = join(import.meta.dirname, '..', '..', 'docs', 'screenshots');
const faces = ['browser', 'tg-light', 'tg-dark'] as const;
type Face = (typeof faces)[number];

async function open(page: Page, face: Face, path: string) {
  if (face === 'browser') {
    await signUp(page.context(), { welcomeBonus: true });
    await page.goto(path);
    return;
  }
  await recordTelegramEvents(page);
  const theme: TelegramTheme = face === 'tg-light' ? 'light' : 'dark';
  const launch = telegramLaunchHash({ theme });
  await signUp(page.context(), { telegramId: launch.user.id, welcomeBonus: true });
  await page.goto(`${path}#${launch.hash}`);
}

test.use({ deviceScaleFactor: 1 });
const shot = (page: Page, name: string) => page.screenshot({ path: join(outDir, `${name}.png`) });

for (const face of faces) {
  test(`daily loop (${face})`, async ({ page }) => {
    test.setTimeout(60_000);
    const checks = watchPage(page);
    await open(page, face, '/app/games');
    await page.getByRole('button', { name: 'Play CUM Clicker' }).click();
    const coin = page.getByRole('button', { name: 'Tap to earn' });
    for (let i = 0; i < 12; i++) await coin.click({ position: { x: 50 + i * 8, y: 70 + (i % 3) * 25 } });
    await expect(page.getByTestId('clicker-earned')).toHaveText('1.2 $CUM');
    for (let i = 0; i < 4; i++) await coin.click({ position: { x: 60 + i * 25, y: 95 } });
    await shot(page, `clicker-mid-tap-${face}`);

    await page.goto(face === 'browser' ? '/app' : page.url().replace('/app/games', '/app'));
    const calendar = page.getByTestId('streak-calendar');
    await calendar.scrollIntoViewIfNeeded();
    await expect(calendar.getByRole('listitem')).toHaveCount(7);
    await shot(page, `streak-calendar-${face}`);

    if (face === 'browser') {
      await page.getByRole('button', { name: /^Claim day 1/ }).click();
    } else {
      await page.evaluate(() =>
        window.dispatchEvent(
          new MessageEvent('message', {
            data: JSON.stringify({ eventType: 'secondary_button_pressed' }),
            source: window.parent,
          }),
        ),
      );
    }
    await expect(page.getByTestId('coin-burst')).toBeAttached();
    await page.waitForTimeout(250);
    await shot(page, `claim-celebration-${face}`);
    checks.expectClean();
  });
}
