import { paths } from '../../app/paths';
import { creatorPerks, testimonial } from './content';

const fees = [
  { label: 'Industry average', fee: 20, keep: 80 },
  { label: '$CUM', fee: 5, keep: 95 },
] as const;

export function CreatorsSection() {
  return (
    <section id="creators" className="section" aria-labelledby="creators-title">
      <div className="container">
        <p className="eyebrow">For Creators</p>
        <h2 id="creators-title" className="section__title">
          Keep <span className="gradient-text">95%</span> of everything you earn
        </h2>
        <p className="section__lead">
          A 5% platform fee instead of the industry’s 20%. On every $100 your fans spend, $95 is yours.
        </p>
        <div className="fee-compare">
          {fees.map((row) => (
            <div key={row.label} className="fee-compare__row">
              <span className="fee-compare__label">{row.label}</span>
              <span className="fee-compare__bar">
                <span className="fee-compare__keep" style={{ width: `${row.keep}%` }}>
                  You keep {row.keep}%
                </span>
                <span className="fee-compare__fee">{row.fee}% fee</span>
              </span>
            </div>
          ))}
        </div>
        <div className="cards">
          {creatorPerks.map((perk) => (
            <article key={perk.title} className="card">
              <h3 className="card__title">{perk.title}</h3>
              <p>{perk.text}</p>
            </article>
          ))}
        </div>
        <figure className="quote">
          <blockquote>“{testimonial.quote}”</blockquote>
          <figcaption>
            <strong>{testimonial.author}</strong> · {testimonial.detail}
          </figcaption>
        </figure>
        <a className="btn btn--primary" href={paths.app}>
          Start Creating
        </a>
      </div>
    </section>
  );
}
