import { join } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { contract } from '@cum/shared/contract';
import { expect, type Page, test } from '@playwright/test';
import { expectAccessible, watchPage } from './support/screen-checks.ts';
import { type TelegramTheme, telegramLaunchHash } from './support/telegram.ts';
import { recordTelegramEvents } from './support/telegram-events.ts';
import { signUp } from './support/users.ts';

// Phone screenshots of the leaderboard and of Home for a suspended user (`SCREENSHOTS=1 ... --project
// screenshots`), in the browser and in Telegram's light and dark themes. Their assertions run in every
// `npm test` too.
const outDir = join(import.meta.dirname, '..', '..', 'docs', 'screenshots');
const faces = ['browser', 'tg-light', 'tg-dark'] as const;
type Face = (typeof faces)[number];

/**
 * Signs a fresh user up in the page's context, runs `before` with their id (e.g. staff acting on them),
 * then opens `path` in the face.
 */
async function open(
  page: Page,
  face: Face,
  path: string,
  username: string,
  before?: (id: string) => Promise<void>,
) {
  if (face === 'browser') {
    const { user } = await signUp(page.context(), { username, welcomeBonus: true });
    await before?.(user.id);
    await page.goto(path);
    return;
  }
  await recordTelegramEvents(page);
  const theme: TelegramTheme = face === 'tg-light' ? 'light' : 'dark';
  const launch = telegramLaunchHash({ theme });
  const { user } = await signUp(page.context(), { telegramId: launch.user.id, username, welcomeBonus: true });
  await before?.(user.id);
  await page.goto(`${path}#${launch.hash}`);
}

/**
 * axe on the screen: in the browser no serious or critical violation; inside Telegram the colours are the
 * user's Telegram palette (its default hint and link colours are below 4.5:1), so colour contrast is only
 * printed there while every other rule still has to pass.
 */
async function checkAccessible(page: Page, face: Face, what: string) {
  if (face === 'browser') return expectAccessible(page, what);
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  for (const v of serious.filter((v) => v.id === 'color-contrast'))
    console.log(`[axe ${what}] color-contrast on Telegram's palette: ${v.nodes.length} node(s)`);
  expect(
    serious.filter((v) => v.id !== 'color-contrast').map((v) => v.id),
    `axe on ${what}`,
  ).toEqual([]);
}

test.use({ deviceScaleFactor: 1 });
test.describe.configure({ timeout: 90_000 });
const shot = (page: Page, name: string) => page.screenshot({ path: join(outDir, `${name}.png`) });
const suffix = () => `${Date.now() % 1_000_000}${Math.floor(Math.random() * 100)}`;

for (const face of faces) {
  test(`leaderboard (${face})`, async ({ page, browser }) => {
    const checks = watchPage(page);
    // Another player who keeps their profile private and their balance hidden.
    const other = await browser.newContext();
    await signUp(other, { username: `hidden_${suffix()}`, welcomeBonus: true });
    const { user: otherUser } = contract.profile.getUser.response.parse(
      await (await other.request.get(contract.profile.getUser.path)).json(),
    );
    const hide = await other.request.patch(contract.profile.updateSettings.path, {
      data: { ...otherUser.settings, privateProfile: true, showBalance: false },
    });
    expect(hide.ok()).toBe(true);
    await other.close();

    const name = `board_${suffix()}`;
    await open(page, face, '/app/leaderboard', name, async () => {
      // One periodic claim on top of the welcome bonus: this player is ahead of the bonus-only ones.
      expect((await page.context().request.post(contract.rewards.claim.path)).ok()).toBe(true);
    });
    await expect(page.getByRole('heading', { name: 'Leaderboard' })).toBeVisible();
    const rows = page.getByTestId('leaderboard-row');
    const mine = rows.filter({ hasText: name });
    await expect(mine).toHaveAttribute('aria-current', 'true');
    await expect(mine).toContainText('1,025 $CUM');
    await expect(rows.filter({ hasText: 'Anonymous player' }).first()).toContainText('Hidden');
    await expect(page.getByTestId('leaderboard-me')).toContainText('1,025 $CUM');
    await checkAccessible(page, face, `Leaderboard (${face})`);
    await shot(page, `leaderboard-weekly-${face}`);
    checks.expectClean();
  });

  test(`Home while suspended (${face})`, async ({ page, browser }) => {
    const checks = watchPage(page);
    await open(page, face, '/app', `susp_${suffix()}`, async (userId) => {
      const staff = await browser.newContext();
      await signUp(staff, { asAdmin: true });
      const suspended = await staff.request.post(contract.admin.suspend.path.replace(':userId', userId), {
        data: { reason: 'Referral farming with throwaway accounts' },
      });
      expect(suspended.ok()).toBe(true);
      await staff.close();
    });
    const notice = page.getByTestId('suspension-notice');
    await expect(notice).toContainText('Account suspended');
    await expect(notice).toContainText('Reason: Referral farming with throwaway accounts');
    await expect(page.getByRole('button', { name: 'Claim Reward' })).toBeDisabled();
    await checkAccessible(page, face, `Home suspended (${face})`);
    await shot(page, `home-suspended-${face}`);
    checks.expectClean();
  });
}
