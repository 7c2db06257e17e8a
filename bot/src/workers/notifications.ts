import { type Api, GrammyError } from 'grammy';
import type { BotConfig } from '../config.ts';
import type { BotServices } from '../context.ts';
import type { BotLogger } from '../logger.ts';
import type { Scheduler } from '../scheduler.ts';
import { appKeyboard, appUrl } from '../ui.ts';

type Notification = Awaited<ReturnType<BotServices['notifications']['claimBatch']>>[number];

/** Telegram's answer when the user blocked the bot or never started it. */
export const isUnreachable = (error: unknown) => error instanceof GrammyError && error.error_code === 403;

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

/**
 * Sends the notifications outbox. Any number of bot processes may run it: claimBatch hands each
 * notification to one worker only. `step` returns true while there may be more to send.
 */
export function createNotificationsWorker(options: NotificationsWorkerOptions) {
  const { api, services, config, logger, scheduler, workerId } = options;
  const { notifications, telegramBot, clock } = services;
  const collectEveryMs = options.collectEveryMs ?? 60_000;
  const batchSize = options.batchSize ?? 25;
  let lastCollect = Number.NEGATIVE_INFINITY;

  async function deliver(n: Notification) {
    // Reward alerts go only to users who let the bot write to them; event messages are tried unless
    // the user is known to have blocked the bot.
    const chats = telegramBot.chats;
    const reachable =
      n.type === 'reward_ready'
        ? await chats.isReachable(n.telegramId)
        : !(await chats.isBlocked(n.telegramId));
    if (!reachable) {
      await notifications.markSkipped(n._id, 'the bot may not write to this user');
      return 'skipped';
    }
    try {
      await api.sendMessage(n.telegramId, n.text, { reply_markup: appKeyboard(appUrl(config.PUBLIC_URL)) });
    } catch (error) {
      if (isUnreachable(error)) {
        await chats.noteBlocked(n.telegramId, clock.now());
        await notifications.markSkipped(n._id, 'blocked by the user');
        return 'blocked';
      }
      logger.warn({ err: error, notificationId: n._id.toHexString() }, 'notification not sent; will retry');
      await notifications.markFailed(n._id, error instanceof Error ? error.message : String(error));
      return 'failed';
    }
    await notifications.markSent(n._id);
    return 'sent';
  }

  async function step(isStopping: () => boolean = () => false): Promise<boolean> {
    if (scheduler.now() - lastCollect >= collectEveryMs) {
      lastCollect = scheduler.now();
      const { created } = await notifications.collectDue();
      if (created > 0) logger.info({ created }, 'reward alerts queued');
    }
    const batch = await notifications.claimBatch(workerId, batchSize);
    for (const n of batch) {
      // Claimed ones left unsent go back to the queue once their lock expires.
      if (isStopping()) return false;
      await deliver(n);
    }
    return batch.length === batchSize;
  }

  return { step, deliver };
}
