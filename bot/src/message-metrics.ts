import { GrammyError, type Transformer } from 'grammy';
import type { BotServices } from './context.ts';

/** The Bot API calls that deliver a message to a user (send*, copy/forward, edits). */
const MESSAGE_CALL = /^(send|copyMessage|forwardMessage|editMessage)/;
/** Answers auto-retry and the workers try again: flood control and Telegram's own failures. */
const retryable = (error: unknown) =>
  error instanceof GrammyError && (error.error_code === 429 || error.error_code >= 500);

/**
 * Counts the bot's messages for GET /metrics: `inner` sits under auto-retry and sees every attempt
 * (a retryable answer counts as retried), `outer` sits above it and sees the final outcome.
 */
export function messageMetrics(counter: BotServices['botMessages']): {
  inner: Transformer;
  outer: Transformer;
} {
  return {
    inner: async (prev, method, payload, signal) => {
      const result = await prev(method, payload, signal).catch((error: unknown) => {
        if (MESSAGE_CALL.test(method) && retryable(error)) counter.count(method, 'retried');
        throw error;
      });
      if (MESSAGE_CALL.test(method) && !result.ok && retryable(new GrammyError('', result, method, payload)))
        counter.count(method, 'retried');
      return result;
    },
    outer: async (prev, method, payload, signal) => {
      if (!MESSAGE_CALL.test(method)) return prev(method, payload, signal);
      try {
        const result = await prev(method, payload, signal);
        counter.count(method, result.ok ? 'sent' : 'failed');
        return result;
      } catch (error) {
        counter.count(method, 'failed');
        throw error;
      }
    },
  };
}
