import { type UseMutationOptions, useMutation } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { createOneFlight } from './one-flight';

export type OneFlightOptions<TData, TVariables, TContext> = UseMutationOptions<
  TData,
  Error,
  TVariables,
  TContext
> & {
  /**
   * Called instead of onError when the refusal only echoes a success this screen just showed
   * (lib/one-flight.ts); typically refreshes the data, never shows an error. Without it every refusal
   * goes to onError (a deliberate second referral code, a second purchase, are answered).
   */
  onEcho?: (error: Error, variables: TVariables) => unknown;
};

/**
 * useMutation with the one in-flight rule (lib/one-flight.ts) for every action that moves $CUM or
 * starts something: `run` while a call is in flight does nothing, so the screen only ever shows the
 * first call's outcome; an "already done" refusal right after a success goes to `onEcho`, not to
 * onError. The slot is freed after onSettled, i.e. once the screen shows the outcome.
 */
export function useOneFlight<TData, TVariables = void, TContext = unknown>(
  options: OneFlightOptions<TData, TVariables, TContext>,
) {
  const [gate] = useState(createOneFlight);
  const { onEcho, onSuccess, onError, onSettled, ...rest } = options;
  const mutation = useMutation<TData, Error, TVariables, TContext>({
    ...rest,
    onSuccess: (...args) => {
      gate.succeeded();
      return onSuccess?.(...args);
    },
    onError: (...args) => {
      const [error, variables] = args;
      // Only where the action says what an echo means: elsewhere a refusal is always shown.
      if (onEcho && gate.isEcho(error)) return onEcho(error, variables);
      return onError?.(...args);
    },
    onSettled: async (...args) => {
      try {
        await onSettled?.(...args);
      } finally {
        gate.leave();
      }
    },
  });
  const { mutate } = mutation;
  const run = useCallback(
    (variables: TVariables) => {
      if (!gate.enter()) return;
      mutate(variables);
    },
    [gate, mutate],
  );
  return { ...mutation, run };
}
