import { contract } from '@cum/shared/contract';
import { expect, test } from '@playwright/test';
import { expectAccessible, guardPage } from './earn-helpers.ts';
import { currentUser, signUp } from './support/users.ts';

test.describe('upgrades screen', () => {
  // Several sign-ups, admin fixtures and axe runs: more than the default 20 s on a busy machine.
  test.describe.configure({ timeout: 60_000 });
  test('buys Reward Multiplier x2: confirmation, Buying..., level and balance from the answer', async ({
    page,
  }) => {
    const guard = guardPage(page);
    await signUp(page.context(), { welcomeBonus: true });
    await page.goto('/app/upgrades');

    const stats = page.getByRole('region', { name: 'Your stats' });
    const balance = page.getByRole('region', { name: 'Balance' });
    await expect(stats).toContainText('Level 1');
    await expect(balance).toContainText('1,000 $CUM');
    const x2 = page.getByTestId('upgrade-multiplier-2x');
    const x3 = page.getByTestId('upgrade-multiplier-3x');
    await expect(x2).toContainText('1,000 $CUM');
    // Issue 32: the two multiplier cards name the level each sets, not both "Level 1 of 5".
    await expect(x2).toContainText('Raises your reward level to 2 of 5 (now 1)');
    await expect(x3).toContainText('Raises your reward level to 3 of 5 (now 1)');
    await expect(x3).toContainText('Locked');
    await expect(x3).toContainText('unlocks after you buy Reward Multiplier x2');
    await expect(page.getByTestId('upgrade-task-bonus')).toContainText(
      'Task Bonus unlocks when your balance reaches 2,000 $CUM.',
    );
    await expectAccessible(page);

    // Hold the answer a moment so the busy label can be seen.
    await page.route(`**${contract.upgrades.buy.path.replace(':id', 'multiplier-2x')}`, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 600));
      await route.continue();
    });
    await x2.getByRole('button', { name: 'Buy Reward Multiplier x2' }).click();
    const sheet = page.getByRole('dialog');
    await expect(sheet).toContainText('Confirm purchase');
    await expect(sheet).toContainText('Balance after');
    await expectAccessible(page);
    await sheet.getByRole('button', { name: 'Buy for 1,000 $CUM' }).click();
    await expect(sheet.getByRole('button', { name: 'Buying...' })).toBeVisible();
    await expect(page.getByText('Upgrade purchased!')).toBeVisible();
    await expect(sheet).toHaveCount(0);

    await expect(x2).toContainText('Owned');
    await expect(stats).toContainText('Level 2');
    await expect(balance).toContainText('0 $CUM');
    await expect(x3).not.toContainText('Locked');
    const user = await currentUser(page.context());
    expect(user.rewardUpgradeLevel).toBe(2);
    expect(user.cumBalance).toBe(0);
    guard.assertClean();
  });
});
