import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { configureChat } from '../src/setup.ts';
import { description, SHORT_DESCRIPTION } from '../src/texts.ts';
import { memoryLogger } from './helpers/fixtures.ts';
import { createTestServices, type TestServices, testBot } from './helpers/services.ts';

let t: TestServices;
beforeAll(async () => {
  t = await createTestServices({ REWARD_INTERVAL_MINUTES: '180' });
});
afterAll(() => t.close());

describe('configureChat', () => {
  it('sets the menu button, the commands and the description at start', async () => {
    const { bot, calls, config } = testBot(t.services);
    await configureChat(bot.api, config, t.services, memoryLogger().logger);
    const methods = calls.map((c) => c.method);
    expect(methods).toEqual(
      expect.arrayContaining([
        'setChatMenuButton',
        'setMyCommands',
        'setMyDescription',
        'setMyShortDescription',
      ]),
    );
    const text = String(calls.find((c) => c.method === 'setMyDescription')?.payload.description);
    expect(text).toBe(description(180));
    expect(text).toContain('claim a reward every 3 hours');
    expect(text.length).toBeLessThanOrEqual(512);
    expect(SHORT_DESCRIPTION.length).toBeLessThanOrEqual(120);
    const commands = calls.find((c) => c.method === 'setMyCommands')?.payload.commands as {
      command: string;
    }[];
    expect(commands.map((c) => c.command)).toEqual(['start', 'app', 'balance', 'invite', 'help']);
  });
});
