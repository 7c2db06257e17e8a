import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { BrandScreen } from '../ui/brand-screen';
import { paths } from './paths';

/** Chunks of an older deploy disappear after a release; a reload fetches the new ones. */
function isStaleChunk(error: unknown): boolean {
  return (
    error instanceof Error &&
    /dynamically imported module|Importing a module script failed/i.test(error.message)
  );
}

/**
 * The router's errorElement: a friendly page instead of a blank screen when a screen throws or its
 * chunk cannot load. Plain anchors (full page loads) so it works whatever state the app is in.
 */
export function RouteError() {
  const error = useRouteError();
  console.error('Route error', error);
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  const text = notFound
    ? 'This page does not exist.'
    : isStaleChunk(error)
      ? 'A new version of the app is available.'
      : 'Something went wrong on this screen.';
  return (
    <BrandScreen text={text}>
      <p className="brand-screen__hint">Reload to try again, or go back to the app.</p>
      <button type="button" className="btn btn--primary" onClick={() => window.location.reload()}>
        Reload
      </button>
      <a className="btn btn--ghost" href={paths.app}>
        Go to the app
      </a>
    </BrandScreen>
  );
}
