import type { User } from '@cum/shared/contract/profile';
import { locale } from '../../i18n/i18n';
import { useT } from '../../i18n/use-t';

const dateTime = (iso: string) =>
  new Date(iso).toLocaleString(locale(), { dateStyle: 'medium', timeStyle: 'short' });

/**
 * A suspended account still reads everything, but each earning or spending call is refused: say so
 * first, with staff's reason, rather than let every button fail with a toast.
 */
export function SuspensionNotice({ user }: { user: User }) {
  const s = user.suspension;
  const t = useT();
  if (!s) return null;
  return (
    <div className="home-card suspension-card" role="alert" data-testid="suspension-notice">
      <h2 className="suspension-card__title">{t('suspension-title')}</h2>
      <p className="suspension-card__reason">{t('suspension-reason', { reason: s.reason })}</p>
      <p className="suspension-card__text">
        {s.until ? t('suspension-until', { date: dateTime(s.until) }) : t('suspension-until-lifted')}{' '}
        {t('suspension-text')}
      </p>
    </div>
  );
}
