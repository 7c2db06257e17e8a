import { useState } from 'react';
import { faqs } from './content';

/** Accordion: one answer open at a time; clicking the open question again closes it. */
export function FaqSection() {
  const [openIndex, setOpenIndex] = useState<number | null>(null);
  return (
    <section id="faq" className="section section--alt" aria-labelledby="faq-title">
      <div className="container container--narrow">
        <p className="eyebrow">FAQ</p>
        <h2 id="faq-title" className="section__title">
          Questions, answered
        </h2>
        <div className="faq">
          {faqs.map((item, index) => {
            const open = openIndex === index;
            const panelId = `faq-panel-${index}`;
            const buttonId = `faq-button-${index}`;
            return (
              <div key={item.q} className={open ? 'faq__item faq__item--open' : 'faq__item'}>
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
