import { contract } from '@cum/shared/contract';
import { expect, test } from '@playwright/test';
import { expectAccessible, watchPage } from './support/screen-checks.ts';
import { signUp } from './support/users.ts';

test.describe('leaderboard and suspension', () => {
  // axe and the embedded database are slow on the shared 2-core machine.
  test.describe.configure({ timeout: 90_000 });

  test('the board ranks this week, hides a private player, and Home links to it', async ({
    page,
    browser,
  }, testInfo) => {
    const checks = watchPage(page);
    // Another player, private and hiding their balance, who earned the welcome bonus this week.
    const other = await browser.newContext();
    await signUp(other, { username: 'e2e_private_player', welcomeBonus: true });
    const settings = await other.request.get(contract.profile.getUser.path);
    const { user: otherUser } = contract.profile.getUser.response.parse(await settings.json());
    const hide = await other.request.patch(contract.profile.updateSettings.path, {
      data: { ...otherUser.settings, privateProfile: true, showBalance: false },
    });
    expect(hide.ok()).toBe(true);
    await other.close();

    await signUp(page.context(), { username: 'e2e_board_me', welcomeBonus: true });
    const claim = await page.context().request.post(contract.rewards.claim.path);
    expect(claim.ok()).toBe(true);

    await page.goto('/app');
    await expect(page.getByTestId('home-rank')).toContainText(/Your rank: #\d+/);
    await expect(page.getByTestId('home-rank')).toContainText('1,025 $CUM earned this week');
    await page.getByTestId('home-rank').click();
    await expect(page).toHaveURL(/\/app\/leaderboard$/);
    await expect(page.getByRole('heading', { name: 'Leaderboard' })).toBeVisible();

    const rows = page.getByTestId('leaderboard-row');
    const mine = rows.filter({ hasText: 'e2e_board_me' });
    await expect(mine).toHaveAttribute('aria-current', 'true');
    await expect(mine).toContainText('You · Level 1');
    await expect(mine).toContainText('1,025 $CUM');
    await expect(rows.filter({ hasText: 'Anonymous player' }).first()).toContainText('Hidden');
    await expect(rows.filter({ hasText: 'e2e_private_player' })).toHaveCount(0);
    await expect(page.getByTestId('leaderboard-me')).toContainText('1,025 $CUM');
    await expectAccessible(page, 'Leaderboard (weekly)');
    await page.screenshot({ path: testInfo.outputPath('leaderboard-weekly.png') });

    await page.getByRole('tab', { name: 'Friends' }).click();
    // Nobody invited me and I invited nobody: I am alone among my friends.
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toContainText('e2e_board_me');
    await expect(page.getByTestId('leaderboard-me')).toContainText('#1');

    await page.getByRole('tab', { name: 'All-time' }).click();
    await expect(mine).toContainText('1,025 $CUM');
    checks.expectClean();
  });

  test('an admin suspends from the Users tab; the user sees why on Home and a claim is refused', async ({
    page,
    browser,
  }, testInfo) => {
    const username = `e2e_susp_${Date.now() % 1_000_000}`;
    await signUp(page.context(), { firstName: 'Sam', username });
    const staff = await browser.newContext();
    await signUp(staff, { asAdmin: true });
    const admin = await staff.newPage();
    await admin.goto('/app/admin?tab=users');
    await admin.getByRole('searchbox', { name: 'Search users' }).fill(username);
    const row = admin.locator('tr', { hasText: `@${username}` });
    await expect(row).toHaveCount(1);
    await row.getByRole('button', { name: `Suspend @${username}` }).click();
    const dialog = admin.getByRole('dialog', { name: 'Suspend user' });
    await dialog.getByLabel('Reason').fill('Referral farming with throwaway accounts');
    await dialog.getByRole('button', { name: 'Suspend' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(row).toContainText('Suspended');

    await page.goto('/app');
    const notice = page.getByTestId('suspension-notice');
    await expect(notice).toContainText('Account suspended');
    await expect(notice).toContainText('Reason: Referral farming with throwaway accounts');
    await expect(notice).toContainText('Until staff lift it');
    await expectAccessible(page, 'Home (suspended)');
    await page.screenshot({ path: testInfo.outputPath('home-suspended.png') });
    // The earning buttons are disabled, and the server refuses the claim anyway, naming the reason.
    await expect(page.getByRole('button', { name: 'Claim Bonus' })).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Claim Reward' })).toBeDisabled();
    const refused = await page.request.post(contract.onboarding.claimWelcomeBonus.path);
    expect(refused.status()).toBe(403);
    expect(await refused.json()).toMatchObject({
      error: 'account_suspended',
      message: expect.stringMatching(/Referral farming/),
    });

    await row.getByRole('button', { name: `Unsuspend @${username}` }).click();
    await admin
      .getByRole('dialog', { name: 'Lift the suspension?' })
      .getByRole('button', { name: 'Unsuspend' })
      .click();
    await expect(row).not.toContainText('Suspended');
    await staff.close();
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Welcome back, Sam!' })).toBeVisible();
    await expect(page.getByTestId('suspension-notice')).toHaveCount(0);
  });
});
