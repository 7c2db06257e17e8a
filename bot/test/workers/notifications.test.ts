import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fakeScheduler } from '../../src/scheduler.ts';
import { OPEN_APP_LABEL } from '../../src/ui.ts';
import { createNotificationsWorker } from '../../src/workers/notifications.ts';
import {
  createTestServices,
  createUser,
  type Respond,
  type TestServices,
  testBot,
} from '../helpers/services.ts';

let t: TestServices;
beforeAll(async () => {
  t = await createTestServices();
});
afterAll(() => t.close());

function worker(workerId: string, respond?: Respond, scheduler = fakeScheduler()) {
  const { bot, calls, config } = testBot(t.services, { respond, scheduler });
  const w = createNotificationsWorker({
    api: bot.api,
    services: t.services,
    config,
    logger: { info: () => {}, warn: () => {}, error: () => {} },
    scheduler,
    workerId,
  });
  return { ...w, calls };
}

const sends = (calls: { method: string; payload: Record<string, unknown> }[]) =>
  calls.filter((c) => c.method === 'sendMessage');
const button = {
  inline_keyboard: [[{ text: OPEN_APP_LABEL, web_app: { url: 'https://cum.example.com/app' } }]],
};

describe('notifications worker', () => {
  it('sends each reward alert exactly once with two workers racing, only to users who allow it', async () => {
    const reachable = await Promise.all(Array.from({ length: 30 }, () => createUser(t.services)));
    for (const u of reachable) await t.services.telegramBot.chats.noteWriteAccess(u.telegramId as number);
    const silent = await createUser(t.services);
    await t.services.models.User.updateOne({ _id: silent._id }, { $set: { 'settings.rewardAlerts': false } });
    await t.services.telegramBot.chats.noteWriteAccess(silent.telegramId as number);
    const neverStarted = await createUser(t.services);

    const a = worker('a');
    const b = worker('b');
    while ((await Promise.all([a.step(), b.step()])).some(Boolean)) {}

    const sent = [...sends(a.calls), ...sends(b.calls)];
    const chats = sent.map((c) => c.payload.chat_id).sort();
    expect(chats).toEqual(reachable.map((u) => u.telegramId).sort());
    expect(sends(a.calls).length).toBeGreaterThan(0);
    expect(sends(b.calls).length).toBeGreaterThan(0);
    expect(sent[0]?.payload).toEqual({
      chat_id: expect.any(Number),
      text: 'Your 25 $CUM reward is ready. Open the app to claim it!',
      reply_markup: button,
    });
    expect(chats).not.toContain(silent.telegramId);
    expect(chats).not.toContain(neverStarted.telegramId);
    const skipped = await t.services.models.Notification.findOne({
      telegramId: neverStarted.telegramId,
    }).lean();
    expect(skipped?.status).toBe('obsolete');

    // Same claim window: collecting again produces nothing new.
    const again = worker('c');
    await again.step();
    expect(sends(again.calls)).toEqual([]);

    // The next window (the user claimed, the interval passed) brings one more alert.
    const first = reachable[0];
    await t.services.models.User.updateOne(
      { _id: first?._id },
      { $set: { lastRewardClaimAt: new Date(Date.now() - 2 * 3600_000) } },
    );
    const next = worker('d');
    await next.step();
    expect(sends(next.calls).map((c) => c.payload.chat_id)).toEqual([first?.telegramId]);
    await t.services.models.Notification.deleteMany({});
  });

  it('marks a user who blocked the bot unreachable and skips them afterwards', async () => {
    await t.services.models.User.updateMany({}, { $set: { 'settings.rewardAlerts': false } });
    const blocker = await createUser(t.services);
    const id = blocker.telegramId as number;
    await t.services.telegramBot.chats.noteWriteAccess(id);
    const w = worker('e', (call) =>
      call.method === 'sendMessage' && call.payload.chat_id === id
        ? { ok: false, error_code: 403, description: 'Forbidden: bot was blocked by the user' }
        : undefined,
    );
    await w.step();
    expect(sends(w.calls)).toHaveLength(1);
    expect(await t.services.telegramBot.chats.isReachable(id)).toBe(false);

    // A friend joins later: the event message is not even attempted.
    await t.services.notifications.enqueue(null, {
      key: `referral-completed:test-${id}`,
      type: 'referral_completed',
      userId: blocker._id,
      telegramId: id,
      text: 'Your friend completed onboarding: you earned 500 $CUM!',
    });
    await w.step();
    expect(sends(w.calls)).toHaveLength(1);
    await t.services.models.Notification.deleteMany({});
  });

  it('sends "your friend joined" with the Open app button, and retries a failed send later', async () => {
    await t.services.models.User.updateMany({}, { $set: { 'settings.rewardAlerts': false } });
    const friendOf = await createUser(t.services);
    await t.services.models.User.updateOne(
      { _id: friendOf._id },
      { $set: { 'settings.rewardAlerts': false } },
    );
    let fail = true;
    const w = worker('f', (call) => {
      if (call.method !== 'sendMessage' || !fail) return undefined;
      fail = false;
      return { ok: false, error_code: 400, description: 'Bad Request: chat not found' };
    });
    await t.services.notifications.enqueue(null, {
      key: `referral-completed:test-${friendOf._id}`,
      type: 'referral_completed',
      userId: friendOf._id,
      telegramId: friendOf.telegramId,
      text: 'Your friend completed onboarding: you earned 500 $CUM!',
    });
    await w.step();
    await w.step();
    const payload = {
      chat_id: friendOf.telegramId,
      text: 'Your friend completed onboarding: you earned 500 $CUM!',
      reply_markup: button,
    };
    expect(sends(w.calls).map((c) => c.payload)).toEqual([payload, payload]);
    const stored = await t.services.models.Notification.findOne({ userId: friendOf._id }).lean();
    expect(stored?.status).toBe('sent');
  });

  it('tells a user about the welcome bonus once it is credited', async () => {
    await t.services.models.User.updateMany({}, { $set: { 'settings.rewardAlerts': false } });
    const newbie = await createUser(t.services);
    await t.services.models.User.updateOne({ _id: newbie._id }, { $set: { 'settings.rewardAlerts': false } });
    await t.services.onboarding.complete(newbie._id);
    await t.services.onboarding.claimWelcomeBonus(newbie._id);
    const w = worker('g');
    await w.step();
    expect(sends(w.calls).map((c) => c.payload)).toEqual([
      {
        chat_id: newbie.telegramId,
        text: 'Your 1,000 $CUM welcome bonus is in your balance. Keep earning in the app!',
        reply_markup: button,
      },
    ]);
  });

  it('30 events for one chat go out as one message naming each, none lost', async () => {
    await t.services.models.User.updateMany({}, { $set: { 'settings.rewardAlerts': false } });
    const busy = await createUser(t.services);
    for (let i = 1; i <= 30; i++) {
      await t.services.notifications.enqueue(null, {
        key: `referral-completed:busy-${i}`,
        type: 'referral_completed',
        userId: busy._id,
        telegramId: busy.telegramId,
        text: `Friend #${i} completed onboarding: you earned 500 $CUM!`,
      });
    }
    const w = worker('h');
    while (await w.step()) {}
    const messages = sends(w.calls);
    expect(messages).toHaveLength(1);
    const text = String(messages[0]?.payload.text);
    expect(text.split('\n')[0]).toBe('You have 30 updates:');
    for (let i = 1; i <= 30; i++) expect(text).toContain(`• Friend #${i} completed onboarding`);
    const stored = await t.services.models.Notification.find({ key: /^referral-completed:busy-/ }).lean();
    expect(stored.map((n) => n.status)).toEqual(Array(30).fill('sent'));
  });

  it('a 429 with retry_after 65 pauses the worker; the notification goes out later, never failed', async () => {
    await t.services.models.User.updateMany({}, { $set: { 'settings.rewardAlerts': false } });
    await t.services.models.Notification.deleteMany({});
    const users = await Promise.all(Array.from({ length: 3 }, () => createUser(t.services)));
    for (const u of users) {
      await t.services.notifications.enqueue(null, {
        key: `bonus:flood-${u._id}`,
        type: 'bonus_received',
        userId: u._id,
        telegramId: u.telegramId,
        text: 'Bonus!',
      });
    }
    const scheduler = fakeScheduler();
    const attempts: { chat: unknown; at: number }[] = [];
    const w = worker(
      'i',
      (call) => {
        if (call.method !== 'sendMessage') return undefined;
        attempts.push({ chat: call.payload.chat_id, at: scheduler.now() });
        if (attempts.length !== 2) return undefined;
        return {
          ok: false,
          error_code: 429,
          description: 'Too Many Requests: retry after 65',
          parameters: { retry_after: 65 },
        } as ReturnType<Respond>;
      },
      scheduler,
    );
    // Many more attempts than MAX_ATTEMPTS would allow if a 429 counted as one.
    for (let i = 0; i < 10 && (await w.step()); i++) {}
    while (await w.step()) {}
    expect(attempts).toHaveLength(4);
    expect(attempts[2]!.at - attempts[1]!.at).toBeGreaterThanOrEqual(65_000);
    const stored = await t.services.models.Notification.find({ key: /^bonus:flood-/ }).lean();
    expect(stored.map((n) => [n.status, n.attempts])).toEqual(Array(3).fill(['sent', 1]));
  });
});
