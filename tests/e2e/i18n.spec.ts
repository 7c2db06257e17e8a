import { expect, test } from '@playwright/test';
import { openInTelegram } from './i18n-support.ts';
import { expectAccessible, watchPage } from './support/screen-checks.ts';
import { mainButtonState, pressMainButton } from './support/telegram-events.ts';
import { currentUser, freshTelegramId, signUp } from './support/users.ts';

// Issue 28: the app speaks the user's language (Telegram's language_code, the browser's languages,
// the stored Settings choice), mirrored for Persian, English for anything unknown.
test.describe('languages', () => {
  test.describe.configure({ timeout: 60_000 });

  test('Telegram language_code ru: Russian labels, amounts and plurals', async ({ page }) => {
    const checks = watchPage(page);
    const telegramId = freshTelegramId();
    await signUp(page.context(), { telegramId, firstName: 'Alex', welcomeBonus: true });
    await openInTelegram(page, '/app', telegramId, 'ru');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ru');
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
    await expect(page.getByRole('heading', { name: 'Добро пожаловать, Alex!' })).toBeVisible();
    await expect(page.getByText('Ваш баланс $CUM')).toBeVisible();
    // 1,000 in Russian grouping (a narrow no-break space), the interval from the server's config.
    await expect(page.getByTestId('home-balance')).toHaveText(/^1\s000 \$CUM$/);
    await expect(page.getByText('Награда каждый час')).toBeVisible();
    await expect(page.getByTestId('home-streak')).toHaveText('0 дней');
    const nav = page.getByRole('navigation', { name: 'Главное меню' });
    await expect(nav.getByText('Главная')).toBeVisible();
    await nav.getByText('Задания').click();
    await expect(page).toHaveURL(/\/app\/tasks/);
    await nav.getByText('Игры').click();
    await expect(page.getByRole('heading', { name: 'Игры' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Играть в CUM Clicker' })).toBeVisible();
    // The activity list names each entry in Russian (the server's descriptions are English).
    await page.goto('/app/profile');
    // The profile's sign-in methods and danger zone are Russian too.
    await expect(page.getByText('Способы входа')).toBeVisible();
    await page.getByRole('tab', { name: 'Настройки' }).click();
    await expect(page.getByText('Опасная зона')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Удалить аккаунт' })).toBeVisible();
    await page.getByRole('tab', { name: 'Активность' }).click();
    await expect(page.getByText('Недавняя активность')).toBeVisible();
    await expect(page.getByTestId('activity-row').first()).toContainText('Приветственный бонус');
    await expect(page.getByTestId('activity-row').first()).not.toContainText(/welcome/i);
    checks.expectClean();
  });

  test('Telegram language_code fa: right to left, Persian, axe clean', async ({ page }) => {
    const checks = watchPage(page);
    const telegramId = freshTelegramId();
    await signUp(page.context(), { telegramId, firstName: 'Alex', welcomeBonus: true });
    await openInTelegram(page, '/app', telegramId, 'fa');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.locator('html')).toHaveAttribute('lang', 'fa');
    await expect(page.getByText(/^موجودی .*\$CUM.* شما$/)).toBeVisible();
    // Persian digits: 1,000 $CUM.
    await expect(page.getByTestId('home-balance')).toContainText('۱٬۰۰۰');
    await expectAccessible(page, 'Home in Persian (RTL)');
    await page.goto('/app/profile?tab=settings');
    await expect(page.getByTestId('language-select')).toHaveValue('fa');
    await expectAccessible(page, 'Settings in Persian (RTL)');
    checks.expectClean();
  });

  test('the Settings switch to pt-BR is stored on the account and survives a reload', async ({ page }) => {
    const checks = watchPage(page);
    await signUp(page.context(), { firstName: 'Bia', welcomeBonus: true });
    await page.goto('/app/profile?tab=settings');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await page.getByTestId('language-select').selectOption('pt-BR');
    await expect(page.locator('html')).toHaveAttribute('lang', 'pt-BR');
    await expect(page.getByRole('tab', { name: 'Configurações' })).toBeVisible();
    expect((await currentUser(page.context())).language).toBe('pt-BR');

    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', 'pt-BR');
    await expect(page.getByTestId('language-select')).toHaveValue('pt-BR');
    await page.goto('/app');
    await expect(page.getByText('Seu saldo de $CUM')).toBeVisible();
    checks.expectClean();
  });

  test('an unknown language code falls back to English', async ({ page }) => {
    const checks = watchPage(page);
    const telegramId = freshTelegramId();
    await signUp(page.context(), { telegramId, firstName: 'Alex', welcomeBonus: true });
    await openInTelegram(page, '/app', telegramId, 'xx');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('heading', { name: 'Welcome, Alex!' })).toBeVisible();
    await expect(page.getByText('Hourly Reward')).toBeVisible();
    // The API refuses an unknown code and keeps the account's choice.
    const res = await page.request.patch('/api/user/settings', { data: { language: 'xx' } });
    expect(res.status()).toBe(400);
    expect((await currentUser(page.context())).language).toBeNull();
    checks.expectClean();
  });

  test('ru: a claim the server finds too early gets a Russian toast with the wait', async ({ page }) => {
    const checks = watchPage(page);
    const telegramId = freshTelegramId();
    await signUp(page.context(), { telegramId, firstName: 'Alex', welcomeBonus: true });
    await openInTelegram(page, '/app', telegramId, 'ru');
    // Inside Telegram the claim is Telegram's MainButton, in Russian.
    await expect.poll(async () => (await mainButtonState(page))?.text).toBe('Забрать награду');
    // Another device claims first: this screen still offers the claim, the server refuses it.
    expect((await page.request.post('/api/rewards/claim')).status()).toBe(200);
    const refused = page.waitForResponse((r) => r.url().endsWith('/api/rewards/claim') && r.status() === 409);
    await pressMainButton(page, 'Забрать награду');
    const body = (await (await refused).json()) as { message: string; reason: string };
    // The English sentence stays for English users; the reason is what the Russian toast is made of.
    expect(body).toMatchObject({ message: 'Next reward in 1 hour.', reason: 'reward-too-early' });
    await expect(page.locator('.toaster')).toContainText(
      /Следующая награда через (1 час|60 минут) \(в \d{1,2}:\d\d\)\./,
    );
    await expect(page.locator('.toaster')).not.toContainText('Next reward');
    checks.expectClean();
  });
});
