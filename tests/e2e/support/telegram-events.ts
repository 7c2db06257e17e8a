import { expect, type Page } from '@playwright/test';

/**
 * Records the Telegram Mini Apps methods the page calls (`web_app_setup_back_button`, haptics, ...):
 * a stub of the native bridge (`window.TelegramWebviewProxy.postEvent`, what Telegram's Android and
 * iOS clients inject) installed before the page's scripts run.
 */
export async function recordTelegramEvents(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const events: Array<{ name: string; data: unknown }> = [];
    (window as unknown as { __tgEvents: typeof events }).__tgEvents = events;
    (window as unknown as { TelegramWebviewProxy: unknown }).TelegramWebviewProxy = {
      postEvent(name: string, data: string) {
        let parsed: unknown = data;
        try {
          parsed = data ? JSON.parse(data) : undefined;
        } catch {
          // keep the raw string
        }
        events.push({ name, data: parsed });
        // Answer the requests a Telegram client answers, so the SDK's mount steps complete.
        const answers: Record<string, [string, unknown]> = {
          web_app_request_viewport: [
            'viewport_changed',
            {
              height: window.innerHeight,
              width: window.innerWidth,
              is_expanded: true,
              is_state_stable: true,
            },
          ],
          web_app_request_safe_area: ['safe_area_changed', { top: 0, bottom: 0, left: 0, right: 0 }],
          web_app_request_content_safe_area: [
            'content_safe_area_changed',
            { top: 0, bottom: 0, left: 0, right: 0 },
          ],
          web_app_request_write_access: ['write_access_requested', { status: 'allowed' }],
        };
        const answer = answers[name];
        if (answer) {
          setTimeout(() => {
            const [eventType, eventData] = answer;
            window.dispatchEvent(
              new MessageEvent('message', {
                data: JSON.stringify({ eventType, eventData }),
                source: window.parent,
              }),
            );
          }, 0);
        }
      },
    };
  });
}

export function telegramEvents(page: Page): Promise<Array<{ name: string; data: unknown }>> {
  return page.evaluate(
    () => (window as unknown as { __tgEvents: Array<{ name: string; data: unknown }> }).__tgEvents,
  );
}

/** Whether the last BackButton call showed it (undefined when none was made). */
export async function backButtonVisible(page: Page): Promise<boolean | undefined> {
  const calls = (await telegramEvents(page)).filter((event) => event.name === 'web_app_setup_back_button');
  const last = calls.at(-1)?.data as { is_visible?: boolean } | undefined;
  return last?.is_visible;
}

type MainButtonParams = { is_visible?: boolean; is_active?: boolean; text?: string };

/** The last MainButton setup the page sent (undefined when none). */
export async function mainButtonState(page: Page): Promise<MainButtonParams | undefined> {
  // Either stub: this one records `name`, play-games-helpers.ts's records `type`.
  const events = await page.evaluate(
    () =>
      (window as unknown as { __tgEvents: Array<{ name?: string; type?: string; data: unknown }> })
        .__tgEvents,
  );
  const calls = events.filter((event) => (event.name ?? event.type) === 'web_app_setup_main_button');
  return calls.at(-1)?.data as MainButtonParams | undefined;
}

/** Whether the page runs on the bridge stub above (a mocked Telegram client with native buttons). */
export function hasTelegramBridge(page: Page): Promise<boolean> {
  return page.evaluate(() => Array.isArray((window as unknown as { __tgEvents?: unknown }).__tgEvents));
}

/**
 * Presses Telegram's MainButton as a Telegram client does: first waits until the page shows it with
 * that text and enabled, and the in-page duplicate is gone, then delivers `main_button_pressed`
 * through `window.Telegram.WebView.receiveEvent` (what the iOS and Android clients call; the SDK's
 * bridge defines it). `times` presses it that many times in one go (a double tap).
 */
export async function pressMainButton(page: Page, text: string, times = 1): Promise<void> {
  await expect
    .poll(() => mainButtonState(page), { message: `MainButton "${text}" shown and active` })
    .toMatchObject({ text, is_visible: true, is_active: true });
  await expect(page.getByRole('button', { name: text, exact: true })).toHaveCount(0);
  await page.evaluate((count) => {
    const webView = (
      window as unknown as { Telegram: { WebView: { receiveEvent: (type: string, data?: unknown) => void } } }
    ).Telegram.WebView;
    for (let n = 0; n < count; n++) webView.receiveEvent('main_button_pressed');
  }, times);
}

/**
 * The screen's primary action: Telegram's MainButton on a page with the bridge stub, the in-page button
 * (by its accessible name) in a browser, for helpers shared by both faces.
 */
export async function pressPrimary(page: Page, name: string): Promise<void> {
  if (await hasTelegramBridge(page)) await pressMainButton(page, name);
  else await page.getByRole('button', { name, exact: true }).click();
}
