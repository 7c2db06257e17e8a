import { paths } from '../../app/paths';
import { useT } from '../../i18n/use-t';
import { formatInteger } from '../../lib/format';
import { withAccent } from './accent';
import { creatorPerks, industryFee, platformFee, testimonialAuthor } from './content';
import { landingFigures } from './landing-figures';

const fees = [
  { label: 'landing-fee-industry', fee: industryFee },
  { label: null, fee: platformFee },
] as const;

export function CreatorsSection() {
  const t = useT();
  const figures = landingFigures();
  return (
    <section id="creators" className="section" aria-labelledby="creators-title">
      <div className="container">
        <p className="eyebrow">{t('landing-creators-eyebrow')}</p>
        <h2 id="creators-title" className="section__title">
          {withAccent(t('landing-creators-title', { keep: figures.keep }))}
        </h2>
        <p className="section__lead">{t('landing-creators-lead', figures)}</p>
        <div className="fee-compare">
          {fees.map((row) => {
            const keep = 100 - row.fee;
            return (
              <div key={row.fee} className="fee-compare__row">
                <span className="fee-compare__label">
                  {row.label ? t(row.label) : <span dir="ltr">$CUM</span>}
                </span>
                <span className="fee-compare__bar">
                  <span className="fee-compare__keep" style={{ width: `${keep}%` }}>
                    {t('landing-fee-keep', { keep: formatInteger(keep) })}
                  </span>
                  <span className="fee-compare__fee">
                    {t('landing-fee-fee', { fee: formatInteger(row.fee) })}
                  </span>
                </span>
              </div>
            );
          })}
        </div>
        <div className="cards">
          {creatorPerks.map((n) => (
            <article key={n} className="card">
              <h3 className="card__title">{t(`landing-perk-${n}-title`)}</h3>
              <p>{t(`landing-perk-${n}-text`)}</p>
            </article>
          ))}
        </div>
        <figure className="quote">
          <blockquote>“{t('landing-testimonial-quote')}”</blockquote>
          <figcaption>
            <strong>{testimonialAuthor}</strong> · {t('landing-testimonial-detail')}
          </figcaption>
        </figure>
        <a className="btn btn--primary" href={paths.app}>
          {t('landing-start-creating')}
        </a>
      </div>
    </section>
  );
}
