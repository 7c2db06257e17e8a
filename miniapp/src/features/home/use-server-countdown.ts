import { useEffect, useRef, useState } from 'react';
import { msUntilNextSecond, remainingMs, type ServerCountdown } from './server-countdown';

/**
 * Milliseconds left on a server-given countdown, re-rendered once per displayed second. Calls
 * `onElapsed` once when it reaches zero (Home then asks the server again instead of assuming).
 */
export function useServerCountdown(countdown: ServerCountdown | undefined, onElapsed: () => void): number {
  const [now, setNow] = useState(() => performance.now());
  const elapsedRef = useRef(onElapsed);
  elapsedRef.current = onElapsed;
  const remaining = countdown ? remainingMs(countdown, now) : 0;

  useEffect(() => {
    if (!countdown) return;
    if (remaining <= 0) {
      if (countdown.timeUntilNext > 0) elapsedRef.current();
      return;
    }
    const timer = window.setTimeout(() => setNow(performance.now()), msUntilNextSecond(remaining) + 5);
    return () => window.clearTimeout(timer);
  }, [countdown, remaining]);

  return remaining;
}
