import { contract } from '@cum/shared/contract';
import { buildPath } from '@cum/shared/contract/route';
import { expect, type Page, test } from '@playwright/test';
import { expectAccessible, guardPage, recordTelegramEvents } from './play-games-helpers.ts';
import { telegramLaunchHash } from './support/telegram.ts';
import { currentUser, signUp } from './support/users.ts';

const tapsPath = contract.games.clickerTaps.path;
const rushPlayPath = buildPath(contract.games.play.path, { gameId: '2' });

async function status(page: Page) {
  const res = await page.request.get(contract.games.status.path);
  return contract.games.status.response.parse(await res.json());
}

/** Real taps on the coin at a person's pace (about 8 a second). */
async function tapCoin(page: Page, taps: number) {
  const box = await page.getByRole('button', { name: 'Tap to earn' }).boundingBox();
  if (!box) throw new Error('the coin is not on screen');
  for (let i = 0; i < taps; i++) {
    await page.mouse.click(box.x + box.width / 2 + (i % 5) * 6, box.y + box.height / 2);
    await page.waitForTimeout(120);
  }
}

test.describe('games screen', () => {
  // Each test signs up, runs axe and (some) plays for real seconds on a shared 2-core machine.
  test.describe.configure({ timeout: 60_000 });

  test('lists the clicker with its hourly cap, Token Rush with the daily count, and what is coming', async ({
    page,
  }) => {
    const guard = guardPage(page);
    await signUp(page.context());
    await page.goto('/app/games');
    const { clicker } = await status(page);
    const clickerSection = page.getByRole('region', { name: 'CUM Clicker' });
    await expect(clickerSection.getByText(`Up to ${clicker.hourlyCap} $CUM/hour`)).toBeVisible();
    await expect(clickerSection.getByText(`${clicker.hourlyCap} of ${clicker.hourlyCap} $CUM`)).toBeVisible();
    const rush = page.getByRole('region', { name: 'Token Rush' });
    await expect(rush.getByText('50-200 $CUM per game')).toBeVisible();
    await expect(rush.getByText('20 of 20 games left today')).toBeVisible();
    await expect(page.getByText('More games coming soon')).toBeVisible();
    await expectAccessible(page);
    guard.assertClean();
  });

  test('each clicker tap floats its reward, batches are credited, and taps stop at the hourly cap', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const guard = guardPage(page);
    await signUp(page.context());
    await page.goto('/app/games');
    const { clicker } = await status(page);
    const cap = clicker.hourlyCap;
    const perTap = clicker.taps.rewardPerTap;
    // The e2e server runs with CLICKER_HOURLY_CAP=3 (tests/playwright.config.ts): a few dozen taps.
    const tapsToCap = Math.round(cap / perTap);
    test.skip(tapsToCap > 60, `the clicker cap is ${cap} $CUM on this server: too slow to reach here`);

    await page.getByRole('button', { name: 'Play CUM Clicker' }).click();
    await expect(page.getByRole('heading', { name: 'CUM Clicker' })).toBeVisible();
    await expect(page.getByText(`Each tap earns ${perTap} $CUM`)).toBeVisible();
    await expect(page.getByTestId('clicker-energy')).toContainText(
      `${clicker.taps.energyMax} / ${clicker.taps.energyMax}`,
    );
    await expectAccessible(page);

    // The first tap floats "+<reward per tap>" at once, before any answer.
    const firstBatch = page.waitForResponse((r) => r.url().endsWith(tapsPath));
    await tapCoin(page, 1);
    await expect(page.getByTestId('clicker-float').first()).toHaveText(`+${perTap}`);
    await expect(page.getByTestId('clicker-score')).toHaveText('1');
    const answer = await firstBatch;
    expect(answer.status()).toBe(200);
    const body = contract.games.clickerTaps.response.parse(await answer.json());
    expect(body).toMatchObject({ paid: 1, reward: perTap, cumBalance: perTap, replayed: false });
    await expect(page.getByTestId('clicker-earned')).toHaveText(`${perTap} $CUM`);

    // Tapping on at a person's pace reaches the cap within seconds; the server paid exactly the cap.
    await tapCoin(page, tapsToCap - 1);
    await expect(page.getByRole('button', { name: 'Tapping paused: hourly limit reached' })).toBeDisabled({
      timeout: 10_000,
    });
    await expect(page.getByTestId('clicker-earned')).toHaveText(`${cap} $CUM`);
    await expect(page.getByTestId('clicker-cap')).toContainText('Hourly limit reached');
    expect((await currentUser(page.context())).cumBalance).toBe(cap);
    const refused = await page.request.post(tapsPath, { data: { batchId: crypto.randomUUID(), taps: 1 } });
    expect(refused.status()).toBe(429);
    expect((await refused.json()).message).toMatch(
      new RegExp(
        `^You've reached the clicker limit of ${cap} \\$CUM an hour\\. Try again in \\d+ minutes?\\.$`,
      ),
    );
    expect((await currentUser(page.context())).cumBalance).toBe(cap);
    await expectAccessible(page);

    // A new visit reads the cap from the server: still stopped, and it says when taps earn again.
    await page.reload();
    await page.getByRole('button', { name: 'Play CUM Clicker' }).click();
    await expect(page.getByRole('button', { name: 'Tapping paused: hourly limit reached' })).toBeDisabled();
    await expect(page.getByTestId('clicker-cap')).toContainText(/Taps earn again from \d\d:\d\d\./);
    guard.assertClean();
  });

  test('a Token Rush round is played for 10 s, its taps scored once, and a replayed submit is refused', async ({
    page,
  }) => {
    const guard = guardPage(page);
    await signUp(page.context());
    await page.goto('/app/games');
    await page.getByRole('button', { name: 'Play Token Rush' }).click();
    await expect(page.getByTestId('rush-daily-count')).toHaveText('20 of 20 games left today');
    await expectAccessible(page);

    const started = page.waitForResponse((r) => r.url().includes('/api/games/2/start'));
    const submitted = page.waitForRequest((r) => r.url().endsWith(rushPlayPath), { timeout: 30_000 });
    const t0 = Date.now();
    await page.getByRole('button', { name: 'Start game' }).click();
    expect((await started).status()).toBe(200);
    await expect(page.getByRole('timer')).toBeVisible();
    await expectAccessible(page);

    const request = await submitted;
    // The round really lasted 10 s: the taps go out only after it. Nobody tapped: the minimum.
    expect(Date.now() - t0).toBeGreaterThanOrEqual(10_000);
    const body = request.postDataJSON() as { taps: unknown[]; sessionId: string };
    expect(body.taps).toEqual([]);
    const answer = contract.games.play.response.parse(await (await request.response())?.json());
    const reward = 50;
    expect(answer).toMatchObject({ reward, score: 0 });

    const result = page.getByTestId('rush-result');
    await expect(result).toContainText(`+${reward} $CUM`);
    await expect(result).toContainText(`You scored 0 of ${answer.maxScore} and won ${reward} $CUM!`);
    await expect(result).toContainText('19 of 20 games left today');
    await expectAccessible(page);

    // The same submit again: refused, nothing more credited.
    const replay = await page.request.post(rushPlayPath, { data: body });
    expect(replay.status()).toBe(409);
    expect((await replay.json()).message).toBe(
      "This game's score was already submitted. Start a new game to play again.",
    );
    expect((await currentUser(page.context())).cumBalance).toBe(reward);
    guard.assertClean();
  });

  test('when the answer to a rush submit is lost, sending it again shows the refusal and the balance counts it once', async ({
    page,
  }) => {
    const guard = guardPage(page, (url) => url.endsWith(rushPlayPath));
    await signUp(page.context());
    // The server receives the submit and credits it; the answer never reaches the app.
    let credited = 0;
    await page.route(`**${rushPlayPath}`, async (route) => {
      const res = await route.fetch();
      credited = contract.games.play.response.parse(await res.json()).reward;
      await route.abort('connectionreset');
    });
    await page.goto('/app/games');
    await page.getByRole('button', { name: 'Play Token Rush' }).click();
    await page.getByRole('button', { name: 'Start game' }).click();

    const failed = page.getByTestId('rush-failed');
    await expect(failed).toContainText('Could not reach the server', { timeout: 30_000 });
    await page.unroute(`**${rushPlayPath}`);
    const again = page.waitForResponse((r) => r.url().endsWith(rushPlayPath));
    await page.getByRole('button', { name: 'Send score again' }).click();
    expect((await again).status()).toBe(409);
    await expect(failed).toContainText("This game's score was already submitted.");
    await expect(page.getByRole('alert').filter({ hasText: 'Error' }).first()).toBeVisible();
    expect(credited).toBeGreaterThanOrEqual(50);
    expect((await currentUser(page.context())).cumBalance).toBe(credited);
    await expectAccessible(page);
    guard.assertClean();
  });

  test('inside Telegram a tap on the coin gives haptic feedback and vertical swipes are off while it is open', async ({
    page,
  }) => {
    const guard = guardPage(page);
    const tg = await recordTelegramEvents(page);
    const launch = telegramLaunchHash({ theme: 'light' });
    await signUp(page.context(), { telegramId: launch.user.id });
    await page.goto(`/app/games#${launch.hash}`);
    await page.getByRole('button', { name: 'Play CUM Clicker' }).click();
    await page.getByRole('button', { name: 'Tap to earn' }).click();
    await expect(page.getByTestId('clicker-score')).toHaveText('1');
    await expect
      .poll(() => tg.last('web_app_trigger_haptic_feedback'))
      .toEqual({ type: 'impact', impact_style: 'light' });
    // Tapping must not collapse the mini-app: vertical swipes are off while the clicker is open.
    await expect.poll(() => tg.last('web_app_setup_swipe_behavior')).toEqual({ allow_vertical_swipe: false });
    await page.getByRole('button', { name: '‹ All games' }).click();
    await expect.poll(() => tg.last('web_app_setup_swipe_behavior')).toEqual({ allow_vertical_swipe: true });
    guard.assertClean();
  });
});
