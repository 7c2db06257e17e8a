import type { Page } from '@playwright/test';

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
