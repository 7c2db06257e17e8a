import type { Context } from 'grammy';
import type { BotConfig } from './config.ts';
import type { BotLogger } from './logger.ts';

/**
 * Services the composition root hands to the bot (the same factories the API routes use). They land
 * with the features that need them; until then features must cope with a service being absent.
 */
export type BotServices = Readonly<Record<string, unknown>>;

/** What every handler can rely on, attached by one middleware in createBot. */
export interface BotDeps {
  config: BotConfig;
  services: BotServices;
  logger: BotLogger;
}

export type BotContext = Context & BotDeps;
