import { type Api, InlineKeyboard } from 'grammy';
import { packCallback } from '../callback-data.ts';
import type { BotServices } from '../context.ts';
import type { BotLogger } from '../logger.ts';
import type { Scheduler } from '../scheduler.ts';
import { floodWait, waitOut } from './flood.ts';
import { isUnreachable } from './notifications.ts';

type Broadcast = NonNullable<Awaited<ReturnType<BotServices['telegramBot']['broadcasts']['get']>>>;
type Recipient = Awaited<ReturnType<BotServices['telegramBot']['broadcasts']['nextRecipients']>>[number];

/** The progress message is edited at most this often (edits count against Telegram's limits too). */
export const PROGRESS_EVERY_MS = 3_000;
const PAGE = 50;

const handled = (b: Broadcast) => b.sent + b.blocked + b.failed + (b.unconfirmed ?? 0);
// "unconfirmed" is only named when there are some: a worker died while Telegram had the message.
const counts = (b: Broadcast) =>
  `sent ${b.sent}, blocked ${b.blocked}, failed ${b.failed}${b.unconfirmed ? `, unconfirmed ${b.unconfirmed}` : ''}`;
export const progressText = (b: Broadcast, total: number) =>
  `Broadcast in progress: ${handled(b)} of ${total} users (${counts(b)}).`;
export const reportText = (b: Broadcast) => `Broadcast finished: ${counts(b)}.`;
export const stoppedText = (b: Broadcast) => `Broadcast stopped: ${counts(b)}.`;
/** The Stop button under the progress message (handled in features/admin/broadcast.ts). */
export const stopKeyboard = (b: { _id: { toHexString(): string } }) =>
  new InlineKeyboard().text('Stop', packCallback('bcast', 'stop', b._id.toHexString()));

/** One recipient's copy: the admin's own message copied (media, formatting), or the text. */
export function sendBroadcast(
  api: Api,
  chatId: number,
  b: Pick<Broadcast, 'text' | 'sourceChatId' | 'sourceMessageId'>,
) {
  return b.sourceChatId != null && b.sourceMessageId != null
    ? api.copyMessage(chatId, b.sourceChatId, b.sourceMessageId)
    : api.sendMessage(chatId, b.text);
}

/**
 * Delivers confirmed broadcasts, one recipient at a time through the throttled API. Progress lives in
 * the database (see api/src/features/telegram-bot/broadcasts.ts), so a restarted process resumes
 * after the last recipient handled, without repeating or skipping anyone. A 429 pauses the whole
 * broadcast for Telegram's retry_after, however long, and the same recipient is tried again: flood
 * control never makes a recipient "failed".
 */
export function createBroadcaster(options: {
  api: Api;
  services: BotServices;
  logger: BotLogger;
  scheduler: Scheduler;
  workerId: string;
}) {
  const { api, services, logger, scheduler, workerId } = options;
  const { broadcasts, chats } = services.telegramBot;

  async function deliver(b: Broadcast, r: Recipient) {
    if (await chats.isBlocked(r.telegramId)) return 'blocked' as const;
    try {
      await sendBroadcast(api, r.telegramId, b);
      // Counted sent only now: Telegram accepted it.
      return 'sent' as const;
    } catch (error) {
      const retryAfter = floodWait(error);
      if (retryAfter != null) return { retryAfter };
      if (isUnreachable(error)) {
        await chats.noteBlocked(r.telegramId, services.clock.now());
        return 'blocked' as const;
      }
      logger.warn({ err: error, broadcastId: b._id.toHexString() }, 'broadcast message failed');
      return 'failed' as const;
    }
  }

  /**
   * Delivers to `r`, waiting out flood control as often and as long as Telegram asks; 'lost' when
   * another worker took the broadcast over, 'stopped' when the process is stopping.
   */
  async function deliverPatiently(b: Broadcast, r: Recipient, isStopping: () => boolean) {
    for (;;) {
      if (isStopping()) return 'stopped' as const;
      if (!(await broadcasts.begin(b._id, workerId, r.userId))) return 'lost' as const;
      const outcome = await deliver(b, r);
      if (typeof outcome !== 'object') return outcome;
      logger.warn(
        { broadcastId: b._id.toHexString(), retryAfter: outcome.retryAfter },
        'flood control: broadcast paused',
      );
      if (!(await broadcasts.retryLater(b._id, workerId, r.userId))) return 'lost' as const;
      const keepAlive = () => broadcasts.heartbeat(b._id, workerId);
      if (!(await waitOut(outcome.retryAfter * 1000, { scheduler, isStopping, keepAlive }))) {
        return 'lost' as const;
      }
    }
  }

  async function edit(b: Broadcast, text: string, running = false) {
    if (b.progressMessageId == null) return;
    try {
      const other = running ? { reply_markup: stopKeyboard(b) } : {};
      await api.editMessageText(b.chatId, b.progressMessageId, text, other);
    } catch (error) {
      // "message is not modified" and a deleted progress message must not stop the delivery.
      logger.warn({ err: error, broadcastId: b._id.toHexString() }, 'broadcast progress not updated');
    }
  }

  /** The admin pressed Stop: the progress message becomes the report of what went out. */
  async function reportIfStopped(b: Broadcast) {
    const now = await broadcasts.get(b._id);
    if (now?.status === 'stopped') await edit(now, stoppedText(now));
    return true;
  }

  /** Works on one broadcast until done or stopped; false when there was none to do. */
  async function step(isStopping: () => boolean = () => false): Promise<boolean> {
    const claimed = await broadcasts.claim(workerId);
    if (!claimed) return false;
    let b = await broadcasts.settleInFlight(claimed, workerId);
    const total = await broadcasts.audienceSize();
    if (b.progressMessageId == null) {
      const message = await api.sendMessage(b.chatId, progressText(b, total), {
        reply_markup: stopKeyboard(b),
      });
      await broadcasts.setProgressMessage(b._id, message.message_id);
      b = { ...b, progressMessageId: message.message_id };
    }
    let lastEdit = scheduler.now();
    for (;;) {
      const page = await broadcasts.nextRecipients(b, PAGE);
      if (page.length === 0) break;
      // Another worker took over (this one stalled past the lock): leave it to them.
      if (!(await broadcasts.heartbeat(b._id, workerId))) return reportIfStopped(b);
      for (const r of page) {
        const outcome = await deliverPatiently(b, r, isStopping);
        if (outcome === 'stopped') await broadcasts.release(b._id, workerId);
        if (outcome === 'stopped') return true;
        if (outcome === 'lost') return reportIfStopped(b);
        const after = await broadcasts.record(b._id, workerId, r.userId, outcome);
        if (!after) return true;
        b = after;
        if (scheduler.now() - lastEdit >= PROGRESS_EVERY_MS) {
          lastEdit = scheduler.now();
          await edit(b, progressText(b, total), true);
        }
      }
    }
    const done = await broadcasts.finish(b._id, workerId);
    if (done) {
      await edit(done, reportText(done));
      logger.info(
        { broadcastId: done._id.toHexString(), sent: done.sent, blocked: done.blocked, failed: done.failed },
        'broadcast finished',
      );
    }
    return true;
  }

  return { step };
}
