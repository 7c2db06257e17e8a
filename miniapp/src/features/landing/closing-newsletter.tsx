import { useT } from '../../i18n/use-t';
import { NewsletterForm } from './newsletter-form';

export function ClosingNewsletter() {
  const t = useT();
  return (
    <section className="section closing" aria-labelledby="closing-title">
      <div className="container container--narrow">
        <h2 id="closing-title" className="section__title">
          {t('landing-closing-title')}
        </h2>
        <p className="section__lead">{t('landing-closing-lead')}</p>
        <NewsletterForm variant="closing" />
      </div>
    </section>
  );
}
