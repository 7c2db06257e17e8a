import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * Shared by the Play and Games specs: a page guard that fails on page errors and unexpected failed
 * requests, the axe check, and a recorder of what the app asks the Telegram client to do.
 */
export function guardPage(page: Page, expectedFailure: (url: string) => boolean = () => false) {
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  page.on('requestfailed', (req) => {
    const reason = req.failure()?.errorText ?? 'failed';
    // Cancelled by the page itself (a navigation, a video element dropped when the feed moves on).
    if (reason.includes('ERR_ABORTED') || expectedFailure(req.url())) return;
    problems.push(`request failed: ${req.method()} ${req.url()} ${reason}`);
  });
  page.on('response', (res) => {
    if (res.status() >= 500)
      problems.push(`server error: ${res.status()} ${res.request().method()} ${res.url()}`);
  });
  return { problems, assertClean: () => expect(problems, problems.join('\n')).toEqual([]) };
}

/** No serious or critical axe violation on the page as it is now. */
export async function expectAccessible(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  const bad = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  const detail = bad.map(
    (v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );
  expect(bad.length, detail.join('\n')).toBe(0);
}

export interface TelegramEvent {
  type: string;
  data: unknown;
}

/**
 * Stands in for the Telegram client's bridge (`window.TelegramWebviewProxy`, what Telegram's mobile
 * apps inject): the SDK posts its events there, and the test reads them back.
 */
export async function recordTelegramEvents(page: Page) {
  await page.addInitScript(() => {
    const events: Array<{ type: string; data: unknown }> = [];
    (window as unknown as { __tgEvents: typeof events }).__tgEvents = events;
    (window as unknown as { TelegramWebviewProxy: unknown }).TelegramWebviewProxy = {
      postEvent: (type: string, data: string | undefined) =>
        events.push({ type, data: data === undefined ? undefined : JSON.parse(data) }),
    };
  });
  return {
    events: () =>
      page.evaluate(() => (window as unknown as { __tgEvents: TelegramEvent[] }).__tgEvents.slice()),
    /** The last `data` posted with this event type, or undefined. */
    last: async (type: string) => {
      const all = await page.evaluate(
        () => (window as unknown as { __tgEvents: TelegramEvent[] }).__tgEvents,
      );
      return all.filter((e) => e.type === type).at(-1)?.data;
    },
  };
}
