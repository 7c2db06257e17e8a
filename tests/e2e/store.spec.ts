import { expect, test } from '@playwright/test';
import { adjustBalance, expectAccessible, guardPage } from './earn-helpers.ts';
import { currentUser, signUp } from './support/users.ts';

test.describe('store screen', () => {
  // Several sign-ups, admin fixtures and axe runs: more than the default 20 s on a busy machine.
  test.describe.configure({ timeout: 60_000 });
  test('buys the Premium Badge; the avatar frame is coming soon; a short balance is refused', async ({
    browser,
    page,
  }) => {
    const guard = guardPage(page);
    const { user } = await signUp(page.context(), { welcomeBonus: true });
    await page.goto('/app/store');

    const balance = page.getByRole('region', { name: 'Balance' });
    await expect(balance).toContainText('1,000 $CUM');
    const frame = page.getByTestId('store-avatar-frame');
    await expect(frame).toContainText('Soon');
    await expect(frame).toContainText('Coming soon');
    await expect(frame.getByRole('button')).toHaveCount(0);
    await expect(page.getByText('More items coming soon')).toBeVisible();
    await expectAccessible(page);

    const badge = page.getByTestId('store-premium-badge');
    await badge.getByRole('button', { name: 'Buy Premium Badge' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Buy for 500 $CUM' }).click();
    await expect(page.getByText('Purchase complete!')).toBeVisible();
    await expect(badge).toContainText('Owned');
    await expect(balance).toContainText('500 $CUM');
    expect((await currentUser(page.context())).perks.premiumBadge).toBe(true);

    // 500 left: the booster (1,000) cannot be bought, and the screen says why in the server's words.
    const booster = page.getByTestId('store-token-booster');
    await expect(booster.getByRole('button', { name: 'Buy Token Booster' })).toBeDisabled();
    await expect(booster).toContainText('Token Booster costs 1,000 $CUM: you need 500 $CUM more.');

    // The balance drops after the screen judged the item affordable: the server refuses the purchase.
    const admin = await browser.newContext();
    await signUp(admin, { asAdmin: true });
    await adjustBalance(admin, user.id, 600);
    await page.reload();
    await expect(balance).toContainText('1,100 $CUM');
    await booster.getByRole('button', { name: 'Buy Token Booster' }).click();
    const sheet = page.getByRole('dialog');
    await expect(sheet).toContainText('Token Booster');
    await adjustBalance(admin, user.id, -600);
    await admin.close();
    await sheet.getByRole('button', { name: 'Buy for 1,000 $CUM' }).click();
    await expect(
      page.getByText('Token Booster costs 1,000 $CUM: you need 500 $CUM more.').first(),
    ).toBeVisible();
    await expect(page.getByText('Error', { exact: true })).toBeVisible();
    await expect(balance).toContainText('500 $CUM');
    await expect(booster.getByRole('button', { name: 'Buy Token Booster' })).toBeDisabled();
    const after = await currentUser(page.context());
    expect(after.cumBalance).toBe(500);
    expect(after.perks.boosterUntil).toBeNull();
    guard.assertClean();
  });
});
