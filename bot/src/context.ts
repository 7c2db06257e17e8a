import type { Services } from '@cum/api';
import type { Context } from 'grammy';
import type { BotConfig } from './config.ts';
import type { BotI18nFlavor } from './i18n/flavor.ts';
import type { BotLogger } from './logger.ts';

/**
 * The part of the API's services (built by its composition root, api/src/services.ts) the bot uses.
 * Tests hand in the real services on an in-memory database.
 */
export type BotServices = Pick<
  Services,
  'auth' | 'notifications' | 'tasks' | 'referrals' | 'admin' | 'telegramBot' | 'clock' | 'botMessages'
>;

/** What every handler can rely on, attached by one middleware in createBot. */
export interface BotDeps {
  config: BotConfig;
  services: BotServices;
  logger: BotLogger;
  /**
   * `<bot id>:<update_id>`: the update's identity across processes and redeliveries, the idempotency
   * key of anything a handler changes (a /grant's ledger entry).
   */
  updateKey: string;
}

export type BotContext = Context & BotDeps & BotI18nFlavor;
