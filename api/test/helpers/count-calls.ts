/**
 * Counts the calls of one model method (e.g. `Session.findOne`, one database round trip each) while
 * `fn` runs, then puts the method back.
 */
export async function countCalls<T extends object, K extends keyof T>(
  target: T,
  method: K,
  fn: () => Promise<void>,
): Promise<number> {
  const original = target[method];
  if (typeof original !== 'function') throw new Error(`${String(method)} is not a method`);
  let calls = 0;
  target[method] = ((...args: unknown[]) => {
    calls++;
    return original.apply(target, args);
  }) as T[K];
  try {
    await fn();
  } finally {
    target[method] = original;
  }
  return calls;
}
