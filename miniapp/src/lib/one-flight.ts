import { isApiError } from './api-client';

/**
 * Refusals that only say "that already happened" (claimed, owned, not yet due again). Right after a
 * success of the same action they echo that success, so they are not shown as an error.
 */
const echoCodes: ReadonlySet<string> = new Set(['already_done', 'too_early']);

/** How long after a success such a refusal is still read as its echo. */
export const ECHO_WINDOW_MS = 10_000;

export interface OneFlight {
  /** Takes the action's single slot; false while a call is in flight (the tap then does nothing). */
  enter(): boolean;
  /** Frees the slot once the call and its callbacks are done. */
  leave(): void;
  /** Records a success (the screen showed it). */
  succeeded(): void;
  /** Whether `error` only echoes the success just shown. */
  isEcho(error: unknown): boolean;
  readonly busy: boolean;
}

/**
 * The in-flight rule of every action that moves $CUM or starts something, without React: a flag set
 * synchronously in the tap (a disabled button is not enough, it only re-renders after the call has
 * started, and a fast second tap lands before that), and the moment of the last success.
 */
export function createOneFlight(now: () => number = () => performance.now()): OneFlight {
  let busy = false;
  let lastSuccessAt = Number.NEGATIVE_INFINITY;
  return {
    enter() {
      if (busy) return false;
      busy = true;
      return true;
    },
    leave() {
      busy = false;
    },
    succeeded() {
      lastSuccessAt = now();
    },
    isEcho(error) {
      return isApiError(error) && echoCodes.has(error.code) && now() - lastSuccessAt < ECHO_WINDOW_MS;
    },
    get busy() {
      return busy;
    },
  };
}
