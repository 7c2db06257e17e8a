import { lazy, Suspense } from 'react';

// The toast view is not needed to paint the first screen: it loads right after, beside the screen's
// own chunks (a toast raised before it arrives waits in the store and shows once it does).
const Toaster = lazy(() => import('./toaster').then((m) => ({ default: m.Toaster })));

export function LazyToaster() {
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}
