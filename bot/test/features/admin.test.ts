import type { User } from 'grammy/types';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NOT_ADMIN } from '../../src/features/admin/filter.ts';
import { alice, callbackUpdate, textUpdate } from '../helpers/fixtures.ts';
import { createTestServices, createUser, type TestServices, testBot } from '../helpers/services.ts';

let t: TestServices;
let admin: User;
let adminId: string;
beforeAll(async () => {
  t = await createTestServices();
  const account = await createUser(t.services, { isAdmin: true, username: 'boss' });
  admin = { ...alice, id: account.telegramId as number, first_name: 'Boss' };
  adminId = account._id.toHexString();
});
afterAll(() => t.close());

const texts = (calls: { method: string; payload: Record<string, unknown> }[]) =>
  calls.filter((c) => c.method === 'sendMessage').map((c) => String(c.payload.text));

async function run(text: string, from: User = admin) {
  const { bot, calls } = testBot(t.services);
  await bot.handleUpdate(textUpdate(text, { from }));
  return { calls, replies: texts(calls) };
}

describe('admin commands for non-admins', () => {
  it.each(['/stats', '/users bob', '/grant @bob 10 gift', '/admin @bob on', '/broadcast hello'])(
    '%s is refused politely and changes nothing',
    async (command) => {
      const target = await createUser(t.services, { username: `victim${Date.now() % 100000}` });
      // Counted first: the admins' tests of this file (any order) start broadcasts of their own.
      const broadcasts = await t.services.models.Broadcast.countDocuments();
      const { replies } = await run(command.replace('@bob', `@${target.username}`), {
        ...alice,
        id: 9_900_001,
      });
      expect(replies).toEqual([NOT_ADMIN]);
      const after = await t.services.models.User.findById(target._id).lean();
      expect([after?.balance, after?.isAdmin]).toEqual([0, false]);
      expect(await t.services.models.Broadcast.countDocuments()).toBe(broadcasts);
    },
  );
});

describe('admin commands for admins', () => {
  it('/stats shows the dashboard figures', async () => {
    const { replies } = await run('/stats');
    expect(replies[0]).toMatch(/^\$CUM stats\nUsers: \d+ \(\d+ onboarded, \d+ active today\)\nBalances: /);
  });

  it('/users lists the first matches with balance and the admin panel link', async () => {
    await createUser(t.services, { username: 'carol_one', balance: 1_500_000 });
    const { replies } = await run('/users carol');
    expect(replies[0]).toMatch(/^@carol_one: 1,500 \$CUM, Telegram \d+, id [0-9a-f]{24}\n/);
    expect(replies[0]).toContain('Admin panel: https://cum.example.com/app/admin?search=carol');
    expect((await run('/users nobody_like_this')).replies).toEqual(['No users match "nobody_like_this".']);
    expect((await run('/users')).replies[0]).toMatch(/^Usage: \/users/);
  });

  it('/grant adjusts through the audited ledger', async () => {
    const dave = await createUser(t.services, { username: 'dave' });
    expect((await run('/grant @dave 250.5 contest prize')).replies).toEqual([
      'Granted 250.5 $CUM to @dave. New balance: 250.5 $CUM.',
    ]);
    const entry = await t.services.models.LedgerEntry.findOne({ userId: dave._id }).lean();
    expect(entry).toMatchObject({ kind: 'admin_adjustment', amount: 250_500 });
    const audit = await t.services.models.AuditEntry.findOne({ targetId: dave._id.toHexString() }).lean();
    expect(audit).toMatchObject({ action: 'user.adjust_balance' });
    expect((await run('/grant @dave -1000 oops')).replies).toEqual([
      "That would take the user's balance below zero.",
    ]);
    expect((await run('/grant @dave ten reason')).replies[0]).toMatch(/^Usage: \/grant/);
    expect((await run('/grant @ghost 10 reason')).replies).toEqual(['No user found for "@ghost".']);
    expect((await run(`/grant ${adminId} 10 myself`)).replies).toEqual(["You can't adjust your own balance"]);
  });

  it('/admin grants and revokes with the panel rules, and updates the command list', async () => {
    const erin = await createUser(t.services, { username: 'erin' });
    const on = await run('/admin @erin on');
    expect(on.replies).toEqual(['@erin is now an admin.']);
    expect(on.calls).toContainEqual({
      method: 'setMyCommands',
      payload: expect.objectContaining({ scope: { type: 'chat', chat_id: erin.telegramId } }),
    });
    const off = await run('/admin @erin off');
    expect(off.replies).toEqual(['@erin is no longer an admin.']);
    expect(off.calls).toContainEqual({
      method: 'deleteMyCommands',
      payload: { scope: { type: 'chat', chat_id: erin.telegramId } },
    });
    expect((await run('/admin @boss off')).replies).toEqual(["You can't change your own admin status"]);
    expect((await run('/admin @erin maybe')).replies).toEqual(['Usage: /admin <user> on|off']);
  });

  it('/admin off takes the commands away at once (the last admin is always the one acting)', async () => {
    const solo = await createTestServices();
    try {
      const a = await createUser(solo.services, { isAdmin: true, username: 'first' });
      const b = await createUser(solo.services, { isAdmin: true, username: 'second' });
      const { bot, calls } = testBot(solo.services);
      await bot.handleUpdate(
        textUpdate('/admin @second off', { from: { ...alice, id: a.telegramId as number } }),
      );
      expect(texts(calls)).toEqual(['@second is no longer an admin.']);
      // Now `first` is the last admin; `second` can no longer act at all.
      const again = testBot(solo.services);
      await again.bot.handleUpdate(
        textUpdate('/admin @first off', { from: { ...alice, id: b.telegramId as number } }),
      );
      expect(texts(again.calls)).toEqual([NOT_ADMIN]);
    } finally {
      await solo.close();
    }
  });

  it('/broadcast sends the admin a test copy, then a preview with Send / Cancel; Cancel sends nothing', async () => {
    const { calls, replies } = await run('/broadcast Big news today');
    // The test send: exactly what users will get, to the admin first.
    expect(calls[0]).toEqual({
      method: 'sendMessage',
      payload: { chat_id: admin.id, text: 'Big news today' },
    });
    expect(replies[1]).toMatch(/^Broadcast preview \(up to \d+ users\):\n\nBig news today$/);
    const keyboard = calls[1]?.payload.reply_markup as {
      inline_keyboard: { text: string; callback_data: string }[][];
    };
    const [send, cancel] = keyboard.inline_keyboard[0] ?? [];
    expect([send?.text, cancel?.text]).toEqual(['Send', 'Cancel']);
    expect(send?.callback_data).toMatch(/^bcast:send:[0-9a-f]{24}$/);

    const { bot, calls: after } = testBot(t.services);
    await bot.handleUpdate(callbackUpdate(cancel?.callback_data ?? '', { from: admin }));
    expect(after.find((c) => c.method === 'editMessageText')?.payload.text).toBe(
      'Broadcast cancelled. Nothing was sent.',
    );
    // A stale Send on the cancelled preview does nothing.
    await bot.handleUpdate(callbackUpdate(send?.callback_data ?? '', { from: admin }));
    expect(after.at(-1)).toMatchObject({
      method: 'answerCallbackQuery',
      payload: { text: 'Already sent or cancelled' },
    });
    // This preview's own broadcast: other tests of the file leave theirs (any order).
    const id = (send?.callback_data ?? '').split(':')[2];
    const stored = await t.services.models.Broadcast.findById(id).lean();
    expect(stored?.status).toBe('cancelled');
  });

  it('a non-admin cannot press Send on a preview', async () => {
    const { calls } = await run('/broadcast Another');
    const keyboard = calls[1]?.payload.reply_markup as { inline_keyboard: { callback_data: string }[][] };
    const { bot, calls: after } = testBot(t.services);
    await bot.handleUpdate(
      callbackUpdate(keyboard.inline_keyboard[0]?.[0]?.callback_data ?? '', {
        from: { ...alice, id: 9_900_002 },
      }),
    );
    expect(after).toEqual([
      {
        method: 'answerCallbackQuery',
        payload: { callback_query_id: expect.any(String), text: NOT_ADMIN, show_alert: true },
      },
    ]);
  });
});
