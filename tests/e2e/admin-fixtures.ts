import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';

/** The admin panel's own chunk (admin-panel.tsx): a non-admin must never request it. */
export const panelChunk = /\/assets\/admin-panel-[^/]+\.js(\?|$)/;

/** Unique per call, so parallel tests against one server never collide. */
let n = 0;
export const unique = (prefix: string) =>
  `${prefix}${Date.now().toString(36)}${(n++).toString(36)}${process.pid.toString(36)}`;

/**
 * Fails the test on a page error, a 5xx, or a request that failed on the network (a cancelled
 * query's abort is not a failure).
 */
export const test = base.extend<{ problems: string[] }>({
  problems: async ({ page }, use) => {
    const problems: string[] = [];
    page.on('pageerror', (e) => problems.push(`page error: ${e.message}`));
    page.on('response', (r) => {
      if (r.status() >= 500) problems.push(`${r.status()} ${r.request().method()} ${r.url()}`);
    });
    page.on('requestfailed', (r) => {
      const why = r.failure()?.errorText ?? '';
      if (!why.includes('ERR_ABORTED')) problems.push(`failed ${r.url()}: ${why}`);
    });
    await use(problems);
    expect(problems).toEqual([]);
  },
});

export const tabs = ['Dashboard', 'Users', 'Review', 'Tasks', 'Rooms', 'Activity'] as const;

export async function openAdmin(page: Page, tab?: (typeof tabs)[number]) {
  await page.goto(`/app/admin${tab && tab !== 'Dashboard' ? `?tab=${tab.toLowerCase()}` : ''}`);
  await expect(page.getByRole('heading', { name: 'Admin Panel', level: 1 })).toBeVisible();
}

export async function expectNoSeriousA11y(page: Page) {
  const result = await new AxeBuilder({ page }).analyze();
  const bad = result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.id} (${v.impact}): ${v.nodes.map((node) => `${node.target.join(' ')} ${node.html.slice(0, 160)}`).join(', ')}`,
    );
  expect(bad).toEqual([]);
}
