import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { useT } from '../i18n/use-t';
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
  const t = useT();
  const text = notFound
    ? t('error-not-found')
    : isStaleChunk(error)
      ? t('error-new-version')
      : t('error-screen');
  return (
    <BrandScreen text={text}>
      <p className="brand-screen__hint">{t('error-reload-hint')}</p>
      <button type="button" className="btn btn--primary" onClick={() => window.location.reload()}>
        {t('error-reload')}
      </button>
      <a className="btn btn--ghost" href={paths.app}>
        {t('error-go-to-app')}
      </a>
    </BrandScreen>
  );
}
