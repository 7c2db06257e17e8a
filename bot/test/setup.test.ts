import { LANGUAGES } from '@cum/shared/domain/languages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_COMMANDS } from '../src/features/help.ts';
import { configureChat, setAdminCommands } from '../src/setup.ts';
import { description, shortDescription } from '../src/texts.ts';
import { memoryLogger } from './helpers/fixtures.ts';
import { createTestServices, type TestServices, testBot } from './helpers/services.ts';

let t: TestServices;
beforeAll(async () => {
  t = await createTestServices({ REWARD_INTERVAL_MINUTES: '180' });
});
afterAll(() => t.close());

type Call = { method: string; payload: Record<string, unknown> };
const byCode = (calls: Call[], method: string) =>
  new Map(calls.filter((c) => c.method === method).map((c) => [c.payload.language_code, c.payload]));

describe('configureChat', () => {
  it('sets the menu button, and the commands and descriptions in every language', async () => {
    const { bot, calls, config } = testBot(t.services);
    await configureChat(bot.api, config, t.services, memoryLogger().logger);
    expect(calls[0]?.method).toBe('setChatMenuButton');

    // The default (no language_code: English) and one per language, pt-BR as Telegram's "pt".
    const commands = byCode(calls, 'setMyCommands');
    expect([...commands.keys()]).toEqual([undefined, 'en', 'ru', 'es', 'pt', 'id', 'fa']);
    const list = (code: string | undefined) =>
      ((commands.get(code)?.commands ?? []) as { command: string; description: string }[]).map(
        (c) => `${c.command}: ${c.description}`,
      );
    expect(list(undefined)).toEqual(list('en'));
    expect(list('en')).toEqual([
      'start: Welcome and the app button',
      'app: Open the $CUM app',
      'balance: Your $CUM balance',
      'invite: Your invite link to share',
      'help: What this bot can do',
    ]);
    expect(list('ru')[2]).toBe('balance: Ваш баланс $CUM');
    expect(list('es')[2]).toBe('balance: Tu saldo de $CUM');
    expect(list('pt')[2]).toBe('balance: Seu saldo de $CUM');

    const descriptions = byCode(calls, 'setMyDescription');
    expect(descriptions.size).toBe(LANGUAGES.length + 1);
    expect(descriptions.get(undefined)?.description).toBe(description('en', 180));
    expect(String(descriptions.get('en')?.description)).toContain('claim a reward every 3 hours');
    expect(String(descriptions.get('ru')?.description)).toContain('получайте награду каждые 3 часа');
    expect(String(descriptions.get('es')?.description)).toContain('reclama una recompensa cada 3 horas');
    const shorts = byCode(calls, 'setMyShortDescription');
    expect(shorts.get('id')?.short_description).toBe(shortDescription('id'));
    for (const language of LANGUAGES) {
      expect(description(language, 180).length).toBeLessThanOrEqual(512);
      expect(shortDescription(language).length).toBeLessThanOrEqual(120);
    }
  });

  it("an admin's chat gets the public commands in each language plus the admin ones", async () => {
    const { bot, calls } = testBot(t.services);
    await setAdminCommands(bot.api, 4242, true);
    const lists = calls.filter((c) => c.method === 'setMyCommands');
    expect(lists).toHaveLength(LANGUAGES.length + 1);
    const ru = lists.find((c) => c.payload.language_code === 'ru')?.payload;
    expect(ru?.scope).toEqual({ type: 'chat', chat_id: 4242 });
    expect((ru?.commands as { command: string }[] | undefined)?.map((c) => c.command)).toEqual([
      'start',
      'app',
      'balance',
      'invite',
      'help',
      ...ADMIN_COMMANDS.map((c) => c.command),
    ]);
    await setAdminCommands(bot.api, 4242, false);
    expect(calls.filter((c) => c.method === 'deleteMyCommands')).toHaveLength(LANGUAGES.length + 1);
  });
});
