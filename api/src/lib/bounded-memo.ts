import { LRUCache } from 'lru-cache';

/**
 * A pure function's results by input, at most `max` of them (the least recently used go first). For per-request
 * work that repeats with the same input: the same client sends the same session cookie on every
 * request, so its signature check and token hash are computed once, not on every request.
 */
export function boundedMemo<T extends {}>(fn: (input: string) => T, max = 10_000): (input: string) => T {
  const results = new LRUCache<string, T>({ max });
  return (input) => {
    const hit = results.get(input);
    if (hit !== undefined) return hit;
    const result = fn(input);
    results.set(input, result);
    return result;
  };
}
