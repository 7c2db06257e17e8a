import type { Transformer } from 'grammy';
import type { Scheduler } from './scheduler.ts';

/**
 * Telegram's limits (core.telegram.org/bots/faq): about 30 messages a second overall, about one a
 * second in one chat (short bursts pass) and 20 a minute in a group. Stay under each.
 */
export interface ThrottleLimits {
  perSecond: number;
  /** Spacing in a private chat once its burst is used up. */
  privateChatMs: number;
  privateBurst: number;
  /** Spacing in a group or channel (negative chat ids): 3 s is 20 a minute. */
  groupChatMs: number;
}
export const LIMITS: ThrottleLimits = {
  perSecond: 25,
  privateChatMs: 1000,
  privateBurst: 3,
  groupChatMs: 3000,
};

// Methods that deliver or change a message count against the limit; getUpdates and friends do not.
const LIMITED = /^(send|copy|forward|edit)/;
const PRUNE_AT = 10_000;

/**
 * Paces every outgoing message of this process on `scheduler`'s clock: first its chat's turn (a
 * GCRA bucket per chat, so a chat waiting for its turn never holds up another chat), then a turn
 * of the shared bucket (evenly spaced, in the order asked). Written by hand rather than with
 * @grammyjs/transformer-throttler because that one runs on Bottleneck's real timers: the limits are
 * checked here on a fake clock, in milliseconds of test time.
 */
export function createThrottle(scheduler: Scheduler, limits: ThrottleLimits = LIMITS) {
  const interval = 1000 / limits.perSecond;
  let nextSlot = Number.NEGATIVE_INFINITY;
  let queue: Promise<void> = Promise.resolve();
  // chat id -> the time its bucket is empty again (theoretical arrival time of the next message).
  const chats = new Map<number, number>();

  function take(): Promise<void> {
    const turn = queue.then(async () => {
      const now = scheduler.now();
      const slot = Math.max(now, nextSlot);
      nextSlot = slot + interval;
      if (slot > now) await scheduler.sleep(slot - now);
    });
    queue = turn.catch(() => {});
    return turn;
  }

  async function takeChat(chatId: number) {
    const now = scheduler.now();
    if (chats.size > PRUNE_AT) for (const [id, tat] of chats) if (tat <= now) chats.delete(id);
    const group = chatId < 0;
    const spacing = group ? limits.groupChatMs : limits.privateChatMs;
    const burst = group ? 1 : limits.privateBurst;
    const tat = Math.max(now, chats.get(chatId) ?? now);
    const slot = Math.max(now, tat - (burst - 1) * spacing);
    chats.set(chatId, tat + spacing);
    if (slot > now) await scheduler.sleep(slot - now);
  }

  const transformer: Transformer = async (prev, method, payload, signal) => {
    if (LIMITED.test(method)) {
      const chatId = Number((payload as { chat_id?: unknown } | undefined)?.chat_id);
      if (Number.isFinite(chatId)) await takeChat(chatId);
      await take();
    }
    return prev(method, payload, signal);
  };
  return { take, transformer };
}
