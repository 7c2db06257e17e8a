import { Suspense } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { prerender } from 'react-dom/static';
import { describe, expect, it } from 'vitest';
import { retryFailedRoutes, routeComponent } from '../../src/app/route-loader';

const Screen = ({ name }: { name?: string }) => <p>screen {name}</p>;
const inSuspense = (node: React.ReactNode) => <Suspense fallback={<p>loading</p>}>{node}</Suspense>;

describe('routeComponent (the router lazy screens)', () => {
  it('loads its chunk once however often it is preloaded or rendered', async () => {
    let loads = 0;
    const Route = routeComponent(async () => {
      loads++;
      return Screen as React.ComponentType;
    });
    expect(renderToStaticMarkup(inSuspense(<Route />))).toContain('loading');
    await Promise.all([Route.preload(), Route.preload()]);
    expect(loads).toBe(1);
  });

  it('a preloaded route renders at once with its props, without the fallback', async () => {
    const Route = routeComponent(async () => Screen as React.ComponentType);
    await Route.preload();
    const html = renderToStaticMarkup(inSuspense(<Route {...{ name: 'home' }} />));
    expect(html).toBe('<p>screen home</p>');
  });

  it('a chunk that cannot load throws its error (for the route error boundary), not an endless wait', async () => {
    const Route = routeComponent(() =>
      Promise.reject(new Error('Failed to fetch dynamically imported module')),
    );
    const errors: unknown[] = [];
    await prerender(inSuspense(<Route />), { onError: (error) => void errors.push(error) }).catch(
      () => undefined,
    );
    expect(String(errors[0])).toContain('dynamically imported module');
  });
});

describe('a route whose chunk failed to load (offline)', () => {
  it('keeps its failure until retryFailedRoutes, then loads again', async () => {
    let loads = 0;
    const Route = routeComponent(async () => {
      loads++;
      if (loads === 1) throw new Error('Failed to fetch dynamically imported module');
      return Screen as React.ComponentType;
    });
    await expect(Route.preload()).rejects.toThrow('dynamically imported module');
    // A render or preload on its own never asks again: a chunk that keeps failing cannot loop.
    await expect(Route.preload()).rejects.toThrow('dynamically imported module');
    expect(loads).toBe(1);

    retryFailedRoutes();
    await Route.preload();
    expect(loads).toBe(2);
    expect(renderToStaticMarkup(inSuspense(<Route {...{ name: 'tasks' }} />))).toBe('<p>screen tasks</p>');
    // Loaded routes are not touched by a later retry.
    retryFailedRoutes();
    await Route.preload();
    expect(loads).toBe(2);
  });
});
