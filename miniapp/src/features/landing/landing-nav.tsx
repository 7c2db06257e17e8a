import './landing-nav.css';
import { useEffect, useState } from 'react';
import { paths } from '../../app/paths';
import { useT } from '../../i18n/use-t';
import { navSections } from './content';
import { scrollToSection } from './scroll-to-section';

export function LandingNav() {
  const t = useT();
  const [open, setOpen] = useState(false);

  // Escape closes the drawer and the page behind it must not scroll while it is open.
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    document.body.classList.add('no-scroll');
    return () => {
      document.removeEventListener('keydown', onKey);
      document.body.classList.remove('no-scroll');
    };
  }, [open]);

  const go = (id: string) => {
    setOpen(false);
    scrollToSection(id);
  };

  return (
    <header className="nav">
      <div className="nav__inner">
        <a className="nav__brand" href="/" aria-label={t('landing-nav-home')}>
          <span className="brand-logo brand-logo--small" aria-hidden="true">
            C
          </span>
          <span dir="ltr">$CUM</span>
        </a>
        <nav className="nav__links" aria-label={t('landing-nav-sections')}>
          {navSections.map((section) => (
            <button key={section.id} type="button" className="nav__link" onClick={() => go(section.id)}>
              {t(section.label)}
            </button>
          ))}
        </nav>
        <a className="btn btn--primary btn--small nav__launch" href={paths.app}>
          {t('landing-nav-launch')}
        </a>
        <button
          type="button"
          className="nav__burger"
          aria-label={t(open ? 'landing-nav-close-menu' : 'landing-nav-open-menu')}
          aria-expanded={open}
          aria-controls="nav-drawer"
          onClick={() => setOpen((value) => !value)}
        >
          <span className={open ? 'burger burger--open' : 'burger'} aria-hidden="true" />
        </button>
      </div>
      {open && (
        <button
          type="button"
          className="nav__backdrop"
          aria-label={t('landing-nav-close-menu')}
          onClick={() => setOpen(false)}
        />
      )}
      <div id="nav-drawer" className={open ? 'drawer drawer--open' : 'drawer'} hidden={!open}>
        <nav aria-label={t('landing-nav-menu')}>
          {navSections.map((section) => (
            <button key={section.id} type="button" className="drawer__link" onClick={() => go(section.id)}>
              {t(section.label)}
            </button>
          ))}
        </nav>
        <a className="btn btn--primary drawer__launch" href={paths.app} onClick={() => setOpen(false)}>
          {t('landing-nav-launch')}
        </a>
      </div>
    </header>
  );
}
