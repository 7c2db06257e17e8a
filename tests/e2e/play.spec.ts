import { contract } from '@cum/shared/contract';
import { expect, type Page, test } from '@playwright/test';
import { expectAccessible, guardPage, recordTelegramEvents } from './play-games-helpers.ts';
import { telegramLaunchHash } from './support/telegram.ts';
import { currentUser, signUp } from './support/users.ts';

const title = (page: Page) => page.getByRole('heading', { level: 1 });

/** A vertical drag on the feed; negative `dy` is a swipe up. */
async function swipe(page: Page, dy: number) {
  await page.mouse.move(150, 420);
  await page.mouse.down();
  await page.mouse.move(150, 420 + dy / 2, { steps: 3 });
  await page.mouse.move(150, 420 + dy, { steps: 3 });
  await page.mouse.up();
}

/** Clip files the page asked for (the feed preloads the next video only). */
function clipRequests(page: Page) {
  const seen = new Set<string>();
  page.on('request', (req) => {
    const m = /\/videos\/(v\d)\.webm$/.exec(new URL(req.url()).pathname);
    if (m?.[1]) seen.add(m[1]);
  });
  return () => [...seen].sort();
}

const isPlaying = (page: Page) =>
  page.getByTestId('current-video').evaluate((v: HTMLVideoElement) => !v.paused && v.currentTime > 0);

test.describe('play: the video feed', () => {
  // Each test signs up, runs axe and (some) plays for real seconds on a shared 2-core machine.
  test.describe.configure({ timeout: 60_000 });

  test('full-screen feed: tap plays, swipes and buttons change videos and wrap, only the next clip preloads', async ({
    page,
  }) => {
    const guard = guardPage(page);
    const clips = clipRequests(page);
    await signUp(page.context());
    await page.goto('/app/play');

    await expect(title(page)).toHaveText('Golden Hour on the Rooftop');
    await expect(page.getByText('@luna_rose')).toBeVisible();
    await expect(page.getByText('125K views · 1/4')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Like (8.9K)' })).toBeVisible();
    await expect(page.getByText('Swipe up/down to change videos')).toBeVisible();
    await expect(page.getByTestId('play-earned')).toHaveText('0.000');
    // Black and bar-less.
    expect(await page.locator('.play').evaluate((el) => getComputedStyle(el).backgroundColor)).toBe(
      'rgb(0, 0, 0)',
    );
    await expect(page.getByRole('navigation')).toHaveCount(0);
    await expectAccessible(page);
    await expect.poll(clips).toEqual(['v1', 'v2']);

    // Tap to play, tap to pause: the generated clip really plays in this Chromium.
    await page.getByRole('button', { name: 'Play' }).click();
    await expect.poll(() => isPlaying(page)).toBe(true);
    await page.getByRole('button', { name: 'Pause' }).click();
    await expect.poll(() => isPlaying(page)).toBe(false);

    // A swipe up of more than 50 px is the next video; the clip after it starts preloading.
    await swipe(page, -120);
    await expect(title(page)).toHaveText('Late Night Studio Session');
    await expect(page.getByText('2.3M views · 2/4')).toBeVisible();
    await expect.poll(clips).toEqual(['v1', 'v2', 'v3']);
    // 30 px is not a swipe.
    await swipe(page, -30);
    await expect(title(page)).toHaveText('Late Night Studio Session');
    await swipe(page, 120);
    await expect(title(page)).toHaveText('Golden Hour on the Rooftop');
    // The feed wraps around.
    await page.getByRole('button', { name: 'Previous video' }).click();
    await expect(title(page)).toHaveText('Behind the Scenes: Photo Shoot');
    await page.getByRole('button', { name: 'Next video' }).click();
    await expect(title(page)).toHaveText('Golden Hour on the Rooftop');

    await page.getByRole('link', { name: 'Back' }).click();
    await expect(page).toHaveURL(/\/app$/);
    guard.assertClean();
  });

  test('a video watched for a few seconds credits what the server allows, and the feed shows that', async ({
    page,
  }) => {
    const guard = guardPage(page);
    await signUp(page.context());
    const feed = page.waitForResponse((r) => r.url().endsWith(contract.videos.list.path));
    await page.goto('/app/play');
    await feed;
    const feedAt = Date.now();

    await page.getByRole('button', { name: 'Play' }).click();
    await expect.poll(() => isPlaying(page)).toBe(true);
    // The local counter and estimate (0.005 $CUM a second) while it plays.
    await expect(page.getByTestId('play-estimate')).toHaveText(/^[3-9] s watched · ≈0\.0[12]\d$/, {
      timeout: 8_000,
    });

    // Leaving the video sends its watch time; the server caps it at the real elapsed time + 2 s.
    const report = page.waitForRequest((r) => r.url().endsWith(contract.videos.watch.path));
    await page.getByRole('button', { name: 'Next video' }).click();
    const req = await report;
    const sent = req.postDataJSON() as { videoId: string; watchTime: number };
    expect(sent.videoId).toBe('v1');
    expect(sent.watchTime).toBeGreaterThanOrEqual(3);
    const answer = contract.videos.watch.response.parse(await (await req.response())?.json());
    const elapsed = (Date.now() - feedAt) / 1000;
    expect(answer.creditedSeconds).toBeGreaterThan(0);
    expect(answer.creditedSeconds).toBeLessThanOrEqual(Math.min(sent.watchTime, elapsed + 2));
    expect(answer.earnings).toBeCloseTo(answer.creditedSeconds * 0.005, 6);

    // The feed shows the server's figure, with three decimals, and the balance holds it.
    await expect(page.getByTestId('play-earned')).toHaveText(answer.earnings.toFixed(3));
    await expect(page.getByTestId('play-estimate')).toHaveCount(0);
    expect(await isPlaying(page)).toBe(false);
    expect((await currentUser(page.context())).cumBalance).toBe(answer.earnings);

    // Leaving the feed while a video plays sends what was watched of it.
    await page.getByRole('button', { name: 'Play' }).click();
    await expect(page.getByTestId('play-estimate')).toHaveText(/^[2-9] s watched/, { timeout: 8_000 });
    const last = page.waitForRequest((r) => r.url().endsWith(contract.videos.watch.path));
    await page.getByRole('link', { name: 'Back' }).click();
    expect((await last).postDataJSON()).toMatchObject({ videoId: 'v2' });
    expect(((await last).postDataJSON() as { watchTime: number }).watchTime).toBeGreaterThanOrEqual(2);
    await expect(page).toHaveURL(/\/app$/);
    guard.assertClean();
  });

  test('a like is credited once: after coming back to the video a second like is refused', async ({
    page,
  }) => {
    const guard = guardPage(page);
    await signUp(page.context());
    await page.goto('/app/play');
    await expect(title(page)).toHaveText('Golden Hour on the Rooftop');

    await page.getByRole('button', { name: 'Like (8.9K)' }).click();
    const liked = page.getByRole('button', { name: /^Like / });
    await expect(liked).toHaveAttribute('aria-pressed', 'true');
    // The count moves with the like (8.9K would hide the +1: the exact figure shows it).
    await expect(liked).toHaveAccessibleName('Like (8,901)');
    await expect(liked).toBeDisabled();
    await expect(page.getByTestId('play-earned')).toHaveText('0.010');
    expect((await currentUser(page.context())).cumBalance).toBe(0.01);
    await expectAccessible(page);

    // The done state resets with the video (docs/product.md#play), but the server remembers.
    await page.getByRole('button', { name: 'Next video' }).click();
    await page.getByRole('button', { name: 'Previous video' }).click();
    await expect(title(page)).toHaveText('Golden Hour on the Rooftop');
    const again = page.waitForResponse((r) => r.url().endsWith(contract.videos.socialAction.path));
    await page.getByRole('button', { name: 'Like (8.9K)' }).click();
    expect((await again).status()).toBe(409);
    const toast = page.getByRole('alert');
    await expect(toast).toContainText('Already performed');
    await expect(toast).toContainText("You've already performed this action on this video");
    await expect(page.getByTestId('play-earned')).toHaveText('0.010');
    expect((await currentUser(page.context())).cumBalance).toBe(0.01);
    guard.assertClean();
  });

  test('a clip that cannot load shows its poster and cannot be played or earn', async ({ page }) => {
    const guard = guardPage(page, (url) => url.endsWith('/videos/v1.webm'));
    await page.route('**/videos/v1.webm', (route) => route.fulfill({ status: 404, body: 'gone' }));
    await signUp(page.context());
    const reports: string[] = [];
    page.on('request', (r) => {
      if (r.url().endsWith(contract.videos.watch.path)) reports.push(r.url());
    });
    await page.goto('/app/play');
    await expect(page.getByTestId('current-poster')).toBeVisible();
    await expect(page.getByRole('button', { name: 'This video is unavailable' })).toBeDisabled();
    await expect(page.getByText("This video can't be played right now.")).toBeVisible();
    await page.getByRole('button', { name: 'Next video' }).click();
    await expect(title(page)).toHaveText('Late Night Studio Session');
    expect(reports).toEqual([]);
    guard.assertClean();
  });

  test('inside Telegram the feed turns off vertical swipes and asks before closing, and restores both', async ({
    page,
  }) => {
    const guard = guardPage(page);
    const tg = await recordTelegramEvents(page);
    const launch = telegramLaunchHash({ theme: 'dark' });
    await signUp(page.context(), { telegramId: launch.user.id });
    await page.goto(`/app/play#${launch.hash}`);
    await expect(title(page)).toHaveText('Golden Hour on the Rooftop');
    await expect.poll(() => tg.last('web_app_setup_swipe_behavior')).toEqual({ allow_vertical_swipe: false });
    await expect.poll(() => tg.last('web_app_setup_closing_behavior')).toEqual({ need_confirmation: true });
    await expectAccessible(page);

    await page.getByRole('link', { name: 'Back' }).click();
    await expect(page).toHaveURL(/\/app$/);
    await expect.poll(() => tg.last('web_app_setup_swipe_behavior')).toEqual({ allow_vertical_swipe: true });
    await expect.poll(() => tg.last('web_app_setup_closing_behavior')).toEqual({ need_confirmation: false });
    guard.assertClean();
  });
});
