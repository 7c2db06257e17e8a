import { contract } from '@cum/shared/contract';
import { expect, type Page, request, test } from '@playwright/test';
import { watchPage } from './support/screen-checks.ts';
import { saveScreenshot } from './support/screenshot.ts';
import { telegramLaunchHash } from './support/telegram.ts';
import { pressPrimary, recordTelegramEvents } from './support/telegram-events.ts';
import { freshTelegramId, signUp } from './support/users.ts';

// Home, Profile, Referral and Help at 390x844 in the three faces:
// docs/screenshots/<feature>-<state>-<face>.png (`SCREENSHOTS=1 ... --project screenshots`).
const faces = ['browser', 'tg-light', 'tg-dark'] as const;
type Face = (typeof faces)[number];

test.use({ deviceScaleFactor: 2 });
test.describe.configure({ timeout: 180_000 });

const bridged = new WeakSet<Page>();

/**
 * Opens a path in the face: plain, or with Telegram's launch parameters for this user and a stub of
 * the native bridge that Telegram's clients inject (without it the SDK does not start).
 */
async function open(page: Page, face: Face, path: string, telegramId: number) {
  if (face === 'browser') {
    await page.goto(path);
    return;
  }
  if (!bridged.has(page)) {
    bridged.add(page);
    await recordTelegramEvents(page);
  }
  const { hash } = telegramLaunchHash({
    theme: face === 'tg-light' ? 'light' : 'dark',
    user: { id: telegramId, first_name: 'Alex', last_name: 'Tester', username: `e2e_${telegramId}` },
  });
  await page.goto(`${path}#${hash}`);
}

async function shot(page: Page, name: string, face: Face) {
  // Let the toast (5 s) and transitions settle out of the picture.
  await page.evaluate(() => document.querySelector<HTMLButtonElement>('.toast__close')?.click());
  await saveScreenshot(page, `${name}-${face}`);
}

for (const face of faces) {
  test(`home, profile, referral and help (${face})`, async ({ page, baseURL }) => {
    const checks = watchPage(page);
    await page.emulateMedia({ reducedMotion: 'reduce' });
    const telegramId = freshTelegramId();
    await signUp(page.context(), { telegramId, firstName: 'Alex', lastName: 'Tester', welcomeBonus: true });
    const tab = (name: string) => page.getByRole('tab', { name }).click();

    // Referral, before anyone used the code.
    await open(page, face, '/app/referral', telegramId);
    await expect(page.getByText('No referrals yet')).toBeVisible();
    await expect(page.getByTestId('referral-code')).not.toHaveText('XXXXXXXX');
    await shot(page, 'referral-empty', face);

    await open(page, face, '/app', telegramId);
    // Inside Telegram the claim is Telegram's MainButton: the card points to it.
    if (face === 'browser') await expect(page.getByRole('button', { name: 'Claim Reward' })).toBeVisible();
    else await expect(page.getByTestId('reward-ready-native')).toBeVisible();
    await shot(page, 'home-claimable', face);
    await pressPrimary(page, 'Claim Reward');
    await expect(page.getByTestId('reward-countdown')).toBeVisible();
    await shot(page, 'home-countdown', face);

    await open(page, face, '/app/profile', telegramId);
    await expect(page.getByRole('heading', { name: 'Alex Tester' })).toBeVisible();
    await shot(page, 'profile-profile', face);
    await page.getByText('Authentication Methods').evaluate((el) => el.scrollIntoView());
    await shot(page, 'profile-methods', face);
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.getByRole('button', { name: 'Edit' }).click();
    await page.getByLabel('First Name').fill('');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('First name is required')).toBeVisible();
    await shot(page, 'profile-editing', face);
    await page.getByLabel('First Name').fill('Alex');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('button', { name: 'Edit' })).toBeVisible();
    await tab('Settings');
    await expect(page.getByRole('checkbox', { name: 'Reward Alerts' })).toBeVisible();
    await shot(page, 'profile-settings', face);
    await page.getByText('Danger Zone').evaluate((el) => el.scrollIntoView());
    await shot(page, 'profile-danger', face);
    await page.getByRole('button', { name: 'Delete Account' }).click();
    await expect(page.getByRole('dialog').getByText('Delete your account?')).toBeVisible();
    await page.waitForTimeout(600); // the sheet slides up
    await shot(page, 'profile-delete', face);
    await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await tab('Activity');
    await expect(page.getByTestId('activity-row').first()).toBeVisible();
    await shot(page, 'profile-activity', face);

    // Two friends use the code (one finishes onboarding, one not yet).
    const codeRes = await page.context().request.get(contract.referrals.code.path);
    const { referralCode } = contract.referrals.code.response.parse(await codeRes.json());
    for (const onboarded of [true, false]) {
      const friend = await request.newContext({ baseURL });
      await signUp(friend, { onboarded, ageConfirmed: true });
      const used = await friend.post(contract.referrals.use.path, { data: { referralCode } });
      expect(used.ok()).toBe(true);
      await friend.dispose();
    }
    await open(page, face, '/app/referral', telegramId);
    await expect(page.getByTestId('referral-row')).toHaveCount(2);
    // The list is below the cards on a phone: show it.
    await page.getByRole('heading', { name: 'Your Referrals' }).evaluate((el) => el.scrollIntoView());
    await shot(page, 'referral-list', face);

    await open(page, face, '/app/help', telegramId);
    await page.getByText('How do referrals work?').click();
    await shot(page, 'help-faq', face);
    checks.expectClean();
  });
}
