import { useT } from '../../i18n/use-t';
import { formatInteger } from '../../lib/format';
import { burnPercent, distribution, tokensBurned, totalSupply } from './content';

// The donut is a CSS conic-gradient built from the same numbers as the legend, so they cannot disagree.
function donutGradient(): string {
  let start = 0;
  const stops = distribution.map((slice) => {
    const end = start + slice.percent;
    const stop = `${slice.color} ${start}% ${end}%`;
    start = end;
    return stop;
  });
  return `conic-gradient(${stops.join(', ')})`;
}

const percent = (n: number) => `${formatInteger(n)}%`;

export function TokenomicsSection() {
  const t = useT();
  const supply = formatInteger(totalSupply);
  const facts = [
    { value: percent(burnPercent), label: t('landing-fact-burn-rate') },
    { value: formatInteger(tokensBurned), label: t('landing-fact-burned') },
  ];
  return (
    <section id="tokenomics" className="section" aria-labelledby="tokenomics-title">
      <div className="container">
        <p className="eyebrow">{t('landing-tokenomics-eyebrow')}</p>
        <h2 id="tokenomics-title" className="section__title">
          {t('landing-tokenomics-title')}
        </h2>
        <div className="tokenomics">
          <div
            className="donut"
            style={{ background: donutGradient() }}
            role="img"
            aria-label={t('landing-tokenomics-chart')}
          >
            <div className="donut__hole">
              <span className="donut__value">{supply}</span>
              <span className="donut__label">{t('landing-total-supply')}</span>
            </div>
          </div>
          <ul className="legend">
            {distribution.map((slice) => (
              <li key={slice.label} className="legend__row">
                <span className="legend__swatch" style={{ background: slice.color }} aria-hidden="true" />
                <span className="legend__name">{t(slice.label)}</span>
                <span className="legend__bar" aria-hidden="true">
                  <span style={{ width: `${slice.percent}%`, background: slice.color }} />
                </span>
                <strong className="legend__pct">{percent(slice.percent)}</strong>
              </li>
            ))}
          </ul>
        </div>
        <dl className="facts">
          <div className="facts__item facts__item--wide">
            <dt>{t('landing-total-supply')}</dt>
            <dd>
              {supply} <span dir="ltr">$CUM</span>
            </dd>
          </div>
          {facts.map((fact) => (
            <div key={fact.label} className="facts__item">
              <dt>{fact.label}</dt>
              <dd>{fact.value}</dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}
