import { expect, test } from '@playwright/test';
import { adminContext, createRoom, expectAccessible, guardPage, unique } from './earn-helpers.ts';
import { signUp } from './support/users.ts';

test.describe('rooms screen', () => {
  // Several sign-ups, admin fixtures and axe runs: more than the default 20 s on a busy machine.
  test.describe.configure({ timeout: 60_000 });
  test('rooms created through the admin API appear in Live Now and Offline, and the list refreshes', async ({
    browser,
    page,
    baseURL,
  }) => {
    const admin = await adminContext(await browser.newContext());
    const id = unique();
    const withThumb = await createRoom(admin, {
      roomId: `live-a-${id}`,
      modelName: `Model A ${id}`,
      roomTitle: 'Evening stream',
      isOnline: true,
      viewerCount: 1234,
      thumbnailUrl: `${baseURL}/favicon.svg`,
    });
    const noThumb = await createRoom(admin, {
      roomId: `live-b-${id}`,
      modelName: `Model B ${id}`,
      roomTitle: 'Chill chat',
      isOnline: true,
      viewerCount: 7,
    });
    const offline = await createRoom(admin, {
      roomId: `off-${id}`,
      modelName: `Model C ${id}`,
      roomTitle: 'Back tomorrow',
      isOnline: false,
    });

    const guard = guardPage(page);
    await page.clock.install();
    await signUp(page.context());
    await page.goto('/app/rooms');

    const live = page.getByRole('region', { name: 'Live Now' });
    const off = page.getByRole('region', { name: 'Offline' });
    await expect(live.getByTestId(`room-${withThumb.roomId}`)).toContainText(`Model A ${id}`);
    await expect(live.getByTestId(`room-${withThumb.roomId}`)).toContainText('1.2K viewers');
    await expect(live.getByTestId(`room-${noThumb.roomId}`)).toContainText('Chill chat');
    await expect(off.getByTestId(`room-${offline.roomId}`)).toContainText(`Model C ${id}`);
    await expect(live.getByTestId(`room-${offline.roomId}`)).toHaveCount(0);
    // A room without a thumbnail shows the default image.
    await expect(page.getByTestId(`room-${noThumb.roomId}`).locator('img')).toHaveAttribute(
      'data-thumbnail',
      'default',
    );
    await expect(page.getByTestId(`room-${withThumb.roomId}`).locator('img')).toHaveAttribute(
      'data-thumbnail',
      'room',
    );
    await expect(page.getByText('In partnership with our streaming partner')).toBeVisible();
    await expectAccessible(page);

    // A room that goes live later shows up on the next 30 s refresh, without a reload.
    const later = await createRoom(admin, {
      roomId: `later-${id}`,
      modelName: `Model D ${id}`,
      roomTitle: 'Just started',
      isOnline: true,
      viewerCount: 3,
    });
    await admin.close();
    await expect(live.getByTestId(`room-${later.roomId}`)).toHaveCount(0);
    await page.clock.fastForward(31_000);
    await expect(live.getByTestId(`room-${later.roomId}`)).toContainText(`Model D ${id}`);
    guard.assertClean();
  });
});
