import { contract } from '@cum/shared/contract';
import { buildPath } from '@cum/shared/contract/route';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { guardPage } from './earn-helpers.ts';
import { currentUser, signUp } from './support/users.ts';

/**
 * The one in-flight rule (miniapp/src/lib/use-one-flight.ts): a second tap while the first call is in
 * flight does nothing, the screen shows the first call's outcome only, and no error follows a success.
 */
const rushStartPath = buildPath(contract.games.rushStart.path, { gameId: '2' });

/** Every error toast the page ever shows (a later toast replaces an earlier one on screen). */
async function recordErrorToasts(page: Page) {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __errorToasts: string[] }).__errorToasts = seen;
    new MutationObserver(() => {
      for (const el of Array.from(document.querySelectorAll('.toast--destructive:not([data-seen])'))) {
        el.setAttribute('data-seen', '');
        seen.push(el.textContent ?? '');
      }
    }).observe(document, { subtree: true, childList: true });
  });
  return () => page.evaluate(() => (window as unknown as { __errorToasts: string[] }).__errorToasts);
}

/** Two taps in the same moment: the second lands before the screen can re-render after the first. */
const doubleTap = (button: Locator) =>
  button.evaluate((el: HTMLElement) => {
    el.click();
    el.click();
  });

async function rushStatus(page: Page) {
  const res = await page.request.get(contract.games.status.path);
  return contract.games.status.response.parse(await res.json()).rush;
}

test.describe('one tap, one call', () => {
  test.describe.configure({ timeout: 60_000 });

  test('a double tap on Claim Reward credits once and shows no error', async ({ page }) => {
    const guard = guardPage(page);
    const errorToasts = await recordErrorToasts(page);
    await signUp(page.context(), { welcomeBonus: true });
    const claims: string[] = [];
    page.on('request', (r) => {
      if (r.url().endsWith(contract.rewards.claim.path)) claims.push(r.url());
    });
    await page.goto('/app');
    await doubleTap(page.getByRole('button', { name: 'Claim Reward' }));
    await expect(page.getByRole('status').filter({ hasText: 'Reward Claimed!' })).toBeVisible();
    await expect(page.getByTestId('reward-countdown')).toBeVisible();
    await expect(page.getByTestId('home-balance')).toHaveText('1,025 $CUM');
    await page.waitForTimeout(1_000);
    expect(claims).toHaveLength(1);
    expect(await errorToasts()).toEqual([]);
    expect((await currentUser(page.context())).cumBalance).toBe(1025);
    guard.assertClean();
  });

  test('a double tap on a store Buy debits once and shows no error', async ({ page }) => {
    const guard = guardPage(page);
    const errorToasts = await recordErrorToasts(page);
    await signUp(page.context(), { welcomeBonus: true });
    await page.goto('/app/store');
    await page.getByRole('button', { name: 'Buy Token Booster' }).click();
    await doubleTap(page.getByRole('dialog').getByRole('button', { name: 'Buy for 1,000 $CUM' }));
    await expect(page.getByRole('status').filter({ hasText: 'Purchase complete!' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Balance' })).toContainText('0 $CUM');
    await page.waitForTimeout(1_000);
    expect(await errorToasts()).toEqual([]);
    const user = await currentUser(page.context());
    expect(user.cumBalance).toBe(0);
    expect(user.perks.boosterUntil).not.toBeNull();
    guard.assertClean();
  });

  test('a double tap on Start game runs one Token Rush game', async ({ page }) => {
    const guard = guardPage(page);
    const errorToasts = await recordErrorToasts(page);
    await signUp(page.context());
    await page.goto('/app/games');
    await page.getByRole('button', { name: 'Play Token Rush' }).click();
    await doubleTap(page.getByRole('button', { name: 'Start game' }));
    await expect(page.getByRole('timer')).toBeVisible();
    await expect(page.getByTestId('rush-result')).toContainText('19 of 20 games left today', {
      timeout: 30_000,
    });
    expect(await errorToasts()).toEqual([]);
    expect((await rushStatus(page)).playedToday).toBe(1);
    guard.assertClean();
  });

  test('a start answered "game in progress" resumes the open game instead of using another', async ({
    page,
  }) => {
    const guard = guardPage(page);
    const errorToasts = await recordErrorToasts(page);
    await signUp(page.context());
    // The game another tab (or a lost answer) opened.
    const opened = await page.request.post(rushStartPath);
    expect(opened.status()).toBe(200);
    const { sessionId } = contract.games.rushStart.response.parse(await opened.json());
    await page.goto('/app/games');
    await page.getByRole('button', { name: 'Play Token Rush' }).click();
    const refused = page.waitForResponse((r) => r.url().endsWith(rushStartPath));
    const submitted = page.waitForRequest((r) => r.url().endsWith('/api/games/2/play'), { timeout: 30_000 });
    await page.getByRole('button', { name: 'Start game' }).click();
    expect((await refused).status()).toBe(409);
    await expect(page.getByRole('timer')).toBeVisible();
    expect((await submitted).postDataJSON()).toMatchObject({ sessionId });
    await expect(page.getByTestId('rush-result')).toContainText('19 of 20 games left today');
    expect(await errorToasts()).toEqual([]);
    expect((await rushStatus(page)).playedToday).toBe(1);
    guard.assertClean();
  });
});
