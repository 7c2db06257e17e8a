import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { REFERRAL_BONUS_REFERRED, REFERRAL_REWARD_REFERRER } from '@cum/shared/domain/referrals';
import { WELCOME_BONUS } from '@cum/shared/domain/rewards';
import { type Browser, expect, type Page, test } from '@playwright/test';
import { expectAccessible, watchPage } from './support/screen-checks.ts';
import { signUp } from './support/users.ts';

/**
 * Issue 28, the pages outside the app shell: a browser's language (navigator.languages, Playwright's
 * `locale`) picks the landing page's and /login's language; Persian mirrors the page and stays
 * accessible. Phone screenshots of the longest and the right-to-left language go to
 * test-results/i18n-pages/ to be looked at (not committed: they change with every text).
 */
const shots = join(import.meta.dirname, '..', '..', 'test-results', 'i18n-pages');
mkdirSync(shots, { recursive: true });

/** The amount as the given locale writes it (Intl), as the page must show it. */
const amount = (locale: string, n: number) => new Intl.NumberFormat(locale).format(n);

async function pageIn(browser: Browser, locale: string): Promise<Page> {
  const context = await browser.newContext({ locale, viewport: { width: 390, height: 844 } });
  return context.newPage();
}

/** Nothing wider than the phone's screen (a text cut off or pushing the layout sideways). */
async function expectNoOverflow(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, 'horizontal overflow in px').toBeLessThanOrEqual(0);
}

test.describe('pages in the browser language', () => {
  test.describe.configure({ timeout: 90_000 });

  test('es-ES: the landing page is Spanish, its amounts from the shared constants', async ({ browser }) => {
    const page = await pageIn(browser, 'es-ES');
    const checks = watchPage(page);
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Gana recompensas');
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
    // The section links (hidden behind the menu on a phone) are Spanish too.
    await expect(page.locator('.nav__links button').first()).toHaveText('Para creadores');
    // The referral answer names both bonuses, in Spanish digits and grouping.
    await page.getByRole('button', { name: '¿Cómo funcionan las invitaciones?' }).click();
    const answer = page.locator('#faq').getByText('Comparte tu código');
    await expect(answer).toContainText(`${amount('es', REFERRAL_BONUS_REFERRED)} $CUM`);
    await expect(answer).toContainText(`${amount('es', REFERRAL_REWARD_REFERRER)} $CUM`);
    await page.getByRole('button', { name: '¿Cómo empiezo a ganar?' }).click();
    await expect(page.locator('#faq')).toContainText(`${amount('es', WELCOME_BONUS)} $CUM`);
    await expect(page.getByTestId('age-notice')).toContainText('Solo +18');
    checks.expectClean();
    await page.context().close();
  });

  test('es-ES: /login is Spanish', async ({ browser }) => {
    const page = await pageIn(browser, 'es-ES');
    await page.goto('/login');
    await expect(page.getByRole('heading', { name: 'Inicia sesión en $CUM' })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Correo' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Crear cuenta' }).last()).toBeVisible();
    // A client-side check speaks Spanish, with the contract's limit as its figure.
    await page.getByRole('button', { name: 'Crear cuenta' }).last().click();
    await expect(page.getByText('Escribe un correo electrónico válido')).toBeVisible();
    await expect(page.getByText('La contraseña es obligatoria')).toBeVisible();
    await expect(page.getByText('El nombre de usuario debe tener al menos 3 caracteres')).toBeVisible();
    await page.screenshot({ path: join(shots, 'login-es-errors.png') });
    // Fixing a field clears its message as the user types (react-hook-form re-checks it).
    await page.getByRole('textbox', { name: 'Correo electrónico' }).fill('ana@example.com');
    await expect(page.getByText('Escribe un correo electrónico válido')).toHaveCount(0);
    await expect(page.getByText('La contraseña es obligatoria')).toBeVisible();
    await page.context().close();
  });

  test('fa: /login is right to left, Persian and axe clean', async ({ browser }) => {
    const page = await pageIn(browser, 'fa-IR');
    await page.goto('/login');
    await expect(page.getByRole('heading', { name: /^ورود به/ })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.locator('html')).toHaveAttribute('lang', 'fa');
    await expectNoOverflow(page);
    await expectAccessible(page, '/login in Persian');
    await page.screenshot({ path: join(shots, 'login-fa.png') });
    await page.context().close();
  });

  test('an unknown browser language falls back to English', async ({ browser }) => {
    const page = await pageIn(browser, 'de-DE');
    await page.goto('/login');
    await expect(page.getByRole('heading', { name: 'Sign in to $CUM' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
    await page.context().close();
  });

  for (const locale of ['fa-IR', 'ru-RU'] as const) {
    test(`${locale}: landing, referrals and store fit a phone`, async ({ browser }) => {
      const page = await pageIn(browser, locale);
      const code = locale.slice(0, 2);
      await page.goto('/');
      await expect(page.locator('html')).toHaveAttribute('lang', code);
      await expect(page.getByTestId('age-notice')).toBeAttached();
      await expectNoOverflow(page);
      await page.screenshot({ path: join(shots, `landing-${code}.png`) });
      for (const part of ['#tokenomics', '#roadmap', '#creators', '#users', '#community', 'footer']) {
        await page
          .locator(part)
          .screenshot({ path: join(shots, `landing-${code}-${part.replace('#', '')}.png`) });
      }

      await signUp(page.context());
      await page.goto('/app/referral');
      await expect(page.getByTestId('referral-code')).not.toHaveText('XXXXXXXX');
      await expect(page.locator('.referral-card').first()).toContainText(
        amount(code, REFERRAL_REWARD_REFERRER),
      );
      await expectNoOverflow(page);
      await page.screenshot({ path: join(shots, `referrals-${code}.png`), fullPage: true });

      await page.goto('/app/store');
      await expect(page.getByTestId('store-premium-badge')).toBeVisible();
      await expectNoOverflow(page);
      if (code === 'fa') await expectAccessible(page, 'store in Persian');
      await page.screenshot({ path: join(shots, `store-${code}.png`), fullPage: true });
      await page.context().close();
    });
  }
});
