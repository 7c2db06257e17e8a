import type { Api } from 'grammy';
import type { BotConfig } from './config.ts';
import type { BotServices } from './context.ts';
import { ADMIN_COMMANDS, PUBLIC_COMMANDS } from './features/help.ts';
import type { BotLogger } from './logger.ts';
import { description, SHORT_DESCRIPTION } from './texts.ts';
import { appUrl, OPEN_APP_LABEL } from './ui.ts';

/** An admin's chat shows the public commands and the admin ones. */
export async function setAdminCommands(api: Api, telegramId: number, isAdmin: boolean) {
  const scope = { type: 'chat' as const, chat_id: telegramId };
  if (isAdmin) await api.setMyCommands([...PUBLIC_COMMANDS, ...ADMIN_COMMANDS], { scope });
  else await api.deleteMyCommands({ scope });
}

/**
 * What Telegram shows around the chat: the menu button opening the mini-app (https only: Telegram
 * refuses anything else), the command lists (one for everyone and one per admin chat) and the bot's
 * description and short description. Failures are logged; the bot still answers without them.
 */
export async function configureChat(api: Api, config: BotConfig, services: BotServices, logger: BotLogger) {
  const url = appUrl(config.PUBLIC_URL);
  const steps: Array<[string, () => Promise<unknown>]> = [
    [
      'menu button',
      () =>
        url.startsWith('https://')
          ? api.setChatMenuButton({
              menu_button: { type: 'web_app', text: OPEN_APP_LABEL, web_app: { url } },
            })
          : api.setChatMenuButton({ menu_button: { type: 'commands' } }),
    ],
    ['public commands', () => api.setMyCommands(PUBLIC_COMMANDS)],
    ['description', () => api.setMyDescription(description(config.REWARD_INTERVAL_MINUTES))],
    ['short description', () => api.setMyShortDescription(SHORT_DESCRIPTION)],
    [
      'admin commands',
      async () => {
        for (const id of await services.telegramBot.admins.adminTelegramIds()) {
          await setAdminCommands(api, id, true);
        }
      },
    ],
  ];
  for (const [name, step] of steps) {
    try {
      await step();
    } catch (error) {
      logger.warn({ err: error, step: name }, 'could not configure the bot chat');
    }
  }
}
