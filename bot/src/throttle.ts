import type { Transformer } from 'grammy';
import type { Scheduler } from './scheduler.ts';

/** Telegram's overall limit is about 30 messages a second; stay under it. */
export const MESSAGES_PER_SECOND = 25;

// Methods that deliver or change a message count against the limit; getUpdates and friends do not.
const LIMITED = /^(send|copy|forward|edit)/;

/**
 * A token bucket shared by every outgoing message of this process: at most `perSecond` a second,
 * evenly spaced (a burst of one), in the order they were asked for.
 */
export function createThrottle(scheduler: Scheduler, perSecond = MESSAGES_PER_SECOND) {
  const interval = 1000 / perSecond;
  let nextSlot = Number.NEGATIVE_INFINITY;
  let queue: Promise<void> = Promise.resolve();

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

  const transformer: Transformer = async (prev, method, payload, signal) => {
    if (LIMITED.test(method)) await take();
    return prev(method, payload, signal);
  };
  return { take, transformer };
}
