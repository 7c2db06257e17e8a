import AxeBuilder from '@axe-core/playwright';
import { contract } from '@cum/shared/contract';
import { expect, type Page, test } from '@playwright/test';
import { linkPath, waitForMail } from './support/mailbox.ts';
import { signUp } from './support/users.ts';

const PASSWORD = 'violet tractor harbour';
const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;

/** Fails the test on a page error or a failed request (5xx or network). */
function watch(page: Page) {
  const problems: string[] = [];
  page.on('pageerror', (e) => problems.push(`pageerror: ${e.message}`));
  page.on('requestfailed', (r) => problems.push(`failed: ${r.url()}`));
  page.on('response', (r) => {
    if (r.status() >= 500) problems.push(`${r.status()}: ${r.url()}`);
  });
  return problems;
}

async function expectAccessible(page: Page) {
  // axe reads colours as they are at that instant: a button still fading into its enabled colours
  // once measured 4.4:1. Finite animations and transitions end first (endless ones, a spinner, never do).
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (a) =>
          a.playState !== 'running' || a.effect?.getComputedTiming().endTime === Number.POSITIVE_INFINITY,
      ),
  );
  const { violations } = await new AxeBuilder({ page }).analyze();
  const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(
    serious.map(
      (v) => `${v.id}: ${v.nodes.map((n) => `${n.target.join(' ')} ${n.any[0]?.message ?? ''}`).join(' | ')}`,
    ),
  ).toEqual([]);
}

test.describe('account email', () => {
  test('register -> "Check your inbox" -> the mailed link confirms the email', async ({ page }) => {
    const problems = watch(page);
    const email = `reg-${unique()}@example.com`;
    const reg = await page.request.post(contract.auth.register.path, {
      data: { email, username: `reg_${unique()}`, password: PASSWORD },
    });
    expect(reg.status()).toBe(202);
    expect((await reg.json()).message).toMatch(/^Check your inbox/);
    // An unverified account may sign in.
    expect(
      (await page.request.post(contract.auth.login.path, { data: { email, password: PASSWORD } })).status(),
    ).toBe(200);

    const mail = await waitForMail(email, /Confirm your email/);
    await page.goto(linkPath(mail));
    await expect(page.locator('p.email-page__text')).toContainText('Your email is confirmed.');
    await expect(page.getByRole('link', { name: 'Go to the app' })).toBeVisible();
    await expectAccessible(page);
    const status = await page.request.get(contract.auth.emailStatus.path);
    expect(await status.json()).toMatchObject({ email, emailVerified: true });

    // The link is single-use.
    await page.goto(linkPath(mail));
    await expect(page.locator('p.email-page__text')).toContainText('invalid, expired or already used');
    expect(problems).toEqual([]);
  });

  test('forgot password -> reset link -> new password, signed out everywhere', async ({ page }) => {
    const problems = watch(page);
    const email = `reset-${unique()}@example.com`;
    await page.request.post(contract.auth.register.path, {
      data: { email, username: `rs_${unique()}`, password: PASSWORD },
    });
    await page.request.post(contract.auth.login.path, { data: { email, password: PASSWORD } });

    await page.goto('/forgot-password');
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expect(page.locator('p.email-page__text')).toContainText('Check your inbox');
    await expectAccessible(page);

    const mail = await waitForMail(email, /Reset your/);
    await page.goto(linkPath(mail));
    const fresh = 'copper lantern meadow';
    await page.getByLabel('New password', { exact: true }).fill(fresh);
    await page.getByLabel('Repeat the new password').fill(fresh);
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Change password' }).click();
    await expect(page.locator('p.email-page__text')).toContainText('signed out everywhere');
    await expect(page.getByRole('link', { name: 'Sign in' })).toBeVisible();

    expect((await page.request.get(contract.profile.getUser.path)).status()).toBe(401);
    const old = await page.request.post(contract.auth.login.path, { data: { email, password: PASSWORD } });
    expect(old.status()).toBe(401);
    const next = await page.request.post(contract.auth.login.path, { data: { email, password: fresh } });
    expect(next.status()).toBe(200);
    expect(problems).toEqual([]);
  });

  test('a Telegram account adds an email and a password; the link to the new address confirms it', async ({
    page,
  }) => {
    const problems = watch(page);
    await signUp(page.context());
    const email = `tg-${unique()}@example.com`;

    await page.goto('/app/account/email');
    await expect(page.getByText('No email yet')).toBeVisible();
    await page.getByLabel('New email').fill(email);
    await page.getByLabel('Choose a password').fill(PASSWORD);
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Send confirmation link' }).click();
    await expect(page.getByText('Waiting for you to open the link we sent')).toBeVisible();
    await expect(page.getByText(email, { exact: true })).toBeVisible();

    const mail = await waitForMail(email, /Confirm your new email/);
    await page.goto(linkPath(mail));
    await expect(page.locator('p.email-page__text')).toContainText('Your email is confirmed.');

    await page.goto('/app/account/email');
    await expect(page.getByText('Confirmed')).toBeVisible();
    await page.request.post(contract.auth.logout.path);
    const login = await page.request.post(contract.auth.login.path, { data: { email, password: PASSWORD } });
    expect(login.status()).toBe(200);
    expect(problems).toEqual([]);
  });
});
