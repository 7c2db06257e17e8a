import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * Fails a test on any page error and on unexpected failed requests (a 5xx answer or a network
 * failure). Aborted requests (a navigation cancelling a fetch) are not failures. Call once per page,
 * then `guard.check()` at the end (or rely on the returned list).
 */
export function guardPage(page: Page, options: { allow?: RegExp[] } = {}) {
  const problems: string[] = [];
  const allowed = (url: string) => options.allow?.some((pattern) => pattern.test(url)) ?? false;
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  page.on('response', (res) => {
    if (res.status() >= 500 && !allowed(res.url())) problems.push(`${res.status()} ${res.url()}`);
  });
  page.on('requestfailed', (req) => {
    const failure = req.failure()?.errorText ?? '';
    if (failure.includes('ERR_ABORTED') || allowed(req.url())) return;
    problems.push(`request failed: ${req.url()} ${failure}`);
  });
  return {
    problems,
    check: () => expect(problems, 'page errors or failed requests').toEqual([]),
  };
}

/** No serious or critical accessibility violation on what the page shows now. */
export async function expectAccessible(page: Page, what: string) {
  const result = await new AxeBuilder({ page }).analyze();
  const bad = result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  expect(bad, `axe violations on ${what}`).toEqual([]);
}
