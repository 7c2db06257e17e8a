const columns = [
  { title: 'Contact', links: ['Support', 'Partnerships', 'Press'] },
  { title: 'Resources', links: ['Whitepaper', 'Documentation', 'Brand kit'] },
  { title: 'Legal', links: ['Terms of Service', 'Privacy Policy', 'Cookie Policy'] },
] as const;

// The spec's footer links are placeholders: shown as plain text until their pages exist, never as
// links that go nowhere.
export function LandingFooter() {
  return (
    <footer className="footer">
      <div className="container">
        <div className="footer__grid">
          <div className="footer__brand">
            <span className="brand-logo brand-logo--small" aria-hidden="true">
              C
            </span>
            <span>$CUM</span>
            <p>The rewards platform for creators and their fans.</p>
          </div>
          {columns.map((column) => (
            <div key={column.title}>
              <h3 className="footer__title">{column.title}</h3>
              <ul className="footer__links">
                {column.links.map((label) => (
                  <li key={label}>{label}</li>
                ))}
              </ul>
            </div>
          ))}
        </div>
        <p className="footer__age" data-testid="age-notice">
          <strong className="footer__age-badge">18+</strong>
          <span>
            18+ only. This platform is intended for adults aged 18 and over. Age is verified through
            third-party KYC/AML providers.
          </span>
        </p>
        <p className="footer__copy">© 2026 $CUM. All rights reserved.</p>
      </div>
    </footer>
  );
}
