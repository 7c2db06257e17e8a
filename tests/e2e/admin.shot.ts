import { contract } from '@cum/shared/contract';
import { expect, type Page, test } from '@playwright/test';
import { openAdmin, tabs } from './admin-fixtures.ts';
import { seedFlagged } from './support/review-seed.ts';
import { saveScreenshot } from './support/screenshot.ts';
import { signUp } from './support/users.ts';

// docs/screenshots/admin-<tab>-<phone|desktop>.png (`SCREENSHOTS=1 ... --project screenshots`).

// One worker in order: the first test puts sample data in, the rest photograph it.
test.describe.configure({ mode: 'serial' });
test.use({ deviceScaleFactor: 2 });

const sampleTasks = [
  { title: 'Daily Check-in', description: 'Open the app once a day', reward: 50, type: 'daily' },
  {
    title: 'Share Content',
    description: 'Share 3 posts with your friends',
    reward: 100,
    type: 'weekly',
    actionType: 'external',
    actionUrl: 'https://example.com/share',
  },
  {
    title: 'Join our channel',
    description: 'Join the $CUM announcements channel',
    reward: 250,
    type: 'special',
    actionType: 'telegram_join',
    telegramChatId: '@cum_rewards',
    isActive: false,
  },
] as const;

const sampleRooms = [
  { roomId: 'mia-live', modelName: 'Mia', roomTitle: 'Late night chat', isOnline: true, viewerCount: 1342 },
  { roomId: 'luna-22', modelName: 'Luna', roomTitle: 'Sunday stream', isOnline: false, viewerCount: 0 },
] as const;

/** The user whose page is photographed: a referrer the review list flags. */
const farmerName = `ref_farmer_${Date.now() % 10_000}`;

test('seed sample users, tasks and rooms', async ({ page, request, playwright }) => {
  for (const name of ['jules_m', 'crypto_kat', 'maxpower']) {
    await signUp(request, { username: `${name}_${Date.now() % 10_000}`, welcomeBonus: true });
  }
  // A context of its own: the farmer's session stays live for the Sessions card (a later sign-in in
  // the same context would replace it).
  const own = await playwright.request.newContext({ baseURL: test.info().project.use.baseURL });
  const farmer = await signUp(own, { username: farmerName, welcomeBonus: true, firstName: 'Rick' });
  await own.dispose();
  const player = await signUp(request, { username: `rush_ace_${Date.now() % 10_000}`, welcomeBonus: true });
  await seedFlagged(`s${Date.now() % 10_000}`, farmer.user.id, player.user.id);
  await signUp(page.context(), { asAdmin: true });
  const req = page.context().request;
  for (const task of sampleTasks) {
    expect((await req.post(contract.admin.createTask.path, { data: task })).ok()).toBe(true);
  }
  for (const room of sampleRooms) {
    const res = await req.post(contract.admin.createRoom.path, { data: room });
    expect([201, 409]).toContain(res.status());
  }
});

async function shoot(page: Page, name: string, fullPage: boolean) {
  await expect(page.getByRole('status')).toHaveCount(0);
  await saveScreenshot(page, `${name}`, { fullPage });
}

for (const face of ['phone', 'desktop'] as const) {
  test.describe(face, () => {
    if (face === 'desktop')
      test.use({ viewport: { width: 1280, height: 800 }, isMobile: false, hasTouch: false });

    for (const tab of tabs) {
      test(`admin ${tab}`, async ({ page }) => {
        await page.emulateMedia({ reducedMotion: 'reduce' });
        await signUp(page.context(), { asAdmin: true });
        await openAdmin(page, tab);
        await expect(page.getByRole('tab', { name: tab })).toHaveAttribute('aria-selected', 'true');
        await shoot(page, `admin-${tab.toLowerCase()}-${face}`, face === 'phone');
      });
    }

    test('admin user page', async ({ page }) => {
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await signUp(page.context(), { asAdmin: true });
      await openAdmin(page, 'Users');
      await page.getByRole('searchbox', { name: 'Search users' }).fill(farmerName);
      await page.getByRole('link', { name: `Open @${farmerName}` }).click();
      await expect(page.getByRole('heading', { name: `@${farmerName}`, level: 2 })).toBeVisible();
      await shoot(page, `admin-user-page-${face}`, true);
    });

    test('admin task dialog', async ({ page }) => {
      await signUp(page.context(), { asAdmin: true });
      await openAdmin(page, 'Tasks');
      await page.getByRole('button', { name: 'Edit Share Content' }).first().click();
      await expect(page.getByRole('dialog', { name: 'Edit Task' })).toBeVisible();
      await shoot(page, `admin-task-dialog-${face}`, false);
    });
  });
}

test('admin access denied', async ({ page }) => {
  await signUp(page.context());
  await page.goto('/app/admin');
  await expect(page.getByRole('heading', { name: 'Access Denied' })).toBeVisible();
  await saveScreenshot(page, 'admin-denied-phone');
});
