import { Button, Placeholder } from '@telegram-apps/telegram-ui';
import { isApiError } from '../lib/api-client';
import './network.css';
import { t } from '../i18n/i18n';

/** The sentence under a failed load: the connection's own words when that is what failed. */
export function loadErrorText(error: unknown): string {
  if (isApiError(error) && error.code === 'network_error') {
    return t('error-offline-load');
  }
  return error instanceof Error && error.message ? error.message : t('error-generic');
}

export interface LoadErrorProps {
  /** What could not be loaded ("Could not load tasks"). */
  title: string;
  error: unknown;
  onRetry: () => void;
  /** A smaller, inline version for a card or a section. */
  compact?: boolean;
}

/**
 * The error state of every list and card: what failed, in plain words, and Retry. Never an endless
 * skeleton: a failed load always ends here.
 */
export function LoadError({ title, error, onRetry, compact = false }: LoadErrorProps) {
  const retry = (
    <Button size={compact ? 's' : 'm'} mode="bezeled" onClick={onRetry}>
      {t('error-retry')}
    </Button>
  );
  if (compact) {
    return (
      <div className="load-error load-error--compact" role="alert" data-testid="load-error">
        <p className="load-error__title">{title}</p>
        <p className="load-error__text">{loadErrorText(error)}</p>
        {retry}
      </div>
    );
  }
  return (
    <div role="alert" data-testid="load-error">
      <Placeholder
        className="screen-empty"
        header={title}
        description={loadErrorText(error)}
        action={retry}
      />
    </div>
  );
}
