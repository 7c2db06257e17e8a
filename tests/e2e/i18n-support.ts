import type { Page } from '@playwright/test';
import { telegramLaunchHash } from './support/telegram.ts';
import { recordTelegramEvents } from './support/telegram-events.ts';

/**
 * Opens `path` inside the mocked Telegram (dark theme, the native bridge stubbed) as the given user
 * with Telegram's `language_code` (issue 28: the app starts in that language).
 */
export async function openInTelegram(page: Page, path: string, telegramId: number, languageCode: string) {
  await recordTelegramEvents(page);
  const { hash } = telegramLaunchHash({
    theme: 'dark',
    user: {
      id: telegramId,
      first_name: 'Alex',
      last_name: 'Tester',
      username: `e2e_${telegramId}`,
      language_code: languageCode,
    },
  });
  await page.goto(`${path}#${hash}`);
}
