import { join } from 'node:path';
import { contract } from '@cum/shared/contract';
import { buildPath } from '@cum/shared/contract/route';
import { expect, type Page, test } from '@playwright/test';
import { guardPage } from './play-games-helpers.ts';
import { type TelegramTheme, telegramLaunchHash } from './support/telegram.ts';
import {
  hasTelegramBridge,
  pressPrimary,
  recordTelegramEvents,
  telegramEvents,
} from './support/telegram-events.ts';
import { currentUser, signUp } from './support/users.ts';

const rushPlayPath = buildPath(contract.games.play.path, { gameId: '2' });
const shotsDir = join(import.meta.dirname, '..', '..', 'docs', 'screenshots');

// 390x844 CSS pixels at scale 1, as the README screenshots.
test.use({ deviceScaleFactor: 1 });

/** Frames the page paints per second over `ms` (a requestAnimationFrame counter). */
const measureFps = (page: Page, ms = 2_000) =>
  page.evaluate(
    (span) =>
      new Promise<number>((resolve) => {
        let frames = 0;
        const t0 = performance.now();
        const step = (now: number) => {
          frames++;
          if (now - t0 < span) requestAnimationFrame(step);
          else resolve((frames * 1000) / (now - t0));
        };
        requestAnimationFrame(step);
      }),
    ms,
  );

/**
 * One real tap on the lowest falling token that is fully inside the field (the most urgent one), or
 * false when none is. The click lands a little below its centre: it moves while the click travels.
 */
async function tapLowestToken(page: Page): Promise<boolean> {
  const target = await page.evaluate(() => {
    const field = document.querySelector('[data-testid="rush-field"]')?.getBoundingClientRect();
    if (!field) return null;
    let best: { x: number; y: number } | null = null;
    for (const el of Array.from(document.querySelectorAll<HTMLButtonElement>('[data-testid="rush-token"]'))) {
      if (el.disabled || getComputedStyle(el).visibility !== 'visible') continue;
      const r = el.getBoundingClientRect();
      if (r.top < field.top + 4 || r.bottom > field.bottom - 24) continue;
      const c = { x: r.left + r.width / 2, y: r.top + r.height / 2 };
      if (!best || c.y > best.y) best = c;
    }
    return best;
  });
  if (!target) return false;
  await page.mouse.click(target.x, target.y + 6);
  return true;
}

async function openRush(page: Page) {
  await page.getByRole('button', { name: 'Play Token Rush' }).click();
  // Inside Telegram Start is Telegram's MainButton (pressPrimary waits for it), in a browser the page's.
  if (await hasTelegramBridge(page)) await expect(page.getByTestId('rush-daily-count')).toBeVisible();
  else await expect(page.getByRole('button', { name: 'Start game' })).toBeEnabled();
}

/** Plays one round (tapping or idle); answers the server's verdict and the frame rates measured. */
async function playRound(page: Page, tap: boolean) {
  const submitted = page.waitForResponse((r) => r.url().endsWith(rushPlayPath), { timeout: 30_000 });
  await pressPrimary(page, 'Start game');
  await expect(page.getByTestId('rush-field')).toBeVisible();
  const fps = measureFps(page);
  let done = false;
  void submitted.then(() => {
    done = true;
  });
  let taps = 0;
  while (tap && !done) {
    if (await tapLowestToken(page)) taps++;
    else await page.waitForTimeout(16);
  }
  const answer = contract.games.play.response.parse(await (await submitted).json());
  await expect(page.getByTestId('rush-result')).toContainText(`+${answer.reward} $CUM`);
  await expect(page.getByTestId('rush-verified-score')).toHaveText(
    `Verified score: ${answer.score} of ${answer.maxScore}`,
  );
  return { ...answer, taps, fps: await fps };
}

test.describe('Token Rush, the skill game', () => {
  // Two real 10 s rounds on a shared 2-core machine.
  test.describe.configure({ timeout: 90_000 });

  test('real taps on falling tokens pay more than an idle round; the animation is not stalled', async ({
    page,
  }) => {
    const guard = guardPage(page);
    await signUp(page.context());
    await page.goto('/app/games');
    await openRush(page);

    const played = await playRound(page, true);
    await page.getByRole('button', { name: 'Play again' }).click();
    const idle = await playRound(page, false);

    console.log(
      `Token Rush e2e: tapped round ${played.taps} taps, verified ${played.score}/${played.maxScore}, ` +
        `+${played.reward} $CUM, ${played.fps.toFixed(1)} fps while tapping; idle round +${idle.reward} $CUM, ` +
        `${idle.fps.toFixed(1)} fps`,
    );
    expect(idle.score).toBe(0);
    expect(idle.reward).toBe(50);
    expect(played.score).toBeGreaterThan(0);
    expect(played.reward).toBeGreaterThan(idle.reward);
    expect(played.reward).toBeLessThanOrEqual(200);
    expect((await currentUser(page.context())).cumBalance).toBe(played.reward + idle.reward);
    // Headless Chromium on a busy 2-core machine: a stalled page shows single digits.
    expect(played.fps).toBeGreaterThanOrEqual(30);
    expect(idle.fps).toBeGreaterThanOrEqual(30);
    guard.assertClean();
  });

  for (const face of ['browser', 'tg-light', 'tg-dark'] as const) {
    test(`mid-round screenshot (${face})${face === 'browser' ? '' : ': a catch gives a haptic'}`, async ({
      page,
    }) => {
      const guard = guardPage(page);
      if (face === 'browser') {
        await signUp(page.context());
        await page.goto('/app/games');
      } else {
        await recordTelegramEvents(page);
        const theme: TelegramTheme = face === 'tg-light' ? 'light' : 'dark';
        const launch = telegramLaunchHash({ theme });
        await signUp(page.context(), { telegramId: launch.user.id });
        await page.goto(`/app/games#${launch.hash}`);
      }
      await openRush(page);
      const submitted = page.waitForResponse((r) => r.url().endsWith(rushPlayPath), { timeout: 30_000 });
      await pressPrimary(page, 'Start game');
      await expect(page.getByRole('timer')).toContainText(/^[6-7]\.\d s$/, { timeout: 8_000 });
      // A catch just before the picture, so it shows a "+N" pop.
      await expect.poll(() => tapLowestToken(page), { timeout: 3_000 }).toBe(true);
      await expect(page.getByTestId('rush-score')).not.toHaveText('0');
      await page.screenshot({ path: join(shotsDir, `games-rush-falling-${face}.png`) });
      if (face !== 'browser') {
        const haptics = (await telegramEvents(page)).filter(
          (e) => e.name === 'web_app_trigger_haptic_feedback',
        );
        expect(haptics).toContainEqual({
          name: 'web_app_trigger_haptic_feedback',
          data: { type: 'impact', impact_style: 'light' },
        });
      }
      expect((await submitted).status()).toBe(200);
      guard.assertClean();
    });
  }

  test('with reduced motion the tokens stand still in their lanes and can still be caught', async ({
    page,
  }) => {
    const guard = guardPage(page);
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await signUp(page.context());
    await page.goto('/app/games');
    await openRush(page);
    const submitted = page.waitForResponse((r) => r.url().endsWith(rushPlayPath), { timeout: 30_000 });
    await page.getByRole('button', { name: 'Start game' }).click();
    await expect(page.getByRole('timer')).toContainText(/^[6-8]\.\d s$/, { timeout: 8_000 });
    const positions = () =>
      page.evaluate(() =>
        Array.from(document.querySelectorAll('[data-testid="rush-token"]'))
          .filter((el) => getComputedStyle(el).visibility === 'visible')
          .map((el) => `${el.getAttribute('data-token-id')}@${Math.round(el.getBoundingClientRect().top)}`),
      );
    const before = await positions();
    await page.waitForTimeout(150);
    const after = await positions();
    // Tokens shown in both looks did not move.
    const common = before.filter((p) => after.some((q) => q.split('@')[0] === p.split('@')[0]));
    expect(common.length).toBeGreaterThan(0);
    for (const p of common) expect(after).toContain(p);
    await expect.poll(() => tapLowestToken(page), { timeout: 3_000 }).toBe(true);
    await page.screenshot({ path: join(shotsDir, 'games-rush-reduced-motion-browser.png') });
    const answer = contract.games.play.response.parse(await (await submitted).json());
    expect(answer.score).toBeGreaterThan(0);
    expect(answer.reward).toBeGreaterThan(50);
    guard.assertClean();
  });
});
