import { describe, expect, it } from 'vitest';
import { SORRY, UNAVAILABLE } from '../src/bot.ts';
import { alice, textUpdate } from './helpers/fixtures.ts';
import { createTestServices, testBot } from './helpers/services.ts';

/** With the database unreachable the bot says so, in the API's own 503 sentence, not "something broke". */
describe('the bot during a database outage', () => {
  it('apologises that the service is briefly unavailable', async () => {
    const t = await createTestServices();
    const { bot, calls } = testBot(t.services);
    await t.close(); // the database goes away
    await bot.handleUpdate(textUpdate('/start'));
    const reply = calls.filter((c) => c.method === 'sendMessage').at(-1);
    expect(reply?.payload).toMatchObject({ chat_id: alice.id, text: UNAVAILABLE });
    expect(UNAVAILABLE).not.toBe(SORRY);
    expect(UNAVAILABLE).toMatch(/briefly unavailable/);
  });
});
