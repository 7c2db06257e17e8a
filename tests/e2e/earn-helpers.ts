import AxeBuilder from '@axe-core/playwright';
import { contract } from '@cum/shared/contract';
import { buildPath } from '@cum/shared/contract/route';
import type { TaskActionType, TaskType } from '@cum/shared/contract/tasks';
import { type BrowserContext, expect, type Page } from '@playwright/test';
import { signUp } from './support/users.ts';

/**
 * Shared by the Tasks, Rooms, Upgrades and Store specs: a page guard that fails on page errors and
 * unexpected failed requests, the axe check, and admin-made fixtures through the real admin API.
 */
export function guardPage(page: Page, expected: (url: string, status: number) => boolean = () => false) {
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  page.on('requestfailed', (req) => {
    const reason = req.failure()?.errorText ?? 'failed';
    // A fetch cancelled by a page navigation is not a failure of the app.
    if (reason.includes('ERR_ABORTED')) return;
    problems.push(`request failed: ${req.method()} ${req.url()} ${reason}`);
  });
  page.on('response', (res) => {
    if (res.status() >= 500 && !expected(res.url(), res.status())) {
      problems.push(`server error: ${res.status()} ${res.request().method()} ${res.url()}`);
    }
  });
  return {
    problems,
    assertClean: () => expect(problems, problems.join('\n')).toEqual([]),
  };
}

/** No serious or critical axe violation on the page as it is now. */
export async function expectAccessible(page: Page) {
  // A button fading back from its disabled look would be measured half-way: settle every transition.
  await page.addStyleTag({
    content: '*, *::before, *::after { transition: none !important; animation: none !important; }',
  });
  const results = await new AxeBuilder({ page }).analyze();
  const bad = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  const detail = bad.map(
    (v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );
  expect(bad.length, detail.join('\n')).toBe(0);
}

/** A unique suffix so parallel tests against one server never see each other's fixtures. */
export const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;

export interface TaskFixture {
  title: string;
  description?: string;
  reward?: number;
  type?: TaskType;
  actionType?: TaskActionType;
  actionUrl?: string;
  telegramChatId?: string;
}

/** An admin context (signed in as the e2e admin) for making fixtures. */
export async function adminContext(context: BrowserContext) {
  await signUp(context, { asAdmin: true });
  return context;
}

export async function createTask(admin: BrowserContext, task: TaskFixture) {
  const res = await admin.request.post(contract.admin.createTask.path, {
    data: { description: `${task.title} description`, reward: 25, ...task },
  });
  expect(res.status(), await res.text()).toBe(201);
  return contract.admin.createTask.response.parse(await res.json()).task;
}

export async function createRoom(
  admin: BrowserContext,
  room: {
    roomId: string;
    modelName: string;
    roomTitle: string;
    isOnline?: boolean;
    viewerCount?: number;
    thumbnailUrl?: string;
  },
) {
  const res = await admin.request.post(contract.admin.createRoom.path, { data: room });
  expect(res.status(), await res.text()).toBe(201);
  return contract.admin.createRoom.response.parse(await res.json()).room;
}

/** Credits (or debits, when negative) a user through the audited admin adjustment. */
export async function adjustBalance(admin: BrowserContext, userId: string, amount: number) {
  const path = buildPath(contract.admin.adjustBalance.path, { userId });
  const res = await admin.request.post(path, { data: { amount, reason: 'e2e fixture' } });
  expect(res.ok(), await res.text()).toBe(true);
  return contract.admin.adjustBalance.response.parse(await res.json()).user;
}
