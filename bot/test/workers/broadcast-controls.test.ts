import type { Message, Update } from 'grammy/types';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fakeScheduler } from '../../src/scheduler.ts';
import { createBroadcaster } from '../../src/workers/broadcaster.ts';
import { alice, callbackUpdate } from '../helpers/fixtures.ts';
import {
  createTestServices,
  createUser,
  createUsers,
  type Respond,
  type TestServices,
  testBot,
} from '../helpers/services.ts';

/** Broadcast controls: media copied from the admin's message, the test send, Stop, honest counts. */
let t: TestServices;
beforeEach(async () => {
  t = await createTestServices();
});
afterEach(() => t.close());

const silent = { info: () => {}, warn: () => {}, error: () => {} };
const admin = { ...alice, id: 1, first_name: 'Boss' };
type Keyboard = { inline_keyboard: { text: string; callback_data: string }[][] };

/** `/broadcast` sent by the admin in reply to their photo (message 77). */
function replyToPhoto(): Update {
  const chat = { id: admin.id, type: 'private' as const, first_name: admin.first_name };
  const photo = {
    message_id: 77,
    date: 0,
    chat,
    from: admin,
    photo: [{ file_id: 'p', file_unique_id: 'u', width: 1, height: 1 }],
    caption: 'Season 2 poster',
  } as Message.PhotoMessage;
  return {
    update_id: 9_000_001,
    message: {
      message_id: 78,
      date: 0,
      chat,
      from: admin,
      text: '/broadcast',
      entities: [{ type: 'bot_command', offset: 0, length: 10 }],
      reply_to_message: photo,
    } as Message.TextMessage,
  } as Update;
}

async function pressButton(keyboard: Keyboard, label: string, messageId = 500) {
  const { bot, calls } = testBot(t.services);
  const button = keyboard.inline_keyboard.flat().find((b) => b.text === label);
  await bot.handleUpdate(callbackUpdate(button?.callback_data ?? '', { from: admin, messageId }));
  return calls;
}

describe('broadcast controls', () => {
  it('media: /broadcast in reply to a photo copies it (copyMessage), to the admin first, then to everyone', async () => {
    await createUser(t.services, { isAdmin: true, telegramId: admin.id });
    await createUsers(t.services, 4, 6_000_000);
    const { bot, calls } = testBot(t.services);
    await bot.handleUpdate(replyToPhoto());
    expect(calls[0]).toEqual({
      method: 'copyMessage',
      payload: { chat_id: admin.id, from_chat_id: admin.id, message_id: 77 },
    });
    expect(calls[1]?.payload.text).toBe(
      'Broadcast preview (up to 5 users):\n\n(the message above, copied as it is)',
    );
    const queued = await pressButton(calls[1]?.payload.reply_markup as Keyboard, 'Send');
    // The progress message gets its Stop button at once.
    const edit = queued.find((c) => c.method === 'editMessageText');
    expect((edit?.payload.reply_markup as Keyboard | undefined)?.inline_keyboard[0]?.[0]?.text).toBe('Stop');

    const w = testBot(t.services, { scheduler: fakeScheduler() });
    const worker = createBroadcaster({
      api: w.bot.api,
      services: t.services,
      logger: silent,
      scheduler: fakeScheduler(),
      workerId: 'w-media',
    });
    expect(await worker.step()).toBe(true);
    const copies = w.calls.filter((c) => c.method === 'copyMessage');
    expect(copies).toHaveLength(5);
    for (const c of copies) expect(c.payload).toMatchObject({ from_chat_id: admin.id, message_id: 77 });
    expect(w.calls.some((c) => c.method === 'sendMessage' && c.payload.chat_id !== admin.id)).toBe(false);
    expect(await t.services.models.Broadcast.findOne().lean()).toMatchObject({ status: 'done', sent: 5 });
  });

  it('Stop ends a running broadcast; the report counts only what Telegram accepted', async () => {
    await createUser(t.services, { isAdmin: true, telegramId: admin.id });
    await createUsers(t.services, 29, 6_100_000);
    const { bot, calls } = testBot(t.services);
    const { textUpdate } = await import('../helpers/fixtures.ts');
    await bot.handleUpdate(textUpdate('/broadcast Big news', { from: admin }));
    await pressButton(calls[1]?.payload.reply_markup as Keyboard, 'Send');

    let delivered = 0;
    let refused = 0;
    let stopCalls: Awaited<ReturnType<typeof pressButton>> = [];
    const respond: Respond = (call) => {
      if (call.method !== 'sendMessage' || call.payload.chat_id === admin.id) return undefined;
      delivered++;
      // The 3rd is refused by Telegram (counted failed, not sent).
      if (delivered === 3) {
        refused++;
        return { ok: false, error_code: 400, description: 'Bad Request: chat not found' };
      }
      if (delivered !== 6) return undefined;
      // While the 6th is on its way, the admin presses Stop; Telegram still accepts the 6th.
      return (async () => {
        const progress = await t.services.models.Broadcast.findOne().lean();
        const keyboard = {
          inline_keyboard: [[{ text: 'Stop', callback_data: `bcast:stop:${progress?._id.toHexString()}` }]],
        };
        stopCalls = await pressButton(keyboard, 'Stop');
        return {
          ok: true,
          result: { message_id: 1, date: 0, chat: { id: call.payload.chat_id, type: 'private' } },
        };
      })() as never;
    };
    const w = testBot(t.services, { respond, scheduler: fakeScheduler() });
    const worker = createBroadcaster({
      api: w.bot.api,
      services: t.services,
      logger: silent,
      scheduler: fakeScheduler(),
      workerId: 'w-stop',
    });
    expect(await worker.step()).toBe(true);

    expect(stopCalls.find((c) => c.method === 'answerCallbackQuery')?.payload.text).toBe('Stopped');
    // Nobody after the 6th got it.
    expect(delivered).toBe(6);
    const stored = await t.services.models.Broadcast.findOne().lean();
    // The admin (an audience member too) and 5 of the 6 others: 6 accepted, the refused one failed.
    expect(stored).toMatchObject({ status: 'stopped', sent: 6, failed: refused, inFlight: null });
    const report = w.calls.filter((c) => c.method === 'editMessageText').at(-1)?.payload;
    expect(report?.text).toBe('Broadcast stopped: sent 6, blocked 0, failed 1.');
    expect(report?.reply_markup).toBeUndefined();
    // Stopped for good: no worker picks it up again, and a second Stop says so.
    expect(await worker.step()).toBe(false);
    const again = await pressButton(
      { inline_keyboard: [[{ text: 'Stop', callback_data: `bcast:stop:${stored?._id.toHexString()}` }]] },
      'Stop',
    );
    expect(again.find((c) => c.method === 'answerCallbackQuery')?.payload.text).toBe(
      'Already finished or stopped',
    );
  });
});
