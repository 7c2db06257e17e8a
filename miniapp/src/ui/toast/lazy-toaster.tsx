import { type ComponentType, useEffect, useState } from 'react';
import { hasPendingToast, onToastRaised } from './toast-signal';

// The toast view is no part of a first screen, so its two files (script and stylesheet) do not share
// a slow phone's six connections with the first screen's: it loads with the first toast, a toast left
// by the previous page, or the user's first tap or key (which every claim, purchase or copy toast
// follows, so it has arrived by the time the answer has). A toast raised before it arrives waits in
// the store and shows once it does.
//
// A load that fails (the first tap made offline, a dropped connection) never reaches React: it is
// tried again when the device is back online or at the user's next tap, and until then toasts wait.
// (React.lazy would throw the failure into the tree, and with no boundary above the toaster the
// whole app went blank.)

const interactions = ['pointerdown', 'keydown'] as const;

/** Calls `then` once, on the page's first pointer press or key press; returns a cancel. */
export function onFirstInteraction(then: () => void): () => void {
  let done = false;
  const stop = () => {
    done = true;
    for (const type of interactions) window.removeEventListener(type, fire, { capture: true });
  };
  const fire = () => {
    if (done) return;
    stop();
    then();
  };
  for (const type of interactions) window.addEventListener(type, fire, { capture: true, passive: true });
  return stop;
}

/** Calls `then` once, when the device comes back online or at the next tap or key; returns a cancel. */
export function onRetryChance(then: () => void): () => void {
  let stopInteraction: () => void = () => undefined;
  const fire = () => {
    stop();
    then();
  };
  const stop = () => {
    window.removeEventListener('online', fire);
    stopInteraction();
  };
  window.addEventListener('online', fire);
  stopInteraction = onFirstInteraction(fire);
  return stop;
}

/**
 * Loads a view, and on failure loads it again at each retry chance until it arrives; `show` receives
 * it once. Returns a cancel (the component went away).
 */
export function loadUntilArrived<T>(
  load: () => Promise<T>,
  show: (view: T) => void,
  retryChance: (then: () => void) => () => void = onRetryChance,
): () => void {
  let live = true;
  let stopWaiting: () => void = () => undefined;
  const attempt = () => {
    load().then(
      (view) => {
        if (live) show(view);
      },
      () => {
        if (live) stopWaiting = retryChance(attempt);
      },
    );
  };
  attempt();
  return () => {
    live = false;
    stopWaiting();
  };
}

const loadToaster = () => import('./toaster').then((m) => m.Toaster);

export function LazyToaster() {
  const [wanted, setWanted] = useState(hasPendingToast);
  const [Toaster, setToaster] = useState<ComponentType | null>(null);
  useEffect(() => {
    if (wanted) return undefined;
    const want = () => setWanted(true);
    const stopToast = onToastRaised(want);
    const stopInteraction = onFirstInteraction(want);
    return () => {
      stopToast();
      stopInteraction();
    };
  }, [wanted]);
  useEffect(() => {
    if (!wanted || Toaster) return undefined;
    return loadUntilArrived(loadToaster, (view) => setToaster(() => view));
  }, [wanted, Toaster]);
  return Toaster ? <Toaster /> : null;
}
