import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NOT_ADMIN } from '../../src/features/admin/filter.ts';
import { alice, textUpdate } from '../helpers/fixtures.ts';
import { createTestServices, createUser, type TestServices, testBot } from '../helpers/services.ts';

const FRESH = 7_700_001;
const EXISTING = 7_700_002;
let t: TestServices;
beforeAll(async () => {
  t = await createTestServices({ ADMIN_TELEGRAM_IDS: `${FRESH},${EXISTING}` });
});
afterAll(() => t.close());

const replies = (calls: { method: string; payload: Record<string, unknown> }[]) =>
  calls.filter((c) => c.method === 'sendMessage').map((c) => String(c.payload.text));

describe('admins listed in ADMIN_TELEGRAM_IDS', () => {
  it('are admins from their very first message, before ever opening the mini-app', async () => {
    const { bot, calls } = testBot(t.services);
    await bot.handleUpdate(textUpdate('/stats', { from: { ...alice, id: FRESH, username: 'fresh_boss' } }));
    expect(replies(calls)[0]).toMatch(/^\$CUM stats\n/);
    const account = await t.services.models.User.findOne({ telegramId: FRESH }).lean();
    expect(account).toMatchObject({ isAdmin: true, authMethod: 'telegram', username: 'fresh_boss' });
  });

  it('an existing account of a listed id is promoted on its first update', async () => {
    await createUser(t.services, { telegramId: EXISTING, username: 'later_boss' });
    const target = await createUser(t.services, { username: 'paid_one' });
    const { bot, calls } = testBot(t.services);
    await bot.handleUpdate(textUpdate('/grant @paid_one 3 thanks', { from: { ...alice, id: EXISTING } }));
    expect(replies(calls)).toEqual(['Granted 3 $CUM to @paid_one. New balance: 3 $CUM.']);
    expect((await t.services.models.User.findById(target._id).lean())?.balance).toBe(3_000);
  });

  it('anyone else is still refused and gets no account', async () => {
    const { bot, calls } = testBot(t.services);
    await bot.handleUpdate(textUpdate('/stats', { from: { ...alice, id: 7_700_099 } }));
    expect(replies(calls)).toEqual([NOT_ADMIN]);
    expect(await t.services.models.User.exists({ telegramId: 7_700_099 })).toBeNull();
  });
});
