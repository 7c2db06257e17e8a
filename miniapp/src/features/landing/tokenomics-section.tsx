import { distribution, tokenFacts, totalSupply } from './content';

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

export function TokenomicsSection() {
  return (
    <section id="tokenomics" className="section" aria-labelledby="tokenomics-title">
      <div className="container">
        <p className="eyebrow">Tokenomics</p>
        <h2 id="tokenomics-title" className="section__title">
          A fixed supply, mostly for the community
        </h2>
        <div className="tokenomics">
          <div
            className="donut"
            style={{ background: donutGradient() }}
            role="img"
            aria-label="Token distribution chart"
          >
            <div className="donut__hole">
              <span className="donut__value">{totalSupply}</span>
              <span className="donut__label">Total supply</span>
            </div>
          </div>
          <ul className="legend">
            {distribution.map((slice) => (
              <li key={slice.label} className="legend__row">
                <span className="legend__swatch" style={{ background: slice.color }} aria-hidden="true" />
                <span className="legend__name">{slice.label}</span>
                <span className="legend__bar" aria-hidden="true">
                  <span style={{ width: `${slice.percent}%`, background: slice.color }} />
                </span>
                <strong className="legend__pct">{slice.percent}%</strong>
              </li>
            ))}
          </ul>
        </div>
        <dl className="facts">
          <div className="facts__item facts__item--wide">
            <dt>Total supply</dt>
            <dd>{totalSupply} $CUM</dd>
          </div>
          {tokenFacts.map((fact) => (
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
