import { expect, type Page, test } from '@playwright/test';
import { guardPage, recordTelegramEvents } from './play-games-helpers.ts';
import { saveScreenshot } from './support/screenshot.ts';
import { type TelegramTheme, telegramLaunchHash } from './support/telegram.ts';
import { mainButtonState, pressPrimary } from './support/telegram-events.ts';
import { signUp } from './support/users.ts';

// Phone screenshots of the Play and Games screens (`SCREENSHOTS=1 ... --project screenshots`), in the
// browser and in Telegram's light and dark themes: docs/screenshots/<feature>-<state>-<face>.png.
const faces = ['browser', 'tg-light', 'tg-dark'] as const;
type Face = (typeof faces)[number];

/** Signs a user in and opens `path` as that face (Telegram faces with signed launch params). */
async function open(page: Page, face: Face, path: string) {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  if (face === 'browser') {
    await signUp(page.context());
    await page.goto(path);
    return;
  }
  await recordTelegramEvents(page);
  const theme: TelegramTheme = face === 'tg-light' ? 'light' : 'dark';
  const launch = telegramLaunchHash({ theme });
  await signUp(page.context(), { telegramId: launch.user.id });
  await page.goto(`${path}#${launch.hash}`);
}

// 390x844 CSS pixels at scale 1: what a phone shows, in files small enough for the repository.
test.use({ deviceScaleFactor: 1 });

const shot = (page: Page, name: string) => saveScreenshot(page, name);
// The clicker's hourly cap on this run's server (playwright.config.ts: 3 in a test run, the product's
// 100 when taking screenshots).
const clickerCap = Number(process.env.CLICKER_HOURLY_CAP);

for (const face of faces) {
  test(`play feed (${face})`, async ({ page }) => {
    test.setTimeout(60_000);
    const guard = guardPage(page);
    await open(page, face, '/app/play');
    await expect(page.getByRole('heading', { name: 'Golden Hour on the Rooftop' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Play' })).toBeVisible();
    await shot(page, `play-feed-${face}`);

    await page.getByRole('button', { name: 'Like (8.9K)' }).click();
    await expect(page.getByTestId('play-earned')).toHaveText('0.010');
    await page.getByRole('button', { name: 'Play' }).click();
    await expect(page.getByTestId('play-estimate')).toHaveText(/^3 s/, { timeout: 8_000 });
    await shot(page, `play-watching-${face}`);
    guard.assertClean();
  });

  test(`games (${face})`, async ({ page }) => {
    // 123 taps on the clicker, then a 10 s Token Rush round: over 2 minutes on a loaded 2-core machine.
    test.setTimeout(180_000);
    const guard = guardPage(page);
    await open(page, face, '/app/games');
    await expect(page.getByText('20 of 20 games left today')).toBeVisible();
    await expect(page.getByText(`${clickerCap} of ${clickerCap} $CUM`)).toBeVisible();
    await shot(page, `games-list-${face}`);

    await page.getByRole('button', { name: 'Play CUM Clicker' }).click();
    const coin = page.getByRole('button', { name: 'Tap to earn' });
    for (let i = 0; i < 12; i++)
      await coin.click({ delay: 0, position: { x: 60 + i * 8, y: 80 + (i % 3) * 20 } });
    await expect(page.getByTestId('clicker-earned')).toHaveText('1.2 $CUM');
    // Mid-tap: a few more taps, their "+N" still floating when the picture is taken.
    for (let i = 0; i < 4; i++) await coin.click({ delay: 0, position: { x: 70 + i * 20, y: 90 } });
    await shot(page, `games-clicker-${face}`);

    await page.getByRole('button', { name: '‹ All games' }).click();
    await page.getByRole('button', { name: 'Play Token Rush' }).click();
    // Inside Telegram, Start is Telegram's MainButton (outside the page, so not in the picture).
    if (face === 'browser') await expect(page.getByRole('button', { name: 'Start game' })).toBeVisible();
    else
      await expect.poll(() => mainButtonState(page)).toMatchObject({ text: 'Start game', is_visible: true });
    await shot(page, `games-rush-ready-${face}`);
    await pressPrimary(page, 'Start game');
    await expect(page.getByRole('timer')).toContainText(/^[4-6]\.\d s$/, { timeout: 10_000 });
    await shot(page, `games-rush-playing-${face}`);
    await expect(page.getByTestId('rush-result')).toBeVisible({ timeout: 20_000 });
    await shot(page, `games-rush-result-${face}`);
    guard.assertClean();
  });
}
