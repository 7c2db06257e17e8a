import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * Guards for the app-screens specs: collect page errors and unexpected failed requests (5xx or a
 * network failure; navigation aborts are expected) and check them at the end of each test.
 */
export function watchPage(page: Page) {
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  page.on('response', (res) => {
    if (res.status() >= 500) problems.push(`${res.status()} ${res.request().method()} ${res.url()}`);
  });
  page.on('requestfailed', (req) => {
    const failure = req.failure()?.errorText ?? '';
    if (failure.includes('ERR_ABORTED')) return;
    problems.push(`failed ${req.method()} ${req.url()}: ${failure}`);
  });
  return {
    problems,
    expectClean: () => expect(problems, 'page errors or failed requests').toEqual([]),
  };
}

/** No serious or critical axe violation on what the page shows now. */
export async function expectAccessible(page: Page, what: string) {
  const results = await new AxeBuilder({ page }).analyze();
  const bad = results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.id} (${v.impact}): ${v.nodes.map((n) => `${n.target.join(' ')} [${n.any[0]?.message ?? n.failureSummary}]`).join(', ')}`,
    );
  expect(bad, `axe on ${what}`).toEqual([]);
}
