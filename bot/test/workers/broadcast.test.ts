import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeScheduler } from '../../src/scheduler.ts';
import { createBroadcaster, PROGRESS_EVERY_MS } from '../../src/workers/broadcaster.ts';
import { alice, callbackUpdate, textUpdate } from '../helpers/fixtures.ts';
import {
  createTestServices,
  createUser,
  createUsers,
  type Respond,
  type TestServices,
  testBot,
} from '../helpers/services.ts';

let t: TestServices;
beforeEach(async () => {
  t = await createTestServices();
});
afterEach(async () => {
  vi.restoreAllMocks();
  await t.close();
});

const silent = { info: () => {}, warn: () => {}, error: () => {} };

/** An admin writes /broadcast and presses Send, as in Telegram. */
async function queueBroadcast(text: string) {
  const admin = await createUser(t.services, { isAdmin: true, telegramId: 1 });
  const from = { ...alice, id: 1 };
  const { bot, calls } = testBot(t.services);
  await bot.handleUpdate(textUpdate(`/broadcast ${text}`, { from }));
  // calls[0] is the test send to the admin, calls[1] the preview with Send / Cancel.
  const keyboard = calls[1]?.payload.reply_markup as { inline_keyboard: { callback_data: string }[][] };
  await bot.handleUpdate(
    callbackUpdate(keyboard.inline_keyboard[0]?.[0]?.callback_data ?? '', { from, messageId: 500 }),
  );
  return admin;
}

function broadcaster(workerId: string, respond: Respond | undefined, scheduler = fakeScheduler()) {
  const { bot, calls } = testBot(t.services, { respond, scheduler });
  const worker = createBroadcaster({
    api: bot.api,
    services: t.services,
    logger: silent,
    scheduler,
    workerId,
  });
  return { worker, calls, scheduler };
}

describe('broadcast delivery', () => {
  it('reaches 200 users at most ~25 a second, through 403s and a 429, and reports the outcome', async () => {
    await queueBroadcast('Season 2 is live!');
    const users = await createUsers(t.services, 199, 2_000_000);
    const blocked = new Set(users.filter((_, i) => i % 20 === 7).map((u) => u.telegramId));
    const scheduler = fakeScheduler();
    const sentAt: number[] = [];
    let limited = false;
    const RETRY_AFTER = 3;
    const respond: Respond = (call) => {
      if (call.method !== 'sendMessage') return undefined;
      sentAt.push(scheduler.now());
      if (blocked.has(call.payload.chat_id as number)) {
        return { ok: false, error_code: 403, description: 'Forbidden: bot was blocked by the user' };
      }
      if (!limited && sentAt.length === 100) {
        limited = true;
        return {
          ok: false,
          error_code: 429,
          description: `Too Many Requests: retry after ${RETRY_AFTER}`,
          parameters: { retry_after: RETRY_AFTER },
        } as ReturnType<Respond>;
      }
      return undefined;
    };
    // auto-retry waits retry_after with setTimeout: that one wait passes on the fake clock instead.
    const realSetTimeout = globalThis.setTimeout;
    vi.spyOn(globalThis, 'setTimeout').mockImplementation(((fn: () => void, ms?: number) => {
      if (ms === RETRY_AFTER * 1000) {
        scheduler.advance(ms);
        return realSetTimeout(fn, 0);
      }
      return realSetTimeout(fn, ms);
    }) as typeof setTimeout);

    const { worker, calls } = broadcaster('w1', respond, scheduler);
    expect(await worker.step()).toBe(true);

    const recipients = calls.filter((c) => c.method === 'sendMessage').map((c) => c.payload.chat_id);
    // Everyone once, and the rate-limited one a second time.
    expect(recipients).toHaveLength(201);
    expect(new Set(recipients).size).toBe(200);
    // Never more than 25 in any one-second window of the fake clock.
    for (let i = 25; i < sentAt.length; i++) {
      expect(sentAt[i]! - sentAt[i - 25]!).toBeGreaterThanOrEqual(1000);
    }
    const seconds = (sentAt.at(-1)! - sentAt[0]!) / 1000;
    expect(seconds).toBeGreaterThanOrEqual(200 / 25 + RETRY_AFTER - 1);
    expect(seconds).toBeLessThan(200 / 25 + RETRY_AFTER + 2);

    const edits = calls.filter((c) => c.method === 'editMessageText');
    expect(edits.length).toBeGreaterThanOrEqual(Math.floor((seconds * 1000) / PROGRESS_EVERY_MS) - 1);
    expect(edits[0]?.payload).toMatchObject({ chat_id: 1, message_id: 500 });
    expect(edits[0]?.payload.text).toMatch(
      /^Broadcast in progress: \d+ of 200 users \(sent \d+, blocked \d+, failed 0\)\.$/,
    );
    expect(edits.at(-1)?.payload.text).toBe(
      `Broadcast finished: sent ${200 - blocked.size}, blocked ${blocked.size}, failed 0.`,
    );
    const stored = await t.services.models.Broadcast.findOne().lean();
    expect(stored).toMatchObject({
      status: 'done',
      sent: 200 - blocked.size,
      blocked: blocked.size,
      failed: 0,
    });
    for (const id of blocked)
      expect(await t.services.telegramBot.chats.isReachable(id as number)).toBe(false);
    // Nothing left: a second pass finds no work.
    expect(await worker.step()).toBe(false);
  });

  it('resumes after a restart without repeating or skipping anyone', async () => {
    await queueBroadcast('Hello');
    await createUsers(t.services, 59, 3_000_000);
    // First process: stops (SIGTERM) after 20 messages.
    let count = 0;
    const stopAfter20 = () => count >= 20;
    const counting: Respond = (call) => {
      if (call.method === 'sendMessage') count++;
      return undefined;
    };
    const a = broadcaster('p1', counting);
    await a.worker.step(stopAfter20);
    // Second process: dies mid-send (the request reached Telegram, the answer never came back).
    let hung = 0;
    const b = testBot(t.services, {
      respond: (call) => {
        if (call.method === 'sendMessage' && ++hung === 15) return new Promise(() => {}) as never;
        return undefined;
      },
      scheduler: fakeScheduler(),
    });
    const dying = createBroadcaster({
      api: b.bot.api,
      services: t.services,
      logger: silent,
      scheduler: fakeScheduler(),
      workerId: 'p2',
    });
    void dying.step();
    await vi.waitFor(async () => {
      expect((await t.services.models.Broadcast.findOne().lean())?.inFlight).not.toBeNull();
      expect(hung).toBe(15);
    });
    // Its lock expires; a third process takes over. The in-flight one is not sent again, and not
    // counted sent either: Telegram never said it accepted it.
    await t.services.models.Broadcast.updateMany({}, { $set: { lockedAt: new Date(Date.now() - 120_000) } });
    const c = broadcaster('p3', undefined);
    expect(await c.worker.step()).toBe(true);

    const delivered = [a.calls, b.calls, c.calls].flatMap((calls) =>
      calls.filter((x) => x.method === 'sendMessage').map((x) => x.payload.chat_id),
    );
    expect(delivered).toHaveLength(60);
    expect(new Set(delivered).size).toBe(60);
    const stored = await t.services.models.Broadcast.findOne().lean();
    expect(stored).toMatchObject({
      status: 'done',
      sent: 59,
      unconfirmed: 1,
      blocked: 0,
      failed: 0,
      inFlight: null,
    });
    const report = c.calls.filter((x) => x.method === 'editMessageText').at(-1)?.payload.text;
    expect(report).toBe('Broadcast finished: sent 59, blocked 0, failed 0, unconfirmed 1.');
  });

  it('a 429 with retry_after 65 pauses the broadcast, then delivers: none failed, none skipped', async () => {
    await queueBroadcast('Flood');
    await createUsers(t.services, 39, 4_000_000);
    const scheduler = fakeScheduler();
    const sends: { chat: unknown; at: number; ok: boolean }[] = [];
    const respond: Respond = (call) => {
      if (call.method !== 'sendMessage') return undefined;
      const limited = sends.length === 10;
      sends.push({ chat: call.payload.chat_id, at: scheduler.now(), ok: !limited });
      if (!limited) return undefined;
      return {
        ok: false,
        error_code: 429,
        description: 'Too Many Requests: retry after 65',
        parameters: { retry_after: 65 },
      } as ReturnType<Respond>;
    };
    const { worker } = broadcaster('w-flood', respond, scheduler);
    expect(await worker.step()).toBe(true);

    const refused = sends[10]!;
    const next = sends[11]!;
    // The same recipient again, and nothing at all during the wait.
    expect(next.chat).toBe(refused.chat);
    expect(next.at - refused.at).toBeGreaterThanOrEqual(65_000);
    const delivered = sends.filter((x) => x.ok).map((x) => x.chat);
    expect(delivered).toHaveLength(40);
    expect(new Set(delivered).size).toBe(40);
    const stored = await t.services.models.Broadcast.findOne().lean();
    expect(stored).toMatchObject({ status: 'done', sent: 40, failed: 0, blocked: 0, unconfirmed: 0 });
  });
});
