import { useT } from '../i18n/use-t';
import { BrandScreen } from '../ui/brand-screen';
import { paths } from './paths';

/**
 * A screen's chunk that did not arrive: offline, or a chunk of an older deploy gone after a release
 * (a reload fetches the new ones).
 */
export function isChunkLoadError(error: unknown): boolean {
  return (
    error instanceof Error &&
    /dynamically imported module|Importing a module script failed|Unable to preload CSS/i.test(error.message)
  );
}

/**
 * The routes' error page (route-error-boundary.tsx): a friendly page instead of a blank screen when a
 * screen throws or its chunk cannot load. Plain anchors (full page loads) so it works whatever state
 * the app is in. No 404 here: the router's catch-all route serves every unknown path.
 */
export function RouteError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const t = useT();
  const chunk = isChunkLoadError(error);
  if (chunk && !navigator.onLine) {
    // Offline, the screen's code could not arrive: it does by itself once back online (the boundary).
    return (
      <BrandScreen text={t('error-offline-load')}>
        <button type="button" className="btn btn--primary" onClick={onRetry}>
          {t('error-retry')}
        </button>
      </BrandScreen>
    );
  }
  console.error('Route error', error);
  const text = chunk ? t('error-new-version') : t('error-screen');
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
