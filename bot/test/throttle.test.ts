import { describe, expect, it } from 'vitest';
import { fakeScheduler } from '../src/scheduler.ts';
import { createThrottle, LIMITS } from '../src/throttle.ts';

function throttled() {
  const scheduler = fakeScheduler();
  const { transformer } = createThrottle(scheduler);
  const sentAt: { chat: number; at: number }[] = [];
  const prev = (async (_method: string, payload: { chat_id: number }) => {
    sentAt.push({ chat: payload.chat_id, at: scheduler.now() });
    return { ok: true, result: true };
  }) as never;
  const send = (chat: number) => transformer(prev, 'sendMessage', { chat_id: chat } as never);
  return { send, sentAt, scheduler };
}

describe('throttle', () => {
  it('paces 30 messages to one chat at about one a second after a short burst, losing none', async () => {
    const { send, sentAt } = throttled();
    await Promise.all(Array.from({ length: 30 }, () => send(42)));
    expect(sentAt).toHaveLength(30);
    for (let i = LIMITS.privateBurst; i < sentAt.length; i++) {
      expect(sentAt[i]!.at).toBeGreaterThanOrEqual((i - LIMITS.privateBurst + 1) * LIMITS.privateChatMs);
      if (i > LIMITS.privateBurst) {
        expect(sentAt[i]!.at - sentAt[i - 1]!.at).toBeGreaterThanOrEqual(LIMITS.privateChatMs);
      }
    }
    expect(sentAt.at(-1)!.at).toBeGreaterThanOrEqual((30 - LIMITS.privateBurst) * 1000);
  });

  it('keeps a group to 20 messages a minute', async () => {
    const { send, sentAt } = throttled();
    await Promise.all(Array.from({ length: 21 }, () => send(-100123)));
    const firstMinute = sentAt.filter((s) => s.at < 60_000);
    expect(firstMinute).toHaveLength(20);
  });

  it('a chat waiting for its turn does not hold up another chat', async () => {
    const { send, sentAt } = throttled();
    const busy = Promise.all(Array.from({ length: 10 }, () => send(1)));
    await send(2);
    const other = sentAt.find((s) => s.chat === 2);
    expect(other?.at).toBeLessThan(1000);
    await busy;
  });
});
