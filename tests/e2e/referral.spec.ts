import { contract } from '@cum/shared/contract';
import { expect, test } from '@playwright/test';
import { expectAccessible, watchPage } from './support/screen-checks.ts';
import { currentUser, signUp } from './support/users.ts';

test.describe('referral', () => {
  // axe and the embedded database are slow on the shared 2-core machine.
  test.describe.configure({ timeout: 90_000 });
  test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

  test('the code is shown and copied; the list starts empty', async ({ page }) => {
    const checks = watchPage(page);
    await signUp(page.context());
    const res = await page.context().request.get(contract.referrals.code.path);
    const { referralCode } = contract.referrals.code.response.parse(await res.json());

    await page.goto('/app/referral');
    await expect(page.getByTestId('referral-code')).toHaveText(referralCode);
    await expect(page.getByText('No referrals yet')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Use Referral Code' })).toBeDisabled();
    await expectAccessible(page, 'Referral (empty)');

    await page.getByRole('button', { name: 'Copy Code' }).click();
    await expect(page.getByText('Referral code copied to clipboard')).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(referralCode);

    // Share in a browser without the Web Share API copies the message with the web link.
    await page.evaluate(() =>
      Object.defineProperty(navigator, 'share', { value: undefined, configurable: true }),
    );
    await page.getByRole('button', { name: 'Share' }).click();
    await expect(page.getByText('Referral message copied to clipboard')).toBeVisible();
    const message = await page.evaluate(() => navigator.clipboard.readText());
    expect(message).toContain(referralCode);
    expect(message).toContain(`/?ref=${referralCode}`);

    // With the Web Share API the browser's share sheet gets the web link.
    await page.evaluate(() => {
      const shared: ShareData[] = [];
      (window as unknown as { shared: ShareData[] }).shared = shared;
      Object.defineProperty(navigator, 'share', {
        configurable: true,
        value: async (data: ShareData) => {
          shared.push(data);
        },
      });
    });
    await page.getByRole('button', { name: 'Share' }).click();
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { shared: ShareData[] }).shared[0]?.url))
      .toMatch(new RegExp(`/\\?ref=${referralCode}$`));
    checks.expectClean();
  });

  test('a second user uses the code and the first sees the referral with its status', async ({
    page,
    browser,
  }) => {
    const checks = watchPage(page);
    const referrer = await signUp(page.context());
    const codeRes = await page.context().request.get(contract.referrals.code.path);
    const { referralCode } = contract.referrals.code.response.parse(await codeRes.json());

    const friendContext = await browser.newContext({
      baseURL: test.info().project.use.baseURL,
      viewport: { width: 390, height: 844 },
    });
    try {
      const friendPage = await friendContext.newPage();
      const friendChecks = watchPage(friendPage);
      const friend = await signUp(friendContext);
      await friendPage.goto('/app/referral');
      await friendPage
        .getByRole('textbox', { name: 'Referral code' })
        .fill(`  ${referralCode.toLowerCase()} `);
      await friendPage.getByRole('button', { name: 'Use Referral Code' }).click();
      await expect(friendPage.getByText('Success!')).toBeVisible();
      await expect(friendPage.getByRole('textbox', { name: 'Referral code' })).toHaveValue('');
      expect((await currentUser(friendContext)).cumBalance).toBe(100);

      // Using it again is refused with the server's message.
      await friendPage.getByRole('textbox', { name: 'Referral code' }).fill(referralCode);
      await friendPage.getByRole('button', { name: 'Use Referral Code' }).click();
      await expect(friendPage.getByRole('alert').filter({ hasText: 'Error' })).toBeVisible();
      friendChecks.expectClean();

      await page.goto('/app/referral');
      const row = page.getByTestId('referral-row');
      await expect(row).toHaveCount(1);
      // The friend's display name (signUp's Alex Tester), not an id.
      await expect(row.getByText('Alex T.', { exact: true })).toBeVisible();
      // The friend finished onboarding before using the code, so the referral completes at once.
      await expect(row.getByText('Completed', { exact: true })).toBeVisible();
      await expect(row).toContainText('You earned +500 $CUM');
      const stats = page.getByRole('list', { name: 'Referral statistics' });
      await expect(stats.getByRole('listitem').filter({ hasText: 'Total Referrals' })).toContainText('1');
      await expect(stats.getByRole('listitem').filter({ hasText: 'Total Earnings' })).toContainText(
        '500 $CUM',
      );
      await expectAccessible(page, 'Referral (with referrals)');
      expect((await currentUser(page.context())).cumBalance).toBe(500);
      expect(referrer.user.id).not.toBe(friend.user.id);
      checks.expectClean();
    } finally {
      await friendContext.close();
    }
  });
});
