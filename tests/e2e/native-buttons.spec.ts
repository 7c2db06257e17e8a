import { contract } from '@cum/shared/contract';
import { STREAK_DAY_REWARDS } from '@cum/shared/domain/streak';
import { expect, type Page, test } from '@playwright/test';
import { watchPage } from './support/screen-checks.ts';
import { telegramLaunchHash } from './support/telegram.ts';
import { pressMainButton, recordTelegramEvents, telegramEvents } from './support/telegram-events.ts';
import { currentUser, signUp } from './support/users.ts';

type ButtonParams = {
  is_visible?: boolean;
  is_active?: boolean;
  is_progress_visible?: boolean;
  text?: string;
};

async function setups(page: Page, name: string): Promise<ButtonParams[]> {
  return (await telegramEvents(page)).filter((e) => e.name === name).map((e) => e.data as ButtonParams);
}

/** The POST requests the page sends to matching URLs, from now on. */
function posts(page: Page, matches: (url: string) => boolean): string[] {
  const seen: string[] = [];
  page.on('request', (req) => {
    if (req.method() === 'POST' && matches(req.url())) seen.push(req.url());
  });
  return seen;
}

/** What Telegram's client sends when the user presses its SecondaryButton. */
async function pressSecondary(page: Page) {
  await page.evaluate(() =>
    (
      window as unknown as { Telegram: { WebView: { receiveEvent: (type: string) => void } } }
    ).Telegram.WebView.receiveEvent('secondary_button_pressed'),
  );
}

test.describe('Telegram native buttons and the celebration', () => {
  test.describe.configure({ timeout: 60_000 });

  test('inside Telegram, Home claims with the MainButton (progress while in flight) and coins burst', async ({
    page,
  }) => {
    const checks = watchPage(page);
    await recordTelegramEvents(page);
    const launch = telegramLaunchHash({ theme: 'light' });
    await signUp(page.context(), { telegramId: launch.user.id, welcomeBonus: true });
    await page.goto(`/app#${launch.hash}`);
    // The MainButton is the claim: the card points to it and has no in-page duplicate.
    await expect(page.getByTestId('reward-ready-native')).toHaveText(
      'Your reward is ready: claim it with the button below.',
    );
    await expect(page.getByRole('button', { name: 'Claim Reward' })).toHaveCount(0);
    await expect
      .poll(async () => (await setups(page, 'web_app_setup_secondary_button')).at(-1))
      .toMatchObject({ text: `Claim day 1: ${STREAK_DAY_REWARDS[0]} $CUM`, is_visible: true });

    const claims = posts(page, (url) => url.endsWith(contract.rewards.claim.path));
    const claimed = page.waitForResponse((r) => r.url().endsWith(contract.rewards.claim.path));
    // A double tap on Telegram's button: one claim, one credit, no error.
    await pressMainButton(page, 'Claim Reward', 2);
    expect((await claimed).status()).toBe(200);
    await expect(page.getByRole('status').filter({ hasText: 'Reward Claimed!' })).toBeVisible();
    await expect(page.getByText('Error', { exact: true })).toHaveCount(0);
    expect(claims).toHaveLength(1);
    await expect(page.getByTestId('coin-burst')).toBeAttached();
    const main = await setups(page, 'web_app_setup_main_button');
    expect(main.some((p) => p.is_progress_visible === true)).toBe(true);
    await expect
      .poll(async () => (await setups(page, 'web_app_setup_main_button')).at(-1)?.is_visible)
      .toBe(false);
    expect((await currentUser(page.context())).cumBalance).toBe(1025);

    // The streak's claim is the SecondaryButton.
    const streak = page.waitForResponse((r) => r.url().endsWith(contract.rewards.streakClaim.path));
    await pressSecondary(page);
    expect((await streak).status()).toBe(200);
    await expect(page.getByTestId('streak-done')).toBeVisible();
    expect((await currentUser(page.context())).cumBalance).toBe(1025 + STREAK_DAY_REWARDS[0]);
    checks.expectClean();
  });

  test('in a browser the claim is an in-page button; the toast sits below the header balance', async ({
    page,
  }) => {
    const checks = watchPage(page);
    await signUp(page.context(), { welcomeBonus: true });
    await page.goto('/app');
    await page.getByRole('button', { name: 'Claim Reward' }).click();
    const toast = page.getByRole('status').filter({ hasText: 'Reward Claimed!' });
    await expect(toast).toBeVisible();
    await expect(page.getByTestId('coin-burst')).toBeAttached();
    const header = await page.locator('.top-bar').boundingBox();
    const box = await toast.boundingBox();
    expect(header && box && box.y >= header.y + header.height).toBe(true);
    checks.expectClean();
  });

  test('inside Telegram, Token Rush starts with the MainButton and swipes are off only while it plays', async ({
    page,
  }) => {
    const checks = watchPage(page);
    await recordTelegramEvents(page);
    const launch = telegramLaunchHash({ theme: 'dark' });
    await signUp(page.context(), { telegramId: launch.user.id });
    await page.goto(`/app/games#${launch.hash}`);
    await page.getByRole('button', { name: 'Play Token Rush' }).click();
    await expect(page.getByTestId('rush-daily-count')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Start game' })).toHaveCount(0);
    const swipes = async () =>
      (await telegramEvents(page))
        .filter((e) => e.name === 'web_app_setup_swipe_behavior')
        .map((e) => e.data);
    expect(await swipes()).not.toContainEqual({ allow_vertical_swipe: false });

    const starts = posts(page, (url) => url.includes('/api/games/2/start'));
    const started = page.waitForResponse((r) => r.url().includes('/api/games/2/start'));
    // A double tap on Start: one game started (one of the day's games used), and it runs.
    await pressMainButton(page, 'Start game', 2);
    expect((await started).status()).toBe(200);
    await expect(page.getByRole('timer')).toBeVisible();
    expect(starts).toHaveLength(1);
    await expect
      .poll(async () => (await setups(page, 'web_app_setup_main_button')).at(-1)?.is_visible)
      .toBe(false);
    await expect.poll(swipes).toContainEqual({ allow_vertical_swipe: false });
    // The round ends (10 s), its result shows, and swipes are back on.
    await expect(page.getByTestId('rush-result')).toBeVisible({ timeout: 30_000 });
    await expect(page.getByTestId('rush-result')).toContainText('19 of 20 games left today');
    expect(starts).toHaveLength(1);
    await expect.poll(async () => (await swipes()).at(-1)).toEqual({ allow_vertical_swipe: true });
    checks.expectClean();
  });

  test("inside Telegram, the Store's purchase is confirmed with the MainButton, once", async ({ page }) => {
    const checks = watchPage(page);
    await recordTelegramEvents(page);
    const launch = telegramLaunchHash({ theme: 'light' });
    await signUp(page.context(), { telegramId: launch.user.id, welcomeBonus: true });
    await page.goto(`/app/store#${launch.hash}`);
    await page.getByTestId('store-premium-badge').getByRole('button', { name: 'Buy Premium Badge' }).click();
    const sheet = page.getByRole('dialog');
    await expect(sheet).toContainText('Confirm purchase');
    const bought = page.waitForResponse(
      (r) => r.request().method() === 'POST' && r.url().includes('/api/store/'),
    );
    // A double tap on Telegram's button: one purchase, no error.
    await pressMainButton(page, 'Buy for 500 $CUM', 2);
    expect((await bought).status()).toBe(200);
    await expect(page.getByText('Purchase complete!')).toBeVisible();
    await expect(page.getByText('Error', { exact: true })).toHaveCount(0);
    await expect
      .poll(async () => (await setups(page, 'web_app_setup_main_button')).at(-1)?.is_visible)
      .toBe(false);
    expect((await currentUser(page.context())).cumBalance).toBe(500);
    checks.expectClean();
  });

  test("inside Telegram, onboarding's Continue is the MainButton", async ({ page }) => {
    const checks = watchPage(page);
    await recordTelegramEvents(page);
    const launch = telegramLaunchHash({ theme: 'dark' });
    await signUp(page.context(), { telegramId: launch.user.id, onboarded: false });
    await page.goto(`/app#${launch.hash}`);
    await expect(page.getByText('Step 1 of 6')).toBeVisible();
    await pressMainButton(page, 'Continue');
    await expect(page.getByText('Step 2 of 6')).toBeVisible();
    checks.expectClean();
  });

  test("a Telegram client without a native bridge: Telegram's face in the launch's colours, and the in-page claim", async ({
    page,
  }) => {
    const checks = watchPage(page);
    // No bridge stub: the SDK's start and its MainButton fail, as on a client without TelegramWebviewProxy.
    const launch = telegramLaunchHash({ theme: 'light' });
    await signUp(page.context(), { telegramId: launch.user.id, welcomeBonus: true });
    await page.goto(`/app#${launch.hash}`);
    await expect(page.getByTestId('home-balance')).toBeVisible();
    await expect(page.locator('.app-root.app-root--telegram.app-root--light')).toHaveCount(1);
    await expect(page.locator('.app-root--brand')).toHaveCount(0);
    const colours = () =>
      page.evaluate(() => {
        const root = getComputedStyle(document.querySelector('.app-root') as Element);
        return { color: root.color, background: root.backgroundColor };
      });
    expect(await colours()).toEqual({ color: 'rgb(0, 0, 0)', background: 'rgb(241, 241, 244)' });
    // The native button could not be shown, so the screen keeps its own: never left without the action.
    await expect(page.getByTestId('reward-ready-native')).toHaveCount(0);
    const claimed = page.waitForResponse((r) => r.url().endsWith(contract.rewards.claim.path));
    await page.getByRole('button', { name: 'Claim Reward' }).click();
    expect((await claimed).status()).toBe(200);
    await expect(page.getByRole('status').filter({ hasText: 'Reward Claimed!' })).toBeVisible();
    expect((await currentUser(page.context())).cumBalance).toBe(1025);
    checks.expectClean();
  });

  test('a Telegram client whose MainButton cannot be shown keeps the in-page claim', async ({ page }) => {
    const checks = watchPage(page);
    await recordTelegramEvents(page);
    // This client's bridge refuses the MainButton (as one without it would): the SDK's call throws.
    await page.addInitScript(() => {
      const proxy = (
        window as unknown as { TelegramWebviewProxy: { postEvent: (n: string, d: string) => void } }
      ).TelegramWebviewProxy;
      const post = proxy.postEvent.bind(proxy);
      proxy.postEvent = (name, data) => {
        if (name === 'web_app_setup_main_button') throw new Error('unsupported');
        post(name, data);
      };
    });
    const launch = telegramLaunchHash({ theme: 'dark' });
    await signUp(page.context(), { telegramId: launch.user.id, welcomeBonus: true });
    await page.goto(`/app#${launch.hash}`);
    await expect(page.locator('.app-root--telegram')).toHaveCount(1);
    await expect(page.getByTestId('reward-ready-native')).toHaveCount(0);
    const claimed = page.waitForResponse((r) => r.url().endsWith(contract.rewards.claim.path));
    await page.getByRole('button', { name: 'Claim Reward' }).click();
    expect((await claimed).status()).toBe(200);
    await expect(page.getByRole('status').filter({ hasText: 'Reward Claimed!' })).toBeVisible();
    checks.expectClean();
  });

  for (const bridge of [false, true]) {
    test(`a Telegram launch without theme colours (${bridge ? 'with' : 'without'} a bridge) keeps the readable brand palette`, async ({
      page,
    }) => {
      if (bridge) await recordTelegramEvents(page);
      const launch = telegramLaunchHash({ theme: null });
      await signUp(page.context(), { telegramId: launch.user.id, welcomeBonus: true });
      await page.goto(`/app#${launch.hash}`);
      await expect(page.getByTestId('home-balance')).toBeVisible();
      await expect(page.locator('.app-root--brand')).toHaveCount(1);
      await expect(page.locator('.app-root--telegram')).toHaveCount(0);
      expect(
        await page.evaluate(() => getComputedStyle(document.querySelector('.app-root') as Element).color),
      ).toBe('rgb(245, 245, 250)');
    });
  }

  test('inside Telegram the video feed asks for fullscreen (Mini Apps 8.0) and turns vertical swipes off', async ({
    page,
  }) => {
    const checks = watchPage(page);
    await recordTelegramEvents(page);
    const launch = telegramLaunchHash({ theme: 'dark' });
    await signUp(page.context(), { telegramId: launch.user.id });
    await page.goto(`/app/play#${launch.hash}`);
    await expect(page.getByRole('button', { name: 'Play' })).toBeVisible();
    await expect
      .poll(async () => (await telegramEvents(page)).some((e) => e.name === 'web_app_request_fullscreen'))
      .toBe(true);
    await expect
      .poll(
        async () =>
          (await telegramEvents(page)).filter((e) => e.name === 'web_app_setup_swipe_behavior').at(-1)?.data,
      )
      .toEqual({ allow_vertical_swipe: false });
    checks.expectClean();
  });
});
