import { useState } from 'react';
import { useT } from '../../i18n/use-t';
import { faqCount } from './content';
import { landingFigures } from './landing-figures';

/** Accordion: one answer open at a time; clicking the open question again closes it. */
export function FaqSection() {
  const t = useT();
  const [openIndex, setOpenIndex] = useState<number | null>(null);
  const figures = landingFigures();
  const faqs = Array.from({ length: faqCount }, (_, i) => ({
    q: t(`landing-faq-${i + 1}-q`),
    a: t(`landing-faq-${i + 1}-a`, figures),
  }));
  return (
    <section id="faq" className="section section--alt" aria-labelledby="faq-title">
      <div className="container container--narrow">
        <p className="eyebrow">{t('landing-faq-eyebrow')}</p>
        <h2 id="faq-title" className="section__title">
          {t('landing-faq-title')}
        </h2>
        <div className="faq">
          {faqs.map((item, index) => {
            const open = openIndex === index;
            const panelId = `faq-panel-${index}`;
            const buttonId = `faq-button-${index}`;
            return (
              <div key={panelId} className={open ? 'faq__item faq__item--open' : 'faq__item'}>
                <h3 className="faq__heading">
                  <button
                    id={buttonId}
                    type="button"
                    className="faq__question"
                    aria-expanded={open}
                    aria-controls={panelId}
                    onClick={() => setOpenIndex(open ? null : index)}
                  >
                    <span>{item.q}</span>
                    <span className="faq__icon" aria-hidden="true" />
                  </button>
                </h3>
                <section id={panelId} aria-labelledby={buttonId} className="faq__answer" hidden={!open}>
                  <p>{item.a}</p>
                </section>
              </div>
            );
          })}
        </div>
      </div>
    </section>
  );
}
