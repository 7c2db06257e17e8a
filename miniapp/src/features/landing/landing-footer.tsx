import { locale } from '../../i18n/i18n';
import { useT } from '../../i18n/use-t';

const columns = [
  { title: 'contact', links: ['support', 'partnerships', 'press'] },
  { title: 'resources', links: ['whitepaper', 'documentation', 'brand-kit'] },
  { title: 'legal', links: ['terms', 'privacy', 'cookies'] },
] as const;

// The copyright year of the spec's footer, in the language's digits (no grouping: 2026, not 2,026).
const copyrightYear = 2026;
const yearText = () => new Intl.NumberFormat(locale(), { useGrouping: false }).format(copyrightYear);

// The spec's footer links are placeholders: shown as plain text until their pages exist, never as
// links that go nowhere.
export function LandingFooter() {
  const t = useT();
  return (
    <footer className="footer">
      <div className="container">
        <div className="footer__grid">
          <div className="footer__brand">
            <span className="brand-logo brand-logo--small" aria-hidden="true">
              C
            </span>
            <span dir="ltr">$CUM</span>
            <p>{t('landing-footer-tagline')}</p>
          </div>
          {columns.map((column) => (
            <div key={column.title}>
              <h3 className="footer__title">{t(`landing-footer-${column.title}`)}</h3>
              <ul className="footer__links">
                {column.links.map((label) => (
                  <li key={label}>{t(`landing-footer-${label}`)}</li>
                ))}
              </ul>
            </div>
          ))}
        </div>
        <p className="footer__age" data-testid="age-notice">
          <strong className="footer__age-badge" dir="ltr">
            18+
          </strong>
          <span>{t('landing-footer-age')}</span>
        </p>
        <p className="footer__copy">{t('landing-footer-copy', { year: yearText() })}</p>
      </div>
    </footer>
  );
}
