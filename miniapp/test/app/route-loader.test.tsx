import { Suspense } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { prerender } from 'react-dom/static';
import { describe, expect, it } from 'vitest';
import { routeComponent } from '../../src/app/route-loader';

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
