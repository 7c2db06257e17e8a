import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@cum/shared/domain/languages';
import type { Api } from 'grammy';
import type { LanguageCode } from 'grammy/types';
import type { BotConfig } from './config.ts';
import type { BotServices } from './context.ts';
import { ADMIN_COMMANDS, publicCommands } from './features/help.ts';
import type { BotLogger } from './logger.ts';
import { description, shortDescription } from './texts.ts';
import { appUrl, openAppLabel } from './ui.ts';

/**
 * Telegram's `language_code` for one of our languages: an ISO 639-1 code, so pt-BR is `pt`. English
 * is also the default (no language_code): what every other language sees.
 */
export const telegramLanguageCode = (language: Language) => language.split('-')[0] as LanguageCode;

/** Each language's call: the default (English, no code) first, then one per language with its code. */
const perLanguage = (): Array<{ language: Language; language_code?: LanguageCode }> => [
  { language: DEFAULT_LANGUAGE },
  ...LANGUAGES.map((language) => ({ language, language_code: telegramLanguageCode(language) })),
];

/** An admin's chat shows the public commands and the admin ones, in each language. */
export async function setAdminCommands(api: Api, telegramId: number, isAdmin: boolean) {
  const scope = { type: 'chat' as const, chat_id: telegramId };
  for (const { language, language_code } of perLanguage()) {
    if (isAdmin) {
      await api.setMyCommands([...publicCommands(language), ...ADMIN_COMMANDS], { scope, language_code });
    } else await api.deleteMyCommands({ scope, language_code });
  }
}

/**
 * What Telegram shows around the chat: the menu button opening the mini-app (https only: Telegram
 * refuses anything else), the command lists (one for everyone and one per admin chat) and the bot's
 * description and short description, each in every language (Telegram picks by the user's
 * language_code). Failures are logged; the bot still answers without them.
 */
export async function configureChat(api: Api, config: BotConfig, services: BotServices, logger: BotLogger) {
  const url = appUrl(config.PUBLIC_URL);
  const steps: Array<[string, () => Promise<unknown>]> = [
    [
      'menu button',
      () =>
        url.startsWith('https://')
          ? api.setChatMenuButton({
              menu_button: { type: 'web_app', text: openAppLabel(DEFAULT_LANGUAGE), web_app: { url } },
            })
          : api.setChatMenuButton({ menu_button: { type: 'commands' } }),
    ],
  ];
  for (const { language, language_code } of perLanguage()) {
    const code = language_code ?? 'default';
    steps.push(
      [`public commands (${code})`, () => api.setMyCommands(publicCommands(language), { language_code })],
      [
        `description (${code})`,
        () => api.setMyDescription(description(language, config.REWARD_INTERVAL_MINUTES), { language_code }),
      ],
      [
        `short description (${code})`,
        () => api.setMyShortDescription(shortDescription(language), { language_code }),
      ],
    );
  }
  steps.push([
    'admin commands',
    async () => {
      for (const id of await services.telegramBot.admins.adminTelegramIds()) {
        await setAdminCommands(api, id, true);
      }
    },
  ]);
  for (const [name, step] of steps) {
    try {
      await step();
    } catch (error) {
      logger.warn({ err: error, step: name }, 'could not configure the bot chat');
    }
  }
}
