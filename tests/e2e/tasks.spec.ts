import { contract } from '@cum/shared/contract';
import { expect, test } from '@playwright/test';
import { adminContext, createTask, expectAccessible, guardPage, unique } from './earn-helpers.ts';
import { telegramLaunchHash } from './support/telegram.ts';
import { currentUser, freshTelegramId, signUp } from './support/users.ts';

test.describe('tasks screen', () => {
  // Several sign-ups, admin fixtures and axe runs: more than the default 20 s on a busy machine.
  test.describe.configure({ timeout: 60_000 });
  test('an instant task is completed and its reward credited', async ({ browser, page }) => {
    const admin = await adminContext(await browser.newContext());
    const title = `Instant ${unique()}`;
    const task = await createTask(admin, { title, reward: 25, type: 'daily', actionType: 'instant' });
    await admin.close();

    const guard = guardPage(page);
    const { user } = await signUp(page.context());
    expect(user.cumBalance).toBe(0);
    await page.goto('/app/tasks');

    const daily = page.getByRole('region', { name: 'Daily tasks' });
    await expect(daily.getByText(/resets in \d+ (h|min)/)).toBeVisible();
    const row = page.getByTestId(`task-${task.id}`);
    await expect(row.getByText(title, { exact: true })).toBeVisible();
    await expect(row.getByText(`${title} description`)).toBeVisible();
    await expect(row.getByText('+25 $CUM')).toBeVisible();
    await expectAccessible(page);

    await row.getByRole('button', { name: `Complete: ${title}` }).click();
    await expect(row.getByText('✓ Done')).toBeVisible();
    await expect(row.getByRole('button')).toHaveCount(0);
    await expect(page.getByText('Reward claimed!')).toBeVisible();
    expect((await currentUser(page.context())).cumBalance).toBe(25);

    // Reloaded, the task stays done for this period.
    await page.reload();
    await expect(page.getByTestId(`task-${task.id}`).getByText('✓ Done')).toBeVisible();
    guard.assertClean();
  });

  test('an external task: Start, Go (opens the link), the 10 s wait, then Claim Reward', async ({
    browser,
    page,
  }) => {
    test.setTimeout(60_000);
    const admin = await adminContext(await browser.newContext());
    const title = `External ${unique()}`;
    const url = `https://example.com/e2e-task/${unique()}`;
    const task = await createTask(admin, {
      title,
      reward: 40,
      type: 'weekly',
      actionType: 'external',
      actionUrl: url,
    });
    await admin.close();

    // No internet here: the partner page the task opens is answered locally.
    await page
      .context()
      .route('https://example.com/**', (route) =>
        route.fulfill({ contentType: 'text/html', body: '<title>Partner</title>ok' }),
      );
    const guard = guardPage(page);
    await signUp(page.context());
    await page.goto('/app/tasks');

    const row = page.getByTestId(`task-${task.id}`);
    await expect(
      page.getByRole('region', { name: 'Weekly tasks' }).getByText(/resets in \d+ (d|h|min)/),
    ).toBeVisible();
    await row.getByRole('button', { name: `Start: ${title}` }).click();
    const popup = page.context().waitForEvent('page');
    await row.getByRole('button', { name: `Go: ${title}` }).click();
    expect((await popup).url()).toBe(url);

    // The wait is visible and the claim is not possible before it ends.
    await expect(row.getByRole('timer')).toContainText(/your reward unlocks in \d+ s/);
    await expect(row.getByRole('button', { name: /Claim in \d+ seconds/ })).toBeDisabled();
    await expectAccessible(page);
    const claim = row.getByRole('button', { name: `Claim Reward: ${title}` });
    await expect(claim).toBeEnabled({ timeout: 15_000 });
    await claim.click();
    await expect(row.getByText('✓ Done')).toBeVisible();
    await expect(row.getByText('+40 $CUM')).toBeVisible();
    expect((await currentUser(page.context())).cumBalance).toBe(40);
    guard.assertClean();
  });

  test("a channel task's verification shows the server's answer", async ({ browser, page }) => {
    const admin = await adminContext(await browser.newContext());
    const title = `Channel ${unique()}`;
    const task = await createTask(admin, {
      title,
      type: 'special',
      actionType: 'telegram_join',
      actionUrl: 'https://t.me/cum_e2e_channel',
      telegramChatId: '@cum_e2e_channel',
    });
    await admin.close();

    await page.context().route('https://t.me/**', (route) => route.fulfill({ body: 'channel' }));
    // The e2e server runs no bot, so the membership check answers 503 with its reason: expected here.
    const claimPath = contract.tasks.claim.path.replace(':id', task.id);
    const guard = guardPage(page, (url, status) => status === 503 && url.endsWith(claimPath));
    await signUp(page.context());
    await page.goto('/app/tasks');

    const row = page.getByTestId(`task-${task.id}`);
    await row.getByRole('button', { name: `Start: ${title}` }).click();
    await row.getByRole('button', { name: `Go: ${title}` }).click();
    await row.getByRole('button', { name: `Verify: ${title}` }).click();
    await expect(row.getByText(/can't check channel membership right now/)).toBeVisible();
    await expect(page.getByText('Error', { exact: true })).toBeVisible();
    expect((await currentUser(page.context())).cumBalance).toBe(0);
    guard.assertClean();
  });
});

test.describe('tasks screen inside Telegram', () => {
  test.describe.configure({ timeout: 60_000 });

  test('Go opens the link through Telegram (openLink / openTelegramLink) and a claim buzzes', async ({
    browser,
    page,
  }) => {
    const admin = await adminContext(await browser.newContext());
    const id = unique();
    const web = await createTask(admin, {
      title: `Web ${id}`,
      type: 'special',
      actionType: 'external',
      actionUrl: `https://example.com/tg/${id}`,
    });
    const channel = await createTask(admin, {
      title: `Tg ${id}`,
      type: 'special',
      actionType: 'other',
      actionUrl: 'https://t.me/cum_e2e_channel',
    });
    const instant = await createTask(admin, { title: `Now ${id}`, type: 'special', actionType: 'instant' });
    await admin.close();

    // The native bridge Telegram's mobile clients inject, recording what the app asks of Telegram.
    await page.addInitScript(() => {
      const events: Array<{ name: string; data: unknown }> = [];
      Object.assign(window, {
        __tgEvents: events,
        TelegramWebviewProxy: {
          postEvent: (name: string, data: string) =>
            events.push({ name, data: data ? JSON.parse(data) : null }),
        },
      });
    });
    const events = () =>
      page.evaluate(
        () => (window as unknown as { __tgEvents: Array<{ name: string; data: unknown }> }).__tgEvents,
      );
    const guard = guardPage(page);
    const telegramId = freshTelegramId();
    await signUp(page.context(), { telegramId });
    const { hash } = telegramLaunchHash({ theme: 'light', user: { id: telegramId, first_name: 'Alex' } });
    await page.goto(`/app/tasks#${hash}`);

    const webRow = page.getByTestId(`task-${web.id}`);
    await webRow.getByRole('button', { name: `Start: Web ${id}` }).click();
    await webRow.getByRole('button', { name: `Go: Web ${id}` }).click();
    await expect(webRow.getByRole('timer')).toBeVisible();
    const channelRow = page.getByTestId(`task-${channel.id}`);
    await channelRow.getByRole('button', { name: `Start: Tg ${id}` }).click();
    await channelRow.getByRole('button', { name: `Go: Tg ${id}` }).click();
    await expect(channelRow.getByRole('button', { name: `Claim Reward: Tg ${id}` })).toBeVisible();
    await page
      .getByTestId(`task-${instant.id}`)
      .getByRole('button', { name: `Complete: Now ${id}` })
      .click();
    await expect(page.getByTestId(`task-${instant.id}`).getByText('✓ Done')).toBeVisible();

    const seen = await events();
    expect(seen).toContainEqual(
      expect.objectContaining({
        name: 'web_app_open_link',
        data: expect.objectContaining({ url: `https://example.com/tg/${id}` }),
      }),
    );
    expect(seen).toContainEqual(
      expect.objectContaining({
        name: 'web_app_open_tg_link',
        data: expect.objectContaining({ path_full: '/cum_e2e_channel' }),
      }),
    );
    expect(seen).toContainEqual({
      name: 'web_app_trigger_haptic_feedback',
      data: { type: 'notification', notification_type: 'success' },
    });
    // No browser tab was opened: inside Telegram the links go through Telegram.
    expect(page.context().pages()).toHaveLength(1);
    guard.assertClean();
  });
});
