import { type ComponentType, createElement, use } from 'react';

/** A lazily loaded route component that can also be started before it renders. */
export interface RouteComponent {
  (props: object): ReturnType<typeof createElement>;
  /** Starts the chunk's download and evaluation; the same promise every time. */
  preload(): Promise<void>;
}

/**
 * React.lazy with a preload: the router starts every layout and the screen of the opened path at once
 * (as the data router's `lazy` did), so the nested chunks evaluate side by side instead of one after
 * the other as each level renders, and a component whose chunk has arrived renders without suspending.
 * A chunk that fails to load throws from `use`, which the route error boundary shows (route-error.tsx).
 */
export function routeComponent(load: () => Promise<ComponentType>): RouteComponent {
  let loaded: ComponentType | undefined;
  let promise: Promise<void> | undefined;
  const preload = () => {
    promise ??= load().then((component) => {
      loaded = component;
    });
    return promise;
  };
  // biome-ignore lint/correctness/noComponentHookFactories: called once per route at module level, like React.lazy
  function Route(props: object) {
    if (!loaded) use(preload());
    return createElement(loaded as ComponentType, props);
  }
  return Object.assign(Route, { preload });
}
