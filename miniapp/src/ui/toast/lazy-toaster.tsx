import { lazy, Suspense, useEffect, useState } from 'react';

// The toast view is not part of any first screen: it loads once the page has loaded and the browser is
// idle, so its two files (script and stylesheet) do not share a slow phone's six connections with
// the first screen's. A toast raised before it arrives waits in the store and shows once it does.
const Toaster = lazy(() => import('./toaster').then((m) => ({ default: m.Toaster })));

/** At the latest this long after the page's load event, even if the browser never goes idle. */
export const TOASTER_IDLE_TIMEOUT_MS = 1500;

/** Calls `then` when the page has loaded and the main thread is idle; returns a cancel. */
export function afterLoadAndIdle(then: () => void): () => void {
  let idle: number | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const schedule = () => {
    if (typeof window.requestIdleCallback === 'function') {
      idle = window.requestIdleCallback(then, { timeout: TOASTER_IDLE_TIMEOUT_MS });
    } else timer = setTimeout(then, 0);
  };
  if (document.readyState === 'complete') schedule();
  else window.addEventListener('load', schedule, { once: true });
  return () => {
    window.removeEventListener('load', schedule);
    if (idle !== undefined) window.cancelIdleCallback(idle);
    if (timer !== undefined) clearTimeout(timer);
  };
}

export function LazyToaster() {
  const [wanted, setWanted] = useState(false);
  useEffect(() => afterLoadAndIdle(() => setWanted(true)), []);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}
