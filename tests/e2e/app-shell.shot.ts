import { expect, type Page, test } from '@playwright/test';
import { saveScreenshot } from './support/screenshot.ts';
import { telegramLaunchHash } from './support/telegram.ts';
import { pressPrimary, recordTelegramEvents } from './support/telegram-events.ts';
import { type SignUpOptions, signUp } from './support/users.ts';

// Phone screenshots of the shell, sign-in and onboarding in the three faces (SCREENSHOTS=1,
// project "screenshots"): docs/screenshots/app-shell-<state>-<face>.png.
test.use({ deviceScaleFactor: 2 });
test.setTimeout(60_000);

const faces = ['browser', 'tg-light', 'tg-dark'] as const;
type Face = (typeof faces)[number];

/** Opens `path` in a face; `user` signs a user in first (through the API), else signed out. */
async function open(page: Page, face: Face, path: string, user?: SignUpOptions) {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  let telegramId: number | undefined;
  if (user) telegramId = (await signUp(page.context(), user)).telegramId;
  if (face === 'browser') {
    await page.goto(path);
    return;
  }
  await recordTelegramEvents(page);
  const theme = face === 'tg-light' ? 'light' : 'dark';
  // Signed out inside Telegram: initData the API refuses (another bot's signature) shows the dialog.
  const { hash } = telegramLaunchHash({
    theme,
    user: telegramId ? { id: telegramId } : undefined,
    token: user ? undefined : '1:wrong',
  });
  await page.goto(`${path}#${hash}`);
}

async function shot(page: Page, state: string, face: Face) {
  // Let tap ripples and sheet animations finish.
  await page.waitForTimeout(500);
  await saveScreenshot(page, `app-shell-${state}-${face}`);
}

for (const face of faces) {
  test.describe(face, () => {
    // Inside Telegram, initData the API refuses shows the expired-session screen, not the sign-in
    // dialog (the dialog's tabs belong to the browser).
    if (face !== 'browser')
      test('refused initData: the expired-session screen', async ({ page }) => {
        await open(page, face, '/app');
        await expect(
          page.getByText('This session has expired. Close and reopen the app from the bot.'),
        ).toBeVisible({ timeout: 8000 });
        await expect(page.getByRole('dialog')).toHaveCount(0);
        await shot(page, 'session-expired', face);
      });
    for (const tab of face === 'browser' ? (['Email', 'Wallet', 'Telegram'] as const) : []) {
      test(`sign-in dialog, ${tab} tab`, async ({ page }) => {
        await open(page, face, '/app');
        const dialog = page.getByRole('dialog');
        await expect(dialog).toBeVisible({ timeout: 8000 });
        await dialog.getByRole('tab', { name: tab }).click();
        if (tab === 'Email')
          await expect(dialog.getByRole('button', { name: 'Create Account' })).toBeVisible();
        if (tab === 'Wallet')
          await expect(dialog.getByRole('button', { name: /Connect Wallet/ })).toBeVisible();
        if (tab === 'Telegram') {
          await expect(dialog.getByRole('img', { name: 'Telegram login link' })).toBeVisible();
        }
        await page.waitForTimeout(400);
        await shot(page, `signin-${tab.toLowerCase()}`, face);
      });
    }

    test('/login welcome card', async ({ page }) => {
      await open(page, face, '/login', { welcomeBonus: true });
      await expect(page.getByRole('heading', { name: /Welcome, / })).toBeVisible();
      await shot(page, 'login-welcome', face);
    });

    test('onboarding: age step, step 3, step 6', async ({ page }) => {
      await open(page, face, '/app?ref=FRIEND42', { ageConfirmed: false, onboarded: false });
      await expect(page.getByRole('heading', { name: 'Adults only' })).toBeVisible();
      await page.getByRole('checkbox').check();
      await shot(page, 'onboarding-age', face);
      await page.getByRole('button', { name: 'I am 18 or older' }).click();
      for (const n of [1, 2]) {
        await expect(page.getByText(`Step ${n} of 6`)).toBeVisible();
        await pressPrimary(page, 'Continue');
      }
      await expect(page.getByText('Step 3 of 6')).toBeVisible();
      await shot(page, 'onboarding-step3', face);
      await page.getByRole('button', { name: 'Skip for now' }).click();
      for (const n of [4, 5]) {
        await expect(page.getByText(`Step ${n} of 6`)).toBeVisible();
        await pressPrimary(page, 'Continue');
      }
      await expect(page.getByRole('heading', { name: 'Ready to Start!' })).toBeVisible();
      await shot(page, 'onboarding-step6', face);
    });

    test('shell: Home, More sheet, bell sheet, avatar menu', async ({ page }) => {
      await open(page, face, '/app', { welcomeBonus: true });
      await expect(page.getByTestId('header-balance')).toContainText('1,000');
      await page.waitForTimeout(300);
      await shot(page, 'home', face);

      await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'More' }).click();
      await expect(page.getByRole('dialog', { name: 'More' }).getByText('Help')).toBeVisible();
      await page.waitForTimeout(600);
      await shot(page, 'more-sheet', face);
      await page.keyboard.press('Escape');
      await expect(page.getByRole('dialog')).toHaveCount(0);

      await page.getByRole('button', { name: /Notifications/ }).click();
      await expect(page.getByRole('dialog', { name: 'Notifications' }).getByText('+1,000')).toBeVisible();
      await page.waitForTimeout(600);
      await shot(page, 'bell-sheet', face);
      await page.keyboard.press('Escape');
      await expect(page.getByRole('dialog')).toHaveCount(0);

      await page.getByRole('button', { name: 'Account menu' }).click();
      await expect(page.getByRole('menu')).toBeVisible();
      await shot(page, 'avatar-menu', face);
    });
  });
}
