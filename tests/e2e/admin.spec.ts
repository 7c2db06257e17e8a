import { contract } from '@cum/shared/contract';
import { expect, type Page } from '@playwright/test';
import { expectNoSeriousA11y, openAdmin, panelChunk, tabs, test, unique } from './admin-fixtures.ts';
import { E2E_ADMIN_USERNAME, signInEmailAdmin } from './support/admin.ts';
import { currentUser, signUp } from './support/users.ts';

const toast = (page: Page, title: string) => page.locator('.toaster').getByText(title, { exact: true });

test.describe('admin panel', () => {
  test('a normal user sees Access Denied and never downloads the panel', async ({ page, problems }) => {
    void problems;
    await signUp(page.context());
    const scripts: string[] = [];
    page.on('request', (r) => {
      if (r.resourceType() === 'script') scripts.push(r.url());
    });
    await page.goto('/app/admin');
    await expect(page.getByText('Access Denied')).toBeVisible();
    await expect(page.getByText("You don't have admin privileges to access this panel.")).toBeVisible();
    expect(scripts.some((url) => /\/assets\/admin-screen-/.test(url))).toBe(true);
    expect(scripts.filter((url) => panelChunk.test(url))).toEqual([]);
    // The server refuses them anyway.
    expect((await page.request.get(contract.admin.stats.path)).status()).toBe(403);
  });

  test('the ADMIN_EMAILS admin sees the stats, finds a user and adjusts their balance', async ({
    page,
    request,
    problems,
  }) => {
    void problems;
    const username = unique('adj_');
    const target = await signUp(request, { username, welcomeBonus: true });
    const before = target.user.cumBalance;
    await signInEmailAdmin(page.context());
    await openAdmin(page);
    for (const label of ['Total Users', 'Total Balance', 'Total Tasks', 'Online Rooms']) {
      await expect(page.getByRole('region', { name: label })).toBeVisible();
    }
    await expect(page.getByRole('heading', { name: 'Platform Overview' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Recent Activity' })).toBeVisible();

    await page.getByRole('tab', { name: 'Users' }).click();
    await page.getByRole('searchbox', { name: 'Search users' }).fill(username);
    const row = page.locator('tr', { hasText: `@${username}` });
    await expect(row).toHaveCount(1);
    await expect(page.locator('tbody tr')).toHaveCount(1);

    // Below zero is refused before anything moves.
    await row.getByRole('button', { name: `Adjust balance of @${username}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Adjust balance' });
    await dialog.getByLabel('Amount ($CUM)').fill(String(-(before + 1)));
    await dialog.getByLabel('Reason').fill('e2e: too much');
    await dialog.getByRole('button', { name: 'Apply' }).click();
    await expect(dialog.getByText("That would take the user's balance below zero.")).toBeVisible();

    await dialog.getByLabel('Amount ($CUM)').fill('125.5');
    await dialog.getByLabel('Reason').fill('e2e goodwill credit');
    await dialog.getByRole('button', { name: 'Apply' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(toast(page, 'User updated successfully')).toBeVisible();
    const expected = before + 125.5;
    await expect(row).toContainText(`${expected.toLocaleString('en-US')} $CUM`);
    expect((await currentUser(request)).cumBalance).toBe(expected);

    await page.getByRole('tab', { name: 'Activity' }).click();
    await expect(page.getByRole('heading', { name: 'Recent Activity Log' })).toBeVisible();
    const entry = page.locator('.admin-audit__item', { hasText: target.user.id }).first();
    await expect(entry).toContainText('user.adjust_balance');
    await expect(entry.locator('.admin-audit__before').first()).toHaveText(String(before));
    await expect(entry.locator('.admin-audit__after').first()).toHaveText(String(expected));
    await expect(entry).toContainText('e2e goodwill credit');
  });

  test('an admin cannot remove their own admin flag', async ({ page, problems }) => {
    void problems;
    await signInEmailAdmin(page.context());
    await openAdmin(page, 'Users');
    await page.getByRole('searchbox', { name: 'Search users' }).fill(E2E_ADMIN_USERNAME);
    const own = page.getByLabel(`Admin: @${E2E_ADMIN_USERNAME}`);
    await expect(own).toBeChecked();
    await own.click({ force: true });
    const dialog = page.getByRole('dialog', { name: 'Remove admin rights?' });
    await dialog.getByRole('button', { name: 'Remove admin' }).click();
    await expect(toast(page, 'Failed to update user')).toBeVisible();
    await expect(page.locator('.toaster')).toContainText("You can't change your own admin status");
    await expect(own).toBeChecked();
  });
});
