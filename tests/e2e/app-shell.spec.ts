import { contract } from '@cum/shared/contract';
import { type APIRequestContext, expect, type Page, request, test } from '@playwright/test';
import { confirmLoginLinkAsBot } from './support/bot.ts';
import { expectAccessible, guardPage } from './support/guard.ts';
import { telegramLaunchHash } from './support/telegram.ts';
import {
  backButtonVisible,
  pressMainButton,
  pressPrimary,
  recordTelegramEvents,
  telegramEvents,
} from './support/telegram-events.ts';
import { freshTelegramId, signUp } from './support/users.ts';

// Issue 9: the shell, the access gate and sign-in, onboarding with the age gate, inside Telegram.

/** A user who invites: their referral code, made through the API in a context of its own. */
async function referrerCode(baseURL: string): Promise<string> {
  const ctx: APIRequestContext = await request.newContext({ baseURL });
  try {
    await signUp(ctx);
    const res = await ctx.get(contract.referrals.code.path);
    expect(res.ok()).toBe(true);
    return contract.referrals.code.response.parse(await res.json()).referralCode;
  } finally {
    await ctx.dispose();
  }
}

async function walkOnboardingTo(page: Page, from: number, step: number) {
  for (let n = from; n < step; n++) {
    await expect(page.getByText(`Step ${n} of 6`)).toBeVisible();
    // Inside Telegram (the bridge stub) Continue is Telegram's MainButton, in a browser the page's.
    await pressPrimary(page, 'Continue');
  }
  await expect(page.getByText(`Step ${step} of 6`)).toBeVisible();
}

test.describe('access gate and sign-in (browser)', () => {
  test('/app: the sign-in prompt with the dialog over it, its three tabs, and accessible', async ({
    page,
  }) => {
    const guard = guardPage(page);
    await page.goto('/app');
    await expect(page.getByText('Please sign in to continue')).toBeVisible();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    for (const tab of ['Email', 'Wallet', 'Telegram']) {
      await expect(dialog.getByRole('tab', { name: tab })).toBeVisible();
    }
    await expect(dialog.getByRole('button', { name: 'Create Account' })).toBeVisible();
    await expectAccessible(page, 'the gate with the sign-in dialog');
    await dialog.getByRole('tab', { name: 'Wallet' }).click();
    // The e2e server is not production: a real wallet sign-in is offered.
    await expect(dialog.getByRole('button', { name: 'Connect Wallet' })).toBeVisible();
    guard.check();
  });

  test('a deep link such as /app/tasks is served the app (SPA fallback), gated and remembered', async ({
    page,
    request,
  }) => {
    const res = await request.get('/app/tasks');
    expect(res.status()).toBe(200);
    expect(res.headers()['content-type']).toContain('text/html');
    expect(await res.text()).toContain('<div id="root">');

    await page.goto('/app/tasks');
    await expect(page.getByText('Please sign in to continue')).toBeVisible();
    // The gate remembers where the visitor was going, for after sign-in.
    expect(await page.evaluate(() => sessionStorage.getItem('intendedUrl'))).toBe('/app/tasks');
  });

  test('/login keeps ?redirect= and shows the dialog as a page; accessible', async ({ page }) => {
    const guard = guardPage(page);
    await page.goto('/login?redirect=%2Fapp%2Freferral');
    await expect(page.getByRole('heading', { name: 'Sign in to $CUM' })).toBeVisible();
    expect(await page.evaluate(() => sessionStorage.getItem('intendedUrl'))).toBe('/app/referral');
    await page.getByRole('tab', { name: 'Email' }).click();
    await page.getByRole('tab', { name: 'Sign In' }).click();
    await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
    await expectAccessible(page, '/login');
    guard.check();
  });

  test('developer pages do not exist in the production build', async ({ page }) => {
    for (const path of ['/platform-demo', '/telegram-test']) {
      await page.goto(path);
      await expect(page.locator('section#tokenomics')).toHaveCount(1);
      await expect(page.getByRole('heading', { name: /Platform demo|Telegram test/ })).toHaveCount(0);
    }
  });

  test('an unknown /api path is a JSON 404, not the app page', async ({ request }) => {
    const res = await request.get('/api/this-does-not-exist');
    expect(res.status()).toBe(404);
    expect(res.headers()['content-type']).toContain('application/json');
  });

  test('GET /api/health answers ok', async ({ request }) => {
    const res = await request.get(contract.misc.health.path);
    expect(res.status()).toBe(200);
    expect(contract.misc.health.response.parse(await res.json())).toEqual({ status: 'ok' });
  });
});

test.describe('first visit in a browser', () => {
  test.setTimeout(90_000);

  test('landing, Launch App, create an account (a validation error first), 18+, onboarding with ?ref=, bonus, balance, logout', async ({
    page,
    baseURL,
  }) => {
    const guard = guardPage(page);
    const code = await referrerCode(baseURL ?? '');

    await page.goto(`/?ref=${code}`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.locator('#nav-drawer').getByRole('link', { name: 'Launch App' }).click();
    await expect(page).toHaveURL(/\/app$/);

    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('button', { name: 'Create Account' })).toBeVisible();
    const email = `shell-${Date.now()}-${Math.floor(Math.random() * 1e6)}@e2e.example.com`;
    await dialog.getByRole('textbox', { name: 'Email' }).fill('not-an-email');
    await dialog.getByRole('textbox', { name: 'Username' }).fill(`shell_${Date.now() % 1e8}`);
    await dialog.getByLabel('Password', { exact: true }).fill('correct horse battery');
    await dialog.getByRole('button', { name: 'Create Account' }).click();
    await expect(dialog.getByText('Please enter a valid email address')).toBeVisible();
    await dialog.getByRole('textbox', { name: 'Email' }).fill(email);
    await dialog.getByRole('button', { name: 'Create Account' }).click();

    // Signed in: the 18+ question comes before anything else.
    await expect(page.getByRole('heading', { name: 'Adults only' })).toBeVisible({ timeout: 15_000 });
    await expectAccessible(page, 'the age step');
    const confirm = page.getByRole('button', { name: 'I am 18 or older' });
    await expect(confirm).toBeDisabled();
    await page.getByRole('checkbox', { name: 'I confirm that I am 18 years of age or older' }).check();
    await confirm.click();

    await expect(page.getByText('Step 1 of 6')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Back' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Continue', exact: true }).click();
    await expect(page.getByText('Step 2 of 6')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Back' })).toBeVisible();
    await page.getByRole('button', { name: 'Continue', exact: true }).click();

    await expect(page.getByText('Step 3 of 6')).toBeVisible();
    const codeInput = page.getByLabel('Referral code');
    await expect(codeInput).toHaveValue(code);
    await expect(page.getByRole('button', { name: 'Skip for now' })).toBeVisible();
    await expectAccessible(page, 'onboarding step 3');
    await page.getByRole('button', { name: 'Apply Code' }).click();
    await expect(page.getByText('Bonus Applied!')).toBeVisible();

    await walkOnboardingTo(page, 3, 6);
    await expect(page.getByRole('heading', { name: 'Ready to Start!' })).toBeVisible();
    await page.getByRole('button', { name: 'Claim Bonus' }).click();
    await expect(page.getByRole('button', { name: 'Claiming...' })).toBeVisible();

    // A full page load to /app, then the toast, and the balance in the header (1,000 + 100 referral).
    await expect(page.getByText('Welcome Bonus Claimed!')).toBeVisible({ timeout: 10_000 });
    await expect(page).toHaveURL(/\/app$/);
    await expect(page.getByTestId('header-balance')).toContainText('1,100');

    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.locator('section#tokenomics')).toHaveCount(1);
    guard.check();
  });
});

test.describe('the shell', () => {
  test.setTimeout(60_000);
  test('top bar, bottom navigation, More sheet, bell sheet and avatar menu; accessible', async ({ page }) => {
    const guard = guardPage(page);
    // A browser never downloads the Telegram SDK (lib/telegram-sdk.ts loads it only for a Telegram launch).
    const scripts: string[] = [];
    page.on('request', (req) => {
      if (req.resourceType() === 'script') scripts.push(req.url());
    });
    await signUp(page.context(), { welcomeBonus: true });
    await page.goto('/app');
    await expect(page.getByTestId('header-balance')).toContainText('1,000');
    const nav = page.getByRole('navigation', { name: 'Main' });
    for (const tab of ['Home', 'Tasks', 'Play', 'Games', 'More']) {
      await expect(nav.getByRole('button', { name: tab })).toBeVisible();
    }
    await expectAccessible(page, 'the shell');

    // The bell: a dot for the unseen welcome bonus, the event in the sheet, no dot after opening.
    await expect(page.getByTestId('bell-dot')).toBeVisible();
    await page.getByRole('button', { name: /Notifications/ }).click();
    const bell = page.getByRole('dialog', { name: 'Notifications' });
    await expect(bell.getByText('+1,000')).toBeVisible();
    await expectAccessible(page, 'the bell sheet');
    await page.keyboard.press('Escape');
    await expect(bell).toBeHidden();
    await expect(page.getByTestId('bell-dot')).toHaveCount(0);
    // Remembered across a reload (read from localStorage after the first render).
    const activityRead = page.waitForResponse((res) => res.url().includes(contract.activity.mine.path));
    // One /api/user per load: preloaded with the page (it carries the session cookie), then reused.
    const userCalls: string[] = [];
    const onUserCall = (req: { url(): string }) => {
      if (new URL(req.url()).pathname === contract.profile.getUser.path) userCalls.push(req.url());
    };
    page.on('request', onUserCall);
    await page.reload();
    await activityRead;
    page.off('request', onUserCall);
    expect(userCalls).toHaveLength(1);
    await expect(page.getByTestId('header-balance')).toContainText('1,000');
    await expect(page.getByTestId('bell-dot')).toHaveCount(0);

    await nav.getByRole('button', { name: 'More' }).click();
    const more = page.getByRole('dialog', { name: 'More' });
    for (const item of ['Rooms', 'Upgrades', 'Store', 'Referral', 'Profile', 'Settings', 'Help']) {
      await expect(more.getByRole('button', { name: item, exact: true })).toBeVisible();
    }
    await expectAccessible(page, 'the More sheet');
    await more.getByRole('button', { name: 'Rooms', exact: true }).click();
    await expect(page).toHaveURL(/\/app\/rooms$/);
    await expect(nav.getByRole('button', { name: 'More' })).toHaveAttribute('data-selected', 'true');

    await page.getByRole('button', { name: 'Account menu' }).click();
    const menu = page.getByRole('menu');
    await expect(menu.getByText('Level 1')).toBeVisible();
    await expect(menu.getByRole('menuitem', { name: 'Admin Panel' })).toHaveCount(0);
    await expectAccessible(page, 'the avatar menu');
    await menu.getByRole('menuitem', { name: 'Profile' }).click();
    await expect(page).toHaveURL(/\/app\/profile$/);
    expect(scripts.filter((url) => url.includes('telegram-sdk'))).toEqual([]);
    guard.check();
  });

  test('an admin sees Admin Panel in the avatar menu; a non-admin never downloads admin code', async ({
    browser,
  }) => {
    const admin = await browser.newContext();
    const adminPage = await admin.newPage();
    await signUp(admin, { asAdmin: true });
    await adminPage.goto('/app');
    await adminPage.getByRole('button', { name: 'Account menu' }).click();
    await adminPage.getByRole('menuitem', { name: 'Admin Panel' }).click();
    await expect(adminPage).toHaveURL(/\/app\/admin$/);
    await admin.close();

    const user = await browser.newContext();
    const page = await user.newPage();
    const scripts: string[] = [];
    page.on('request', (req) => {
      if (req.resourceType() === 'script') scripts.push(req.url());
    });
    await signUp(user);
    await page.goto('/app');
    await expect(page.getByTestId('header-balance')).toBeVisible();
    await page.getByRole('button', { name: 'Account menu' }).click();
    expect(scripts.filter((url) => url.includes('admin'))).toEqual([]);
    await user.close();
  });

  test('an account without the age confirmation sees only the age step, on any /app path', async ({
    page,
  }) => {
    await signUp(page.context(), { ageConfirmed: false, onboarded: false });
    await page.goto('/app/tasks');
    await expect(page.getByRole('heading', { name: 'Adults only' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
  });
});

test.describe('inside Telegram', () => {
  test.setTimeout(60_000);

  test('signed initData signs in with no dialog; theme; start_param code shown as applied; BackButton; haptics', async ({
    page,
    baseURL,
  }) => {
    const guard = guardPage(page);
    await recordTelegramEvents(page);
    const code = await referrerCode(baseURL ?? '');
    const { hash } = telegramLaunchHash({
      theme: 'light',
      startParam: `ref_${code}`,
      user: { id: freshTelegramId() },
    });
    const userCall = page.waitForRequest((req) => req.url().endsWith(contract.profile.getUser.path));
    await page.goto(`/#${hash}`);
    expect((await userCall).headers().authorization).toMatch(/^tma /);

    await expect(page.getByRole('heading', { name: 'Adults only' })).toBeVisible();
    // Telegram's light theme: its colours reach the page through the SDK's CSS variables.
    expect(
      await page.evaluate(() =>
        getComputedStyle(document.documentElement).getPropertyValue('--tg-theme-bg-color'),
      ),
    ).toBe('#ffffff');
    expect(
      await page.evaluate(() => getComputedStyle(document.querySelector('.app-root') as Element).color),
    ).toBe('rgb(0, 0, 0)');
    await page.getByRole('checkbox', { name: 'I confirm that I am 18 years of age or older' }).check();
    await page.getByRole('button', { name: 'I am 18 or older' }).click();
    await walkOnboardingTo(page, 1, 3);
    // The startapp code was applied when the account was created: step 3 says so and offers no Apply.
    await expect(page.getByTestId('referral-already-applied')).toHaveText(
      "Your friend's referral code is already applied to your account.",
    );
    await expect(page.getByLabel('Referral code')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Apply Code' })).toHaveCount(0);
    await pressMainButton(page, 'Continue');
    await walkOnboardingTo(page, 4, 6);
    await pressMainButton(page, 'Claim Bonus');
    await expect(page.getByText('Welcome Bonus Claimed!')).toBeVisible({ timeout: 10_000 });
    // No sign-in dialog at any point: Telegram signed the user in by itself.
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page.getByTestId('header-balance')).toBeVisible();

    // BackButton: hidden on Home (it starts hidden, so Home may send nothing), shown below it,
    // hidden again back home.
    expect(await backButtonVisible(page)).not.toBe(true);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Tasks' }).click();
    await expect(page).toHaveURL(/\/app\/tasks$/);
    await expect.poll(() => backButtonVisible(page)).toBe(true);
    // Telegram's Back press (the client's back_button_pressed event) returns to Home, which hides it.
    await page.evaluate(() =>
      window.dispatchEvent(
        new MessageEvent('message', {
          data: JSON.stringify({ eventType: 'back_button_pressed' }),
          source: window.parent,
        }),
      ),
    );
    await expect(page).toHaveURL(/\/app$/);
    await expect.poll(() => backButtonVisible(page)).toBe(false);
    const names = (await telegramEvents(page)).map((event) => event.name);
    expect(names).toContain('web_app_expand');
    expect(names).toContain('web_app_trigger_haptic_feedback');
    guard.check();
  });

  test('a Telegram launch straight on /app: every /api/user call carries initData (no preload without it)', async ({
    page,
  }) => {
    const guard = guardPage(page);
    const { hash } = telegramLaunchHash({ user: { id: freshTelegramId() } });
    const calls: Array<string | undefined> = [];
    page.on('request', (req) => {
      if (new URL(req.url()).pathname === contract.profile.getUser.path)
        calls.push(req.headers().authorization);
    });
    await page.goto(`/app#${hash}`);
    await expect(page.getByRole('heading', { name: 'Adults only' })).toBeVisible();
    expect(calls.length).toBeGreaterThan(0);
    for (const authorization of calls) expect(authorization).toMatch(/^tma /);
    guard.check();
  });

  test('the dark theme applies Telegram dark colours', async ({ page }) => {
    const id = freshTelegramId();
    const { hash } = telegramLaunchHash({ theme: 'dark', user: { id } });
    await page.goto(`/app#${hash}`);
    await expect(page.getByRole('heading', { name: 'Adults only' })).toBeVisible();
    expect(
      await page.evaluate(() => getComputedStyle(document.querySelector('.app-root') as Element).color),
    ).toBe('rgb(255, 255, 255)');
    await expectAccessible(page, 'the age step in Telegram dark');
  });

  test('unsigned initData: the root opens /app, calls carry the tma header, the API refuses it, the Telegram screen says why', async ({
    page,
  }) => {
    const initData = new URLSearchParams({
      user: JSON.stringify({ id: 777, first_name: 'Tg', username: 'tg_user' }),
      auth_date: String(Math.floor(Date.now() / 1000)),
      hash: '0'.repeat(64),
      signature: 'test',
    }).toString();
    const launch = new URLSearchParams({
      tgWebAppData: initData,
      tgWebAppVersion: '8.0',
      tgWebAppPlatform: 'android',
      tgWebAppThemeParams: JSON.stringify({ bg_color: '#17212b', text_color: '#f5f5f5' }),
    }).toString();
    const guard = guardPage(page);
    const userCall = page.waitForRequest((req) => req.url().endsWith(contract.profile.getUser.path));

    await page.goto(`/#${launch}`);
    expect((await userCall).headers().authorization).toBe(`tma ${initData}`);
    await expect(page).toHaveURL(/\/app#/);
    // The fake initData is not signed by the bot token: refused, and inside Telegram the app says to
    // reopen it from the bot instead of offering the web's email sheet.
    await expect(
      page.getByText('This session has expired. Close and reopen the app from the bot.'),
    ).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    guard.check();
  });
});

test.describe('Telegram login link (browser)', () => {
  test.setTimeout(60_000);

  test('the link and its QR code; the bot confirms; the browser is signed in; /login shows the welcome card', async ({
    page,
  }) => {
    const guard = guardPage(page);
    await page.goto('/login');
    await page.getByRole('tab', { name: 'Telegram' }).click();
    const open = page.getByRole('link', { name: 'Open Telegram' });
    await expect(open).toHaveAttribute('href', /^https:\/\/t\.me\/cum_e2e_bot\?start=auth_/);
    await expect(page.getByRole('img', { name: 'Telegram login link' })).toBeVisible();
    const href = (await open.getAttribute('href')) ?? '';
    const token = href.split('start=auth_')[1] ?? '';

    const telegramId = freshTelegramId();
    await confirmLoginLinkAsBot(token, {
      id: telegramId,
      username: `link_${telegramId}`,
      firstName: 'Linda',
      lastName: 'Link',
      languageCode: 'en',
      photoUrl: null,
    });
    // The poll sees the confirmation and the browser goes to the intended URL (fallback /app).
    await expect(page).toHaveURL(/\/app$/, { timeout: 10_000 });
    await expect(page.getByRole('heading', { name: 'Adults only' })).toBeVisible();

    await page.goto('/login');
    await expect(page.getByRole('heading', { name: 'Welcome, Linda!' })).toBeVisible();
    await expect(page.getByText('Telegram', { exact: true })).toBeVisible();
    await expect(page.getByText('Pending Onboarding')).toBeVisible();
    await expect(page.getByText(String(telegramId))).toBeVisible();
    await expectAccessible(page, 'the /login welcome card');
    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(page.getByRole('heading', { name: 'Sign in to $CUM' })).toBeVisible();
    guard.check();
  });
});
