import { join } from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { createTask, unique } from './earn-helpers.ts';
import { openInTelegram } from './i18n-support.ts';
import { freshTelegramId, signUp } from './support/users.ts';

// Issue 28: Home, Tasks, Games and the Profile settings in Russian (the longest texts) and Persian
// (right to left), Telegram dark, 390x844: docs/screenshots/i18n-<screen>-<language>-tg-dark.png
// (`SCREENSHOTS=1 ... --project screenshots i18n.shot`).
const outDir = join(import.meta.dirname, '..', '..', 'docs', 'screenshots');

test.use({ deviceScaleFactor: 2 });
test.describe.configure({ timeout: 180_000 });

async function shot(page: Page, name: string, language: string) {
  await page.evaluate(() => document.querySelector<HTMLButtonElement>('.toast__close')?.click());
  await page.screenshot({ path: join(outDir, `i18n-${name}-${language}-tg-dark.png`) });
}

test.beforeAll(async ({ browser }) => {
  const admin = await browser.newContext();
  await signUp(admin, { asAdmin: true });
  const id = unique();
  await createTask(admin, { title: `Daily check-in ${id}`, reward: 25, type: 'daily' });
  await createTask(admin, { title: `Weekly quiz ${id}`, reward: 100, type: 'weekly' });
  await admin.close();
});

for (const language of ['ru', 'fa'] as const) {
  test(`home, tasks, games and settings (${language})`, async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    const telegramId = freshTelegramId();
    await signUp(page.context(), { telegramId, firstName: 'Alex', lastName: 'Tester', welcomeBonus: true });
    await openInTelegram(page, '/app', telegramId, language);
    await expect(page.locator('html')).toHaveAttribute('lang', language);
    await expect(page.getByTestId('home-balance')).toBeVisible();
    await expect(page.getByTestId('home-rank')).toBeVisible();
    // The reward and streak cards have their answers (not their loading skeletons) in the picture.
    await expect(page.getByTestId('reward-ready-native')).toBeVisible();
    await expect(page.getByTestId('streak-calendar')).toBeVisible();
    await shot(page, 'home', language);

    await page.goto('/app/tasks');
    await expect(page.locator('.task-row').first()).toBeVisible();
    await shot(page, 'tasks', language);

    await page.goto('/app/games');
    await expect(page.getByTestId('rush-daily-count')).not.toHaveText('');
    await shot(page, 'games', language);

    await page.goto('/app/profile?tab=settings');
    await expect(page.getByTestId('language-select')).toHaveValue(language);
    await shot(page, 'settings', language);
  });
}
