import { join } from 'node:path';
import { contract } from '@cum/shared/contract';
import { buildPath } from '@cum/shared/contract/route';
import { expect, type Page, test } from '@playwright/test';
import { adminContext, createTask, unique } from './earn-helpers.ts';
import { telegramLaunchHash } from './support/telegram.ts';
import { recordTelegramEvents } from './support/telegram-events.ts';
import { freshTelegramId, signUp } from './support/users.ts';

/**
 * Network states (miniapp/src/app/network-state.ts): an offline bar, an error state with Retry on
 * every list and card instead of an endless skeleton, and recovery without navigating when the
 * network is back; the balance is fresh when the user comes back to the tab.
 */
// Phone pictures of the offline bar and the error states, kept with the other screens' (issue 31).
const shots = join(import.meta.dirname, '..', '..', 'docs', 'screenshots');

/** What a phone does when the user comes back to the app: the page becomes visible again. */
const comeBack = (page: Page) => page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));

function pageErrors(page: Page) {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

test.describe('network states', () => {
  test.describe.configure({ timeout: 60_000 });

  test('Home offline: the bar and the reward card error state, then recovery when back online', async ({
    page,
    context,
  }) => {
    const errors = pageErrors(page);
    await signUp(context, { welcomeBonus: true });
    await page.goto('/app');
    await expect(page.getByRole('button', { name: 'Claim Reward' })).toBeVisible();

    await context.setOffline(true);
    const banner = page.getByTestId('offline-banner');
    await expect(banner).toHaveText("You're offline. Changes will show when you're back online.");
    await comeBack(page);
    const cardError = page.getByTestId('load-error').filter({ hasText: 'Could not load the reward status' });
    await expect(cardError).toContainText("You're offline or the server can't be reached.");
    // The streak card says so too instead of vanishing.
    await expect(
      page.getByTestId('load-error').filter({ hasText: 'Could not load your streak' }),
    ).toBeVisible();
    // The rest of Home stays: a failed refresh never blanks the screen or drops the balance.
    await expect(page.getByTestId('home-balance')).toHaveText('1,000 $CUM');
    await page.screenshot({ path: `${shots}/network-home-offline-browser.png` });

    // The first tap loads the toast view; made offline, that load fails. The app stays whole (it went
    // blank when the failed load was thrown into React), and the view arrives once back online.
    await page.getByTestId('home-balance').click();
    await expect(page.getByTestId('home-balance')).toHaveText('1,000 $CUM');

    await context.setOffline(false);
    await expect(banner).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Claim Reward' })).toBeVisible();
    await expect(page.getByTestId('load-error')).toHaveCount(0);
    expect(new URL(page.url()).pathname).toBe('/app');
    await page.getByRole('button', { name: 'Claim Reward' }).click();
    const claimed = page.getByRole('status').filter({ hasText: 'Reward Claimed!' });
    await expect(claimed).toBeVisible();
    // With its own rules: a toast floats over the screen.
    const position = await claimed.evaluate((element) => {
      const toaster = element.closest('.toaster');
      return toaster ? getComputedStyle(toaster).position : 'no toaster';
    });
    expect(position).toBe('fixed');
    expect(errors).toEqual([]);
  });

  test('Tasks offline: the list error state with Retry, then the list again when back online', async ({
    page,
    context,
    browser,
  }) => {
    const errors = pageErrors(page);
    const admin = await adminContext(await browser.newContext());
    const title = `Offline check ${unique()}`;
    await createTask(admin, { title });
    await admin.close();
    await signUp(context);
    await page.goto('/app/tasks');
    await expect(page.getByText(title, { exact: true })).toBeVisible();

    await context.setOffline(true);
    await expect(page.getByTestId('offline-banner')).toBeVisible();
    await comeBack(page);
    const error = page.getByTestId('load-error');
    await expect(error).toContainText('Could not load tasks');
    const retry = error.getByRole('button', { name: 'Retry' });
    await expect(retry).toBeVisible();
    await page.screenshot({ path: `${shots}/network-tasks-offline-browser.png` });
    // Retry while still offline: the same honest state, no skeleton.
    await retry.click();
    await expect(error).toContainText('Could not load tasks');
    await expect(page.getByLabel('Loading tasks')).toHaveCount(0);

    // A phone says "online" a moment before calls get through: the first list call after it fails
    // as the offline ones did, and the screen still recovers on its own (network-state.ts tries again).
    let failedAfterOnline = 0;
    await page.route(
      (url) => url.pathname === contract.tasks.list.path,
      async (route) => {
        failedAfterOnline += 1;
        await route.abort('internetdisconnected');
      },
      { times: 1 },
    );
    await context.setOffline(false);
    await expect(page.getByText(title, { exact: true })).toBeVisible();
    expect(failedAfterOnline).toBe(1);
    await expect(page.getByTestId('offline-banner')).toHaveCount(0);
    expect(new URL(page.url()).pathname).toBe('/app/tasks');
    expect(errors).toEqual([]);
  });

  test('a screen opened for the first time offline says so, and opens by itself when back online', async ({
    page,
    context,
  }) => {
    const errors = pageErrors(page);
    await signUp(context);
    await page.goto('/app');
    await expect(page.getByRole('button', { name: 'Claim Reward' })).toBeVisible();

    // Tasks' code was never fetched: offline it cannot arrive. The app says why and offers Retry, not
    // "a new version is available" with a Reload that would show the browser's offline page.
    await context.setOffline(true);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Tasks' }).click();
    await expect(
      page.getByText("You're offline or the server can't be reached.", { exact: false }),
    ).toBeVisible();
    await expect(page.getByText('A new version of the app is available.')).toHaveCount(0);
    const retry = page.getByRole('button', { name: 'Retry' });
    await page.screenshot({ path: `${shots}/network-screen-offline-browser.png` });
    await retry.click();
    await expect(retry).toBeVisible();

    await context.setOffline(false);
    await expect(page.getByText('Daily', { exact: true })).toBeVisible();
    // Styled from its first frame: the section header lays "resets in" out beside the title.
    const header = page.locator('.tasks-screen__header').first();
    expect(await header.evaluate((element) => getComputedStyle(element).display)).toBe('flex');
    expect(new URL(page.url()).pathname).toBe('/app/tasks');
    expect(errors).toEqual([]);
  });

  test('a purchase in another tab shows in this tab when the user comes back to it', async ({
    page,
    context,
  }) => {
    await signUp(context, { welcomeBonus: true });
    await page.goto('/app');
    await expect(page.getByTestId('home-balance')).toHaveText('1,000 $CUM');
    const other = await context.newPage();
    const bought = await other.request.post(buildPath(contract.store.buy.path, { id: 'premium-badge' }));
    expect(bought.status(), await bought.text()).toBe(200);
    await other.close();
    await comeBack(page);
    await expect(page.getByTestId('home-balance')).toHaveText('500 $CUM');
  });

  for (const theme of ['light', 'dark'] as const) {
    test(`inside Telegram (${theme}): the offline bar and the Tasks error state, then recovery`, async ({
      page,
      context,
    }) => {
      const errors = pageErrors(page);
      const telegramId = freshTelegramId();
      await signUp(context, { telegramId });
      await context.clearCookies();
      // Telegram's native bridge, as its clients inject it: without one the SDK cannot start (it
      // throws UnknownEnvError) and the app keeps its dark default, which no real client shows.
      await recordTelegramEvents(page);
      const { hash } = telegramLaunchHash({ theme, user: { id: telegramId } });
      await page.goto(`/app/tasks#${hash}`);
      await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();
      await expect(page.locator(`.app-root--${theme}`)).toHaveCount(1);
      await expect(page.getByLabel('Loading tasks')).toHaveCount(0);

      await context.setOffline(true);
      await expect(page.getByTestId('offline-banner')).toBeVisible();
      await comeBack(page);
      await expect(page.getByTestId('load-error')).toContainText('Could not load tasks');
      await page.screenshot({ path: `${shots}/network-tasks-offline-tg-${theme}.png` });

      await context.setOffline(false);
      await expect(page.getByTestId('load-error')).toHaveCount(0);
      await expect(page.getByTestId('offline-banner')).toHaveCount(0);
      expect(errors).toEqual([]);
    });
  }
});
