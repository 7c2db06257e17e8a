import { type Language, negotiateLanguage } from '@cum/shared/domain/languages';
import { type Api, GrammyError } from 'grammy';
import type { BotConfig } from '../config.ts';
import type { BotServices } from '../context.ts';
import { botI18n } from '../i18n/index.ts';
import type { BotLogger } from '../logger.ts';
import type { Scheduler } from '../scheduler.ts';
import { cum } from '../texts.ts';
import { appKeyboard, appUrl } from '../ui.ts';
import { floodWait, waitOut } from './flood.ts';

type Notification = Awaited<ReturnType<BotServices['notifications']['claimBatch']>>[number];

/** Telegram's answer when the user blocked the bot or never started it. */
export const isUnreachable = (error: unknown) => error instanceof GrammyError && error.error_code === 403;

/** Room under Telegram's 4096 characters for one message that names several events. */
const MAX_TEXT = 3500;

export interface NotificationsWorkerOptions {
  api: Api;
  services: BotServices;
  config: BotConfig;
  logger: BotLogger;
  scheduler: Scheduler;
  workerId: string;
  /** How often reward alerts are looked for (collectDue). */
  collectEveryMs?: number;
  batchSize?: number;
}

type Event = { type: string; text: string; payload?: Record<string, unknown> | null };

/**
 * One event in the recipient's language, from bot.ftl's notify-<type> and the payload's amount; the
 * API's English text when the catalog has no such type (a type added since).
 */
export function eventText(n: Event, language: Language): string {
  const amount = n.payload?.amount;
  if (typeof amount !== 'number' || !TRANSLATED.has(n.type)) return n.text;
  return botI18n.plain(language, `notify-${n.type}`, { amount: cum(language, amount) });
}
const TRANSLATED = new Set(['reward_ready', 'referral_completed', 'bonus_received']);

/** One message for several events of one chat: each named on its own line. */
export function combinedText(items: Event[], language: Language = 'en'): string {
  if (items.length === 1) return eventText(items[0]!, language);
  return [
    botI18n.plain(language, 'updates-header', { count: items.length }),
    ...items.map((n) => `• ${eventText(n, language)}`),
  ].join('\n');
}

/** Consecutive groups whose combined text fits one message. */
function chunks(items: Notification[], language: Language): Notification[][] {
  const out: Notification[][] = [];
  let current: Notification[] = [];
  for (const n of items) {
    if (current.length > 0 && combinedText([...current, n], language).length > MAX_TEXT) {
      out.push(current);
      current = [];
    }
    current.push(n);
  }
  if (current.length > 0) out.push(current);
  return out;
}

/**
 * Sends the notifications outbox. Any number of bot processes may run it: claimBatch hands each
 * notification to one worker only. Several notifications for one chat in a batch go out as one
 * message naming each event. Flood control (429) hands the rest back unspent and pauses the worker
 * for Telegram's retry_after. `step` returns true while there may be more to send.
 */
export function createNotificationsWorker(options: NotificationsWorkerOptions) {
  const { api, services, config, logger, scheduler, workerId } = options;
  const { notifications, telegramBot, clock } = services;
  const collectEveryMs = options.collectEveryMs ?? 60_000;
  const batchSize = options.batchSize ?? 100;
  let lastCollect = Number.NEGATIVE_INFINITY;
  const chats = telegramBot.chats;

  /** The recipient's language, as the bot answers them (stored choice, else Telegram's code). */
  async function languageOf(telegramId: number): Promise<Language> {
    const user = await telegramBot.admins.findUser(String(telegramId));
    return negotiateLanguage(user?.language, user?.languageCode);
  }

  /** The ones the bot may send to this chat; the others are skipped for good. */
  async function reachableOf(telegramId: number, items: Notification[]) {
    // Reward alerts go only to users who let the bot write to them; event messages are tried unless
    // the user is known to have blocked the bot.
    const [reachable, blocked] = await Promise.all([
      chats.isReachable(telegramId),
      chats.isBlocked(telegramId),
    ]);
    const out: Notification[] = [];
    for (const n of items) {
      if (n.type === 'reward_ready' ? reachable : !blocked) out.push(n);
      else await notifications.markSkipped(n._id, 'the bot may not write to this user');
    }
    return out;
  }

  /** Sends one message for `items` (one chat); the seconds to wait on a 429, else null. */
  async function send(telegramId: number, items: Notification[], language: Language): Promise<number | null> {
    try {
      await api.sendMessage(telegramId, combinedText(items, language), {
        reply_markup: appKeyboard(appUrl(config.PUBLIC_URL), language),
      });
    } catch (error) {
      const retryAfter = floodWait(error);
      if (retryAfter != null) return retryAfter;
      if (isUnreachable(error)) {
        await chats.noteBlocked(telegramId, clock.now());
        for (const n of items) await notifications.markSkipped(n._id, 'blocked by the user');
        return null;
      }
      logger.warn({ err: error, telegramId }, 'notification not sent; will retry');
      const message = error instanceof Error ? error.message : String(error);
      for (const n of items) await notifications.markFailed(n._id, message);
      return null;
    }
    // Only what Telegram accepted is marked sent.
    for (const n of items) await notifications.markSent(n._id);
    return null;
  }

  async function step(isStopping: () => boolean = () => false): Promise<boolean> {
    if (scheduler.now() - lastCollect >= collectEveryMs) {
      lastCollect = scheduler.now();
      const { created } = await notifications.collectDue();
      if (created > 0) logger.info({ created }, 'reward alerts queued');
    }
    const batch = await notifications.claimBatch(workerId, batchSize);
    const byChat = new Map<number, Notification[]>();
    for (const n of batch) byChat.set(n.telegramId, [...(byChat.get(n.telegramId) ?? []), n]);
    const pending = new Set(batch);
    const handBack = () =>
      notifications.postpone(
        workerId,
        [...pending].map((n) => n._id),
      );

    for (const [telegramId, items] of byChat) {
      const language = await languageOf(telegramId);
      for (const group of chunks(await reachableOf(telegramId, items), language)) {
        if (isStopping()) {
          await handBack();
          return false;
        }
        const retryAfter = await send(telegramId, group, language);
        if (retryAfter != null) {
          logger.warn({ telegramId, retryAfter }, 'flood control: notifications paused');
          await handBack();
          await waitOut(retryAfter * 1000, { scheduler, isStopping });
          return true;
        }
        for (const n of group) pending.delete(n);
      }
      for (const n of items) pending.delete(n);
    }
    return batch.length === batchSize;
  }

  return { step };
}
