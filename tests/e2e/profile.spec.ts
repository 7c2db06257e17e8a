import { contract } from '@cum/shared/contract';
import { expect, type Page, test } from '@playwright/test';
import { expectAccessible, watchPage } from './support/screen-checks.ts';
import { currentUser, signUp } from './support/users.ts';

const openTab = (page: Page, name: 'Profile' | 'Settings' | 'Activity') =>
  page.getByRole('tab', { name }).click();

test.describe('profile', () => {
  // axe and the embedded database are slow on the shared 2-core machine.
  test.describe.configure({ timeout: 60_000 });

  test('edit: a validation error names the field, then the profile is saved', async ({ page }) => {
    const checks = watchPage(page);
    const { user } = await signUp(page.context(), { firstName: 'Alex', lastName: 'Tester' });
    await page.goto('/app/profile');
    await expect(page.getByRole('heading', { name: 'Alex Tester' })).toBeVisible();
    await expect(page.getByText(`@${user.username}`)).toBeVisible();
    await expect(page.getByText('Level 1')).toBeVisible();
    await expectAccessible(page, 'Profile tab');

    await page.getByRole('button', { name: 'Edit' }).click();
    await page.getByLabel('First Name').fill('   ');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('First name is required')).toBeVisible();
    await expectAccessible(page, 'Profile tab (editing, with an error)');

    await page.getByLabel('First Name').fill('Maria');
    await page.getByLabel('Username').fill(`maria_${user.telegramId}`);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Profile updated')).toBeVisible();
    await expect(page.getByText('Your profile has been successfully updated.')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Maria Tester' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Edit' })).toBeVisible();
    expect((await currentUser(page.context())).username).toBe(`maria_${user.telegramId}`);
    checks.expectClean();
  });

  test('a setting is saved on toggle and is still there after a reload; balance hides', async ({ page }) => {
    const checks = watchPage(page);
    await signUp(page.context(), { welcomeBonus: true });
    await page.goto('/app/profile');
    await expect(page.getByTestId('profile-balance')).toHaveText('1,000');
    await page.getByRole('button', { name: 'Hide balance' }).click();
    await expect(page.getByTestId('profile-balance')).toHaveText('****');
    await page.getByRole('button', { name: 'Show balance' }).click();
    await expect(page.getByTestId('profile-balance')).toHaveText('1,000');

    await openTab(page, 'Settings');
    const reminders = page.getByRole('checkbox', { name: 'Task Reminders' });
    await expect(reminders).toBeChecked();
    await expectAccessible(page, 'Settings tab');
    await reminders.click({ force: true });
    await expect(page.getByText('Settings updated')).toBeVisible();
    await expect(page.getByText('Your settings have been saved.')).toBeVisible();
    await expect(reminders).not.toBeChecked();

    await page.reload();
    await openTab(page, 'Settings');
    await expect(page.getByRole('checkbox', { name: 'Task Reminders' })).not.toBeChecked();
    await expect(page.getByRole('checkbox', { name: 'Email Notifications' })).toBeChecked();
    expect((await currentUser(page.context())).settings.taskReminders).toBe(false);
    checks.expectClean();
  });

  test('the Activity tab lists the reward claim', async ({ page }) => {
    const checks = watchPage(page);
    await signUp(page.context(), { welcomeBonus: true });
    const claim = await page.context().request.post(contract.rewards.claim.path);
    expect(claim.ok()).toBe(true);
    await page.goto('/app/profile');
    await openTab(page, 'Activity');
    const rows = page.getByTestId('activity-row');
    await expect(rows).toHaveCount(2);
    await expect(rows.first()).toContainText('Periodic reward');
    await expect(rows.first()).toContainText('+25 $CUM');
    await expect(rows.nth(1)).toContainText('+1,000 $CUM');
    await expectAccessible(page, 'Activity tab');
    checks.expectClean();
  });

  test('Delete Account asks for the username, then signs the user out', async ({ page }) => {
    const checks = watchPage(page);
    const { user } = await signUp(page.context());
    await page.goto('/app/profile');
    await openTab(page, 'Settings');
    await page.getByRole('button', { name: 'Delete Account' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByText('Delete your account?')).toBeVisible();
    const confirm = dialog.getByRole('button', { name: 'Delete Account' });
    await expect(confirm).toBeDisabled();
    await dialog.getByLabel('Your username').fill(user.username ?? '');
    await confirm.click();
    await expect(page).toHaveURL(/\/$/);
    const me = await page.context().request.get(contract.profile.getUser.path);
    expect(me.status()).toBe(401);
    checks.expectClean();
  });
});
