import { type ComponentType, createElement, use } from 'react';

/** A lazily loaded route component that can also be started before it renders. */
export interface RouteComponent {
  (props: object): ReturnType<typeof createElement>;
  /** Starts the chunk's download and evaluation; the same promise every time. */
  preload(): Promise<void>;
}

/** The loads that failed (offline, a dropped connection): forgotten together by retryFailedRoutes. */
const failed = new Set<() => void>();
/** The stylesheets asked for again by the last retry, settled (loaded or failed once more). */
let restyled: Promise<unknown> = Promise.resolve();

/**
 * Whether a stylesheet of this origin arrived: one that failed is left with an empty sheet, or one
 * whose rules cannot be read (Vite emits no empty stylesheet).
 */
function hasRules(link: HTMLLinkElement): boolean {
  try {
    return (link.sheet?.cssRules.length ?? 0) > 0;
  } catch {
    return false;
  }
}

/**
 * Lets every route whose chunk failed to load try again at its next render, and asks again for the
 * stylesheets that failed with them (Vite's preloader never asks for a stylesheet twice, and a screen
 * without its rules is no screen). Called by the route error boundary when the device is back online
 * or the user taps Retry; a failed load is never retried by a render on its own, so a render cannot
 * loop on a chunk that keeps failing.
 */
export function retryFailedRoutes(): void {
  for (const forget of failed) forget();
  failed.clear();
  if (typeof document === 'undefined') return;
  const asked: Promise<unknown>[] = [];
  for (const link of document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')) {
    // One from another origin cannot be read, so it is left alone.
    if (new URL(link.href, window.location.href).origin !== window.location.origin) continue;
    if (hasRules(link)) continue;
    const again = link.cloneNode() as HTMLLinkElement;
    asked.push(
      new Promise((settle) => {
        again.addEventListener('load', settle, { once: true });
        again.addEventListener('error', settle, { once: true });
      }),
    );
    link.replaceWith(again);
  }
  // The screens loaded again wait for these, so none shows for a moment without its rules.
  restyled = Promise.all(asked);
}

/**
 * React.lazy with a preload: the router starts every layout and the screen of the opened path at once
 * (as the data router's `lazy` did), so the nested chunks evaluate side by side instead of one after
 * the other as each level renders, and a component whose chunk has arrived renders without suspending.
 * A chunk that fails to load throws from `use`, which the route error boundary shows (route-error.tsx),
 * until retryFailedRoutes lets it load again.
 */
export function routeComponent(load: () => Promise<ComponentType>): RouteComponent {
  let loaded: ComponentType | undefined;
  let promise: Promise<void> | undefined;
  const preload = () => {
    promise ??= Promise.all([load(), restyled]).then(
      ([component]) => {
        loaded = component;
      },
      (error: unknown) => {
        failed.add(() => {
          promise = undefined;
        });
        throw error;
      },
    );
    return promise;
  };
  // biome-ignore lint/correctness/noComponentHookFactories: called once per route at module level, like React.lazy
  function Route(props: object) {
    if (!loaded) use(preload());
    return createElement(loaded as ComponentType, props);
  }
  return Object.assign(Route, { preload });
}
