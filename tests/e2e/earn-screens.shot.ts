import AxeBuilder from '@axe-core/playwright';
import { contract } from '@cum/shared/contract';
import { buildPath } from '@cum/shared/contract/route';
import { type BrowserContext, expect, type Page, test } from '@playwright/test';
import { adjustBalance, createRoom, createTask, expectAccessible, guardPage } from './earn-helpers.ts';
import { saveScreenshot } from './support/screenshot.ts';
import { type TelegramTheme, telegramLaunchHash } from './support/telegram.ts';
import { pressPrimary, recordTelegramEvents } from './support/telegram-events.ts';
import { freshTelegramId, signUp } from './support/users.ts';

// Tasks, Rooms, Upgrades and Store at 390x844 in the browser and in Telegram's light and dark themes:
// docs/screenshots/<screen>-<state>-<face>.png. Run with SCREENSHOTS=1 ... --project screenshots.
test.use({ deviceScaleFactor: 2 });
// Sign-ups, purchases and an axe run per picture on a shared 2-core machine.
test.describe.configure({ timeout: 90_000 });

type Face = 'browser' | 'tg-light' | 'tg-dark';
const faces: Face[] = ['browser', 'tg-light', 'tg-dark'];

interface Opened {
  userId: string;
}

/** Signs a fresh user in (as the face needs) and opens `path`, as a browser tab or inside Telegram. */
async function open(
  page: Page,
  face: Face,
  path: string,
  prepare?: (ctx: BrowserContext, userId: string) => Promise<void>,
): Promise<Opened> {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  const telegramId = freshTelegramId();
  const { user } = await signUp(page.context(), { telegramId, firstName: 'Alex', welcomeBonus: true });
  await prepare?.(page.context(), user.id);
  if (face === 'browser') await page.goto(path);
  else {
    // Telegram's Android and iOS clients inject this bridge; without it the SDK refuses to start and
    // the MainButton cannot show. Its calls are recorded (pressMainButton reads them).
    await recordTelegramEvents(page);
    const theme: TelegramTheme = face === 'tg-light' ? 'light' : 'dark';
    const { hash } = telegramLaunchHash({ theme, user: { id: telegramId, first_name: 'Alex' } });
    await page.goto(`${path}#${hash}`);
  }
  return { userId: user.id };
}

/**
 * Saves the picture and checks it with axe: the browser face must have no serious or critical
 * violation; in Telegram the palette is the user's (Telegram's own default hint and button colours
 * are below 4.5:1), so there the findings are only printed.
 */
async function shot(page: Page, name: string) {
  await saveScreenshot(page, `${name}`);
  if (name.endsWith('-browser')) {
    await expectAccessible(page);
    return;
  }
  const results = await new AxeBuilder({ page }).analyze();
  const bad = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  for (const v of bad) {
    console.log(`[axe ${name}] ${v.id} (${v.impact}): ${v.nodes.length} node(s)`);
    if (process.env.AXE_DETAIL)
      for (const n of v.nodes) console.log(`  ${n.target.join(' ')} :: ${n.any[0]?.message ?? ''}`);
  }
}

async function asAdmin(browser: import('@playwright/test').Browser) {
  const admin = await browser.newContext();
  await signUp(admin, { asAdmin: true });
  return admin;
}

test.describe('tasks', () => {
  test.describe.configure({ mode: 'serial' });
  const ids: Record<string, string> = {};

  test.beforeAll(async ({ browser }) => {
    const admin = await asAdmin(browser);
    ids.checkin = (
      await createTask(admin, {
        title: 'Daily check-in',
        description: 'Open the app today and collect your bonus.',
        reward: 25,
        type: 'daily',
      })
    ).id;
    ids.visit = (
      await createTask(admin, {
        title: 'Visit our partner',
        description: 'Have a look at our partner’s new page.',
        reward: 50,
        type: 'daily',
        actionType: 'external',
        actionUrl: 'https://example.com/partner',
      })
    ).id;
    ids.share = (
      await createTask(admin, {
        title: 'Share on X',
        description: 'Tell your followers about $CUM Rewards.',
        reward: 100,
        type: 'weekly',
        actionType: 'external',
        actionUrl: 'https://example.com/share',
      })
    ).id;
    ids.join = (
      await createTask(admin, {
        title: 'Join our Telegram channel',
        description: 'News, drops and giveaways first.',
        reward: 250,
        type: 'special',
        actionType: 'telegram_join',
        actionUrl: 'https://t.me/cum_rewards',
        telegramChatId: '@cum_rewards',
      })
    ).id;
    await admin.close();
  });

  for (const face of faces) {
    test(`tasks list (${face})`, async ({ page }) => {
      const guard = guardPage(page);
      await open(page, face, '/app/tasks', async (ctx) => {
        const call = (path: string, id: string) => ctx.request.post(buildPath(path, { id }), { data: {} });
        await call(contract.tasks.complete.path, ids.checkin as string);
        await call(contract.tasks.start.path, ids.visit as string);
        await call(contract.tasks.trigger.path, ids.visit as string);
        await call(contract.tasks.start.path, ids.share as string);
      });
      await expect(page.getByTestId(`task-${ids.visit}`).getByRole('timer')).toBeVisible();
      await expect(page.getByTestId(`task-${ids.checkin}`).getByText('✓ Done')).toBeVisible();
      await shot(page, `tasks-list-${face}`);
      guard.assertClean();
    });
  }
});

for (const face of faces) {
  test(`tasks empty and loading (${face})`, async ({ page }) => {
    const guard = guardPage(page);
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(`**${contract.tasks.list.path}`, async (route) => {
      await held;
      await route.fulfill({ json: { tasks: [] } });
    });
    await open(page, face, '/app/tasks');
    await expect(page.getByLabel('Loading tasks')).toBeVisible();
    await shot(page, `tasks-loading-${face}`);
    release();
    await expect(page.getByText('No tasks available at the moment')).toBeVisible();
    await shot(page, `tasks-empty-${face}`);
    guard.assertClean();
  });
}

test.describe('rooms', () => {
  test.describe.configure({ mode: 'serial' });
  test.beforeAll(async ({ browser }) => {
    const admin = await asAdmin(browser);
    const base = test.info().project.use.baseURL;
    await createRoom(admin, {
      roomId: 'shot-luna',
      modelName: 'Luna Belle',
      roomTitle: 'Friday night chill',
      isOnline: true,
      viewerCount: 12_480,
      thumbnailUrl: `${base}/favicon.svg`,
    });
    await createRoom(admin, {
      roomId: 'shot-mia',
      modelName: 'Mia Rose',
      roomTitle: 'Q&A and games',
      isOnline: true,
      viewerCount: 842,
    });
    await createRoom(admin, {
      roomId: 'shot-ava',
      modelName: 'Ava Stone',
      roomTitle: 'Back tomorrow at 8 pm',
      isOnline: false,
      viewerCount: 0,
    });
    await admin.close();
  });

  for (const face of faces) {
    test(`rooms list (${face})`, async ({ page }) => {
      const guard = guardPage(page);
      await open(page, face, '/app/rooms');
      await expect(page.getByTestId('room-shot-luna')).toBeVisible();
      await shot(page, `rooms-list-${face}`);
      guard.assertClean();
    });

    test(`rooms empty (${face})`, async ({ page }) => {
      const guard = guardPage(page);
      await page.route(`**${contract.rooms.list.path}`, (route) => route.fulfill({ json: { rooms: [] } }));
      await open(page, face, '/app/rooms');
      await expect(page.getByText('No rooms right now')).toBeVisible();
      await shot(page, `rooms-empty-${face}`);
      guard.assertClean();
    });
  }
});

for (const face of faces) {
  test(`upgrades list and confirmation (${face})`, async ({ page }) => {
    const guard = guardPage(page);
    await open(page, face, '/app/upgrades');
    await expect(page.getByTestId('upgrade-multiplier-2x').getByRole('button')).toBeEnabled();
    await shot(page, `upgrades-list-${face}`);
    await page.getByRole('button', { name: 'Buy Reward Multiplier x2' }).click();
    await expect(page.getByRole('dialog').getByText('Confirm purchase')).toBeVisible();
    await page.waitForTimeout(500); // the sheet's slide-in
    await shot(page, `upgrades-confirm-${face}`);
    guard.assertClean();
  });

  test(`store owned, active and refused (${face})`, async ({ browser, page }) => {
    const guard = guardPage(page);
    const admin = await asAdmin(browser);
    const { userId } = await open(page, face, '/app/store', async (ctx, id) => {
      await adjustBalance(admin, id, 1000);
      for (const item of ['premium-badge', 'token-booster'] as const) {
        const res = await ctx.request.post(buildPath(contract.store.buy.path, { id: item }));
        expect(res.ok()).toBe(true);
      }
    });
    await expect(page.getByTestId('store-token-booster')).toContainText('Active until');
    await shot(page, `store-list-${face}`);
    // Refused: the balance drops after the screen showed the pass as affordable.
    await expect(page.getByRole('button', { name: 'Buy VIP Access Pass' })).toBeDisabled();
    await adjustBalance(admin, userId, 1500);
    await page.reload();
    await page.getByRole('button', { name: 'Buy VIP Access Pass' }).click();
    await adjustBalance(admin, userId, -1500);
    await admin.close();
    // In the browser the sheet's own button; inside Telegram its MainButton.
    await pressPrimary(page, 'Buy for 2,000 $CUM');
    await expect(page.getByText('Error', { exact: true })).toBeVisible();
    await page.waitForTimeout(400);
    await shot(page, `store-refused-${face}`);
    guard.assertClean();
  });
}
