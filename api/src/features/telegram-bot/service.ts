import type { Config } from '../../config.ts';
import type { Clock } from '../../lib/clock.ts';
import type { Models } from '../../models/registry.ts';
import type { AccountsService } from '../accounts/service.ts';
import { createBotAdmins } from './admins.ts';
import { createBroadcasts } from './broadcasts.ts';
import { createBotChats } from './chats.ts';
import { createProcessedUpdates } from './updates.ts';

/**
 * What only the Telegram bot needs from the database: reachability, staff lookups, broadcasts, the
 * updates already handled.
 */
export function createTelegramBotService(deps: {
  models: Models;
  accounts: AccountsService;
  config: Config;
  clock: Clock;
}) {
  const { models, accounts, config, clock } = deps;
  return {
    chats: createBotChats({ models }),
    admins: createBotAdmins({ models, accounts, config }),
    broadcasts: createBroadcasts({ models, clock }),
    updates: createProcessedUpdates({ models, clock }),
  };
}
export type TelegramBotService = ReturnType<typeof createTelegramBotService>;
