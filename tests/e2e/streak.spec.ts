import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { contract } from '@cum/shared/contract';
import { STREAK_DAY_REWARDS } from '@cum/shared/domain/streak';
import { expect, type Page, test } from '@playwright/test';
import { expectAccessible, watchPage } from './support/screen-checks.ts';
import { currentUser, signUp } from './support/users.ts';

const run = promisify(execFile);
const repoRoot = join(import.meta.dirname, '..', '..');

/** A new UTC day for one user: their streak history moves `days` days into the past. */
async function daysPass(userId: string, days: number) {
  await run('npx', ['tsx', 'tests/scripts/streak-days-back.ts', userId, String(days)], {
    cwd: repoRoot,
    env: process.env,
    timeout: 30_000,
  });
}

async function claimOnHome(page: Page, day: number) {
  const amount = STREAK_DAY_REWARDS[day - 1];
  const answer = page.waitForResponse((r) => r.url().endsWith(contract.rewards.streakClaim.path));
  await page.getByRole('button', { name: `Claim day ${day}: ${amount} $CUM` }).click();
  expect((await answer).status()).toBe(200);
  await expect(page.getByTestId('streak-done')).toContainText(`Come back tomorrow for day ${day + 1}`);
}

test.describe('daily streak', () => {
  test.describe.configure({ timeout: 90_000 });

  test('three consecutive days pay escalating rewards once each; a missed day starts again', async ({
    page,
  }) => {
    const checks = watchPage(page);
    const { user } = await signUp(page.context(), { firstName: 'Sol' });
    await page.goto('/app');
    const calendar = page.getByTestId('streak-calendar');
    await expect(calendar.getByRole('listitem')).toHaveCount(7);
    await expect(calendar.getByRole('listitem').first()).toHaveAccessibleName(
      `Day 1: ${STREAK_DAY_REWARDS[0]} $CUM, today`,
    );
    await expectAccessible(page, 'Home with the streak calendar');

    await claimOnHome(page, 1);
    expect((await currentUser(page.context())).cumBalance).toBe(STREAK_DAY_REWARDS[0]);
    // The same day again: the server refuses, nothing more is paid.
    const again = await page.request.post(contract.rewards.streakClaim.path);
    expect(again.status()).toBe(409);

    let paid: number = STREAK_DAY_REWARDS[0];
    for (const day of [2, 3]) {
      await daysPass(user.id, 1);
      await page.reload();
      await expect(calendar.getByRole('listitem').nth(day - 2)).toHaveAccessibleName(/claimed$/);
      await claimOnHome(page, day);
      paid += STREAK_DAY_REWARDS[day - 1] ?? 0;
      expect((await currentUser(page.context())).cumBalance).toBe(paid);
    }
    await expect(page.getByTestId('streak-summary')).toHaveText(
      '3 days in a row. Miss a day and it starts again.',
    );
    // The bell lists the streak reward.
    await page.getByRole('button', { name: /^Notifications/ }).click();
    await expect(page.getByRole('dialog').getByText('Day 3 streak reward')).toBeVisible();
    await page.keyboard.press('Escape');

    // Two days later (a day missed): back to day 1.
    await daysPass(user.id, 2);
    await page.reload();
    await expect(page.getByTestId('streak-summary')).toHaveText(
      'Come back every day: each day in a row pays more.',
    );
    await claimOnHome(page, 1);
    expect((await currentUser(page.context())).cumBalance).toBe(paid + STREAK_DAY_REWARDS[0]);
    checks.expectClean();
  });
});
