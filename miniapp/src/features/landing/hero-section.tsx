import { paths } from '../../app/paths';
import { heroStats } from './content';

export function HeroSection() {
  return (
    <section className="hero" aria-labelledby="hero-title">
      <div className="hero__glow" aria-hidden="true" />
      <div className="container hero__grid">
        <div>
          <p className="eyebrow">For creators &amp; fans · 18+ only</p>
          <h1 id="hero-title" className="hero__title">
            Get rewarded for the content <span className="gradient-text">you love</span>
          </h1>
          <p className="hero__lead">
            Earn $CUM tokens for claiming rewards, finishing tasks, watching, playing and inviting friends.
            Creators keep 95% of what they make. Works in your browser and inside Telegram.
          </p>
          <div className="hero__actions">
            <a className="btn btn--primary btn--large" href={paths.app}>
              Start Creating
            </a>
            <a className="btn btn--ghost btn--large" href={paths.app}>
              Explore Content
            </a>
          </div>
          <dl className="stats">
            {heroStats.map((stat) => (
              <div key={stat.label} className="stats__item">
                <dt>{stat.label}</dt>
                <dd>{stat.value}</dd>
              </div>
            ))}
          </dl>
        </div>
        <aside className="wallet-card" aria-label="Sample wallet">
          <p className="wallet-card__label">Sample balance</p>
          <p className="wallet-card__balance">
            12,450 <span>$CUM</span>
          </p>
          <ul className="wallet-card__feed">
            <li>
              <span>Hourly reward</span>
              <strong>+25</strong>
            </li>
            <li>
              <span>Daily check-in</span>
              <strong>+50</strong>
            </li>
            <li>
              <span>Friend joined</span>
              <strong>+500</strong>
            </li>
          </ul>
        </aside>
      </div>
    </section>
  );
}
