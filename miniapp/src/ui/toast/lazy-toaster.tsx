import { lazy, Suspense, useEffect, useState } from 'react';
import { hasPendingToast, onToastRaised } from './toast-signal';

// The toast view is no part of a first screen, so its two files (script and stylesheet) do not share
// a slow phone's six connections with the first screen's: it loads with the first toast, a toast left
// by the previous page, or the user's first tap or key (which every claim, purchase or copy toast
// follows, so it has arrived by the time the answer has). A toast raised before it arrives waits in
// the store and shows once it does.
const Toaster = lazy(() => import('./toaster').then((m) => ({ default: m.Toaster })));

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

export function LazyToaster() {
  const [wanted, setWanted] = useState(hasPendingToast);
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
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}
