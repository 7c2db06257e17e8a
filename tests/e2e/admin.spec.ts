import { contract } from '@cum/shared/contract';
import { expect, type Page } from '@playwright/test';
import { expectNoSeriousA11y, openAdmin, panelChunk, tabs, test, unique } from './admin-fixtures.ts';
import { signInEmailAdmin } from './support/admin.ts';
import { E2E_ADMIN_TELEGRAM_ID } from './support/env.ts';
import { currentUser, signUp } from './support/users.ts';

const toast = (page: Page, title: string) => page.locator('.toaster').getByText(title, { exact: true });

// The ADMIN_EMAILS admin signs in once (the API allows 5 sign-ins per email per 15 minutes); the
// other tests use the ADMIN_TELEGRAM_IDS admin.
test.describe('admin panel', () => {
  // Each test walks a whole flow (sign-ins, several mutations) on a busy 2-core machine.
  test.describe.configure({ timeout: 60_000 });

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
    await expectNoSeriousA11y(page);
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

  test('an admin cannot remove their own admin flag, and grants and revokes another', async ({
    page,
    request,
    problems,
  }) => {
    void problems;
    const { user } = await signUp(page.context(), { asAdmin: true });
    await openAdmin(page, 'Users');
    await page.getByRole('searchbox', { name: 'Search users' }).fill(String(E2E_ADMIN_TELEGRAM_ID));
    const own = page.getByLabel(`Admin: @${user.username}`);
    await expect(own).toBeChecked();
    await own.click({ force: true });
    const dialog = page.getByRole('dialog', { name: 'Remove admin rights?' });
    await dialog.getByRole('button', { name: 'Remove admin' }).click();
    await expect(toast(page, 'Failed to update user')).toBeVisible();
    await expect(page.locator('.toaster')).toContainText("You can't change your own admin status");
    await expect(own).toBeChecked();

    // Another user's flag: granted, then taken back, each after a confirmation.
    const other = await signUp(request, { username: unique('flag_') });
    const search = page.getByRole('searchbox', { name: 'Search users' });
    await search.fill(other.user.username ?? '');
    const flag = page.getByLabel(`Admin: @${other.user.username}`);
    await expect(flag).not.toBeChecked();
    await flag.click({ force: true });
    await page
      .getByRole('dialog', { name: 'Make admin?' })
      .getByRole('button', { name: 'Make admin' })
      .click();
    await expect(toast(page, 'User updated successfully')).toBeVisible();
    await expect(flag).toBeChecked();
    expect((await currentUser(request)).isAdmin).toBe(true);
    await flag.click({ force: true });
    await page
      .getByRole('dialog', { name: 'Remove admin rights?' })
      .getByRole('button', { name: 'Remove admin' })
      .click();
    await expect(flag).not.toBeChecked();
    expect((await currentUser(request)).isAdmin).toBe(false);
  });

  test('tasks: create (URL refusal on its field), edit and soft-delete; a user sees each state', async ({
    page,
    request,
    problems,
  }) => {
    void problems;
    await signUp(request);
    const userTasks = async () =>
      contract.tasks.list.response.parse(await (await request.get(contract.tasks.list.path)).json()).tasks;
    const title = unique('E2E task ');
    await signUp(page.context(), { asAdmin: true });
    await openAdmin(page, 'Tasks');

    await page.getByRole('button', { name: 'Create Task' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create New Task' });
    await dialog.getByLabel('Title').fill(title);
    await dialog.getByLabel('Description').fill('Visit the partner page');
    await dialog.getByLabel('Reward ($CUM)').fill('40');
    await dialog.getByLabel('Type').selectOption('weekly');
    await dialog.getByLabel('Action', { exact: true }).selectOption('external');
    await dialog.getByRole('button', { name: 'Create Task' }).click();
    // The server's rule (an external task needs a URL) lands under the field it names.
    const url = dialog.getByLabel('Action URL');
    await expect(url).toHaveAttribute('aria-invalid', 'true');
    await expect(dialog.getByText('An external task needs an http(s) or t.me URL')).toBeVisible();
    await url.fill('t.me/cum_rewards');
    await dialog.getByRole('button', { name: 'Create Task' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(toast(page, 'Task created successfully')).toBeVisible();
    const row = page.locator('tr', { hasText: title });
    await expect(row).toContainText('weekly');
    await expect(row).toContainText('40 $CUM');
    await expect(row).toContainText('Active');
    const created = (await userTasks()).find((t) => t.title === title);
    expect(created?.actionUrl).toBe('https://t.me/cum_rewards');

    const renamed = `${title} v2`;
    await page.getByRole('button', { name: `Edit ${title}` }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Task' });
    await expect(edit.getByLabel('Title')).toHaveValue(title);
    await edit.getByLabel('Title').fill(renamed);
    await edit.getByRole('button', { name: 'Save Changes' }).click();
    await expect(toast(page, 'Task updated successfully')).toBeVisible();
    await expect(page.locator('tr', { hasText: renamed })).toHaveCount(1);
    expect((await userTasks()).some((t) => t.title === renamed)).toBe(true);

    await page.getByRole('button', { name: `Delete ${renamed}` }).click();
    await page.getByRole('dialog', { name: 'Delete task?' }).getByRole('button', { name: 'Delete' }).click();
    await expect(toast(page, 'Task deleted successfully')).toBeVisible();
    await expect(page.locator('tr', { hasText: renamed })).toHaveCount(0);
    expect((await userTasks()).some((t) => t.id === created?.id)).toBe(false);
  });

  test('rooms: add, duplicate ID refused on its field, edit and delete; a user sees each state', async ({
    page,
    request,
    problems,
  }) => {
    void problems;
    await signUp(request);
    const userRooms = async () =>
      contract.rooms.list.response.parse(await (await request.get(contract.rooms.list.path)).json()).rooms;
    const roomId = unique('e2e-room-');
    const title = `Room ${roomId}`;
    await signUp(page.context(), { asAdmin: true });
    await openAdmin(page, 'Rooms');

    const add = async () => {
      await page.getByRole('button', { name: 'Add Room' }).click();
      const dialog = page.getByRole('dialog', { name: 'Add New Room' });
      await dialog.getByLabel('Room ID').fill(roomId);
      await dialog.getByLabel('Room title').fill(title);
      await dialog.getByLabel('Model').fill('Mia');
      await dialog.getByLabel('Viewers').fill('1234');
      await dialog.getByLabel('Online').check({ force: true });
      await dialog.getByRole('button', { name: 'Add Room' }).click();
      return dialog;
    };
    await expect(await add()).toHaveCount(0);
    await expect(toast(page, 'Room created successfully')).toBeVisible();
    const row = page.locator('tr', { hasText: title });
    await expect(row).toContainText('Online');
    await expect(row).toContainText('1.2K');
    expect((await userRooms()).find((r) => r.roomId === roomId)?.roomTitle).toBe(title);

    const again = await add();
    await expect(again.getByText('A room with this ID already exists')).toBeVisible();
    await expect(again.getByLabel('Room ID')).toHaveAttribute('aria-invalid', 'true');
    await again.getByRole('button', { name: 'Cancel' }).click();
    await expect(page.locator('tr', { hasText: title })).toHaveCount(1);

    await page.getByRole('button', { name: `Edit ${title}` }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Room' });
    await edit.getByLabel('Model').fill('Mia Rose');
    await edit.getByRole('button', { name: 'Save Changes' }).click();
    await expect(toast(page, 'Room updated successfully')).toBeVisible();
    await expect(row).toContainText('Mia Rose');
    expect((await userRooms()).find((r) => r.roomId === roomId)?.modelName).toBe('Mia Rose');

    await page.getByRole('button', { name: `Delete ${title}` }).click();
    await page.getByRole('dialog', { name: 'Delete room?' }).getByRole('button', { name: 'Delete' }).click();
    await expect(toast(page, 'Room deleted successfully')).toBeVisible();
    await expect(row).toHaveCount(0);
    expect((await userRooms()).some((r) => r.roomId === roomId)).toBe(false);
  });

  test('the activity log refreshes every 10 s, and not while the page is hidden', async ({
    page,
    problems,
  }) => {
    void problems;
    await page.clock.install();
    await signUp(page.context(), { asAdmin: true });
    let calls = 0;
    page.on('request', (r) => {
      if (new URL(r.url()).pathname === contract.admin.activity.path) calls += 1;
    });
    const setVisibility = (state: 'hidden' | 'visible') =>
      page.evaluate((value) => {
        Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => value });
        document.dispatchEvent(new Event('visibilitychange'));
      }, state);
    // A refetch due while the previous call is still in flight is merged into it, so let the first
    // answer arrive (in real time) before moving the fake clock.
    const firstAnswer = page.waitForResponse(
      (r) => new URL(r.url()).pathname === contract.admin.activity.path,
    );
    await openAdmin(page, 'Activity');
    await expect(page.getByRole('heading', { name: 'Recent Activity Log' })).toBeVisible();
    await firstAnswer;
    await expect.poll(() => calls).toBe(1);
    const secondAnswer = page.waitForResponse(
      (r) => new URL(r.url()).pathname === contract.admin.activity.path,
    );
    await page.clock.runFor(10_500);
    await expect.poll(() => calls).toBe(2);
    await secondAnswer;

    await setVisibility('hidden');
    await page.clock.runFor(35_000);
    await page.waitForTimeout(300);
    expect(calls).toBe(2);

    await setVisibility('visible');
    await page.clock.runFor(10_500);
    await expect.poll(() => calls).toBeGreaterThanOrEqual(3);
  });

  for (const viewport of [
    { width: 390, height: 844 },
    { width: 1280, height: 800 },
  ]) {
    test(`every tab and the dialogs pass axe at ${viewport.width} px`, async ({ page, problems }) => {
      void problems;
      // Six axe passes on a shared 2-core machine.
      test.setTimeout(120_000);
      await page.setViewportSize(viewport);
      await signUp(page.context(), { asAdmin: true });
      await openAdmin(page);
      for (const tab of tabs) {
        await page.getByRole('tab', { name: tab }).click();
        await expect(page.getByRole('tab', { name: tab })).toHaveAttribute('aria-selected', 'true');
        await expect(page.getByRole('status')).toHaveCount(0);
        await expectNoSeriousA11y(page);
      }
      await page.getByRole('tab', { name: 'Tasks' }).click();
      await page.getByRole('button', { name: 'Create Task' }).click();
      await expect(page.getByRole('dialog', { name: 'Create New Task' })).toBeVisible();
      await expectNoSeriousA11y(page);
      await page.keyboard.press('Escape');
      await expect(page.getByRole('dialog')).toHaveCount(0);
    });
  }
});
