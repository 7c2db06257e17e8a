/** What `within` answers when the work has not settled in time. */
export const TIMED_OUT: unique symbol = Symbol('timed out');

/**
 * The outcome of `work`, or TIMED_OUT if it has not settled within `ms`. The work itself is not
 * cancelled; the caller just stops waiting for it (a health ping, a shutdown step).
 */
export async function within<T>(ms: number, work: Promise<T>): Promise<T | typeof TIMED_OUT> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<typeof TIMED_OUT>((resolve) => {
    timer = setTimeout(() => resolve(TIMED_OUT), ms);
  });
  try {
    return await Promise.race([work, late]);
  } finally {
    clearTimeout(timer);
  }
}
