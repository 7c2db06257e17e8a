import { expect } from '@playwright/test';
import { expectNoSeriousA11y, openAdmin, tabs, test, unique } from './admin-fixtures.ts';
import { seedFlagged } from './support/review-seed.ts';
import { signUp } from './support/users.ts';

test.describe('admin user page, review list and the way back', () => {
  test.describe.configure({ timeout: 60_000 });

  test('every tab shows "Back to app", which leads home', async ({ page, problems }) => {
    void problems;
    await signUp(page.context(), { asAdmin: true });
    await openAdmin(page);
    const back = page.getByRole('link', { name: 'Back to app' });
    for (const tab of tabs) {
      await page.getByRole('tab', { name: tab }).click();
      await expect(page.getByRole('tab', { name: tab })).toHaveAttribute('aria-selected', 'true');
      await expect(back).toBeVisible();
      await expect(back).toBeInViewport();
    }
    await back.click();
    await expect(page).toHaveURL(/\/app$/);
  });

  test('a user page: profile, ledger, sessions; adjust, suspend and unsuspend from it', async ({
    page,
    request,
    problems,
  }) => {
    void problems;
    const username = unique('page_');
    await signUp(request, { username, welcomeBonus: true });
    await signUp(page.context(), { asAdmin: true });
    await openAdmin(page, 'Users');
    await page.getByRole('searchbox', { name: 'Search users' }).fill(username);
    await page.getByRole('link', { name: `Open @${username}` }).click();
    await expect(page).toHaveURL(/\/app\/admin\?user=[0-9a-f]{24}$/);
    await expect(page.getByRole('heading', { name: `@${username}`, level: 2 })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to app' })).toBeVisible();
    const profile = page.getByRole('region', { name: 'Profile' });
    await expect(profile.getByText('1,000 $CUM').first()).toBeVisible();
    await expect(profile.getByText('telegram', { exact: true })).toBeVisible();
    const ledger = page.getByRole('region', { name: 'Ledger' });
    await expect(ledger.getByText('welcome bonus', { exact: true })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Sessions' }).locator('tbody tr')).toHaveCount(1);
    await expect(
      page.getByRole('region', { name: 'Referrals made' }).getByText('No referrals'),
    ).toBeVisible();
    await expectNoSeriousA11y(page);

    await profile.getByRole('button', { name: 'Adjust balance' }).click();
    const adjust = page.getByRole('dialog', { name: 'Adjust balance' });
    await adjust.getByLabel('Amount ($CUM)').fill('25');
    await adjust.getByLabel('Reason').fill('e2e: from the user page');
    await adjust.getByRole('button', { name: 'Apply' }).click();
    await expect(adjust).toHaveCount(0);
    await expect(profile.getByText('1,025 $CUM').first()).toBeVisible();
    await expect(ledger.getByText('+25 $CUM', { exact: true })).toBeVisible();

    await profile.getByRole('button', { name: 'Suspend', exact: true }).click();
    const suspend = page.getByRole('dialog', { name: 'Suspend user' });
    await suspend.getByLabel('Reason').fill('e2e: farming referrals');
    await suspend.getByRole('button', { name: 'Suspend', exact: true }).click();
    await expect(profile.getByText('Suspended: e2e: farming referrals')).toBeVisible();
    await profile.getByRole('button', { name: 'Unsuspend', exact: true }).click();
    await page
      .getByRole('dialog', { name: 'Lift the suspension?' })
      .getByRole('button', { name: 'Unsuspend', exact: true })
      .click();
    await expect(profile.getByRole('button', { name: 'Suspend', exact: true })).toBeVisible();

    await page.getByRole('link', { name: '← All users' }).click();
    await expect(page.getByRole('tab', { name: 'Users' })).toHaveAttribute('aria-selected', 'true');
  });

  test('the Review tab lists a flagged referrer and player, not a fair one, and opens their page', async ({
    page,
    request,
    problems,
  }) => {
    void problems;
    const tag = unique('rv');
    const farmer = await signUp(request, { username: `${tag}_farmer` });
    const player = await signUp(request, { username: `${tag}_player` });
    const fair = await signUp(request, { username: `${tag}_fair` });
    const { domain } = await seedFlagged(tag, farmer.user.id, player.user.id);
    void fair;
    await signUp(page.context(), { asAdmin: true });
    await openAdmin(page, 'Review');
    const table = page.getByRole('table', { name: 'Flagged accounts' });
    const farmerRow = table.locator('tr', { hasText: `@${tag}_farmer` });
    await expect(farmerRow).toContainText(`email domain ${domain}`);
    await expect(farmerRow).toContainText('5 of 5 referrals');
    await expect(table.locator('tr', { hasText: `@${tag}_player` })).toContainText('4 of 4 games');
    await expect(table.locator('tr', { hasText: `@${tag}_fair` })).toHaveCount(0);
    await expectNoSeriousA11y(page);

    await farmerRow.getByRole('link', { name: `@${tag}_farmer` }).click();
    await expect(page.getByRole('heading', { name: `@${tag}_farmer`, level: 2 })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Referrals made' }).locator('tbody tr')).toHaveCount(5);
  });
});
