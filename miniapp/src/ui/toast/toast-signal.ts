/**
 * What the lazy Toaster (lazy-toaster.tsx, in the entry) needs to know before it loads, without the
 * store: whether a toast was raised or the previous page left one. A module of its own with no imports,
 * so the entry does not pull the store (and the chunk holding it) into every page's first download.
 */

/** Session storage key of the toast a page leaves for the next one (toast-store.ts). */
export const pendingToastKey = 'pendingToast';

let raised = false;
let listener: (() => void) | null = null;

/** Called by the store whenever a toast is shown. */
export function signalToast(): void {
  raised = true;
  listener?.();
}

/** Calls `then` when a toast is (or was already) raised; returns a cancel. */
export function onToastRaised(then: () => void): () => void {
  if (raised) {
    then();
    return () => undefined;
  }
  listener = then;
  return () => {
    if (listener === then) listener = null;
  };
}

/** Whether the previous page left a toast for this one. */
export function hasPendingToast(): boolean {
  try {
    return sessionStorage.getItem(pendingToastKey) !== null;
  } catch {
    return false;
  }
}
