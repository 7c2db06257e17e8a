import { REFERRAL_REWARD_REFERRER } from '@cum/shared/domain/referrals';
import { PERIODIC_REWARD_PER_LEVEL } from '@cum/shared/domain/rewards';
import { paths } from '../../app/paths';
import { locale } from '../../i18n/i18n';
import { useT } from '../../i18n/use-t';
import { formatInteger } from '../../lib/format';
import { withAccent } from './accent';
import { heroStats, sampleBalance } from './content';
import { landingFigures } from './landing-figures';

// The sample wallet's daily check-in is the spec's display figure; the other lines are the economy's.
const dailyCheckIn = 50;

/**
 * 2_100_000 -> "$2.1M" (ru "2,1 млн $"). Intl joins the words with no-break spaces; plain ones let a
 * long figure (fa "۲٫۱ میلیون $") wrap inside its card instead of overflowing it.
 */
const dollars = (n: number) =>
  new Intl.NumberFormat(locale(), {
    style: 'currency',
    currency: 'USD',
    notation: 'compact',
    maximumFractionDigits: 1,
  })
    .format(n)
    .replace(/[\u00a0\u202f]/g, ' ');

export function HeroSection() {
  const t = useT();
  const figures = landingFigures();
  const feed = [
    { label: t('landing-wallet-hourly'), amount: PERIODIC_REWARD_PER_LEVEL },
    { label: t('landing-wallet-daily'), amount: dailyCheckIn },
    { label: t('landing-wallet-friend'), amount: REFERRAL_REWARD_REFERRER },
  ];
  return (
    <section className="hero" aria-labelledby="hero-title">
      <div className="hero__glow" aria-hidden="true" />
      <div className="container hero__grid">
        <div>
          <p className="eyebrow">{t('landing-hero-eyebrow')}</p>
          <h1 id="hero-title" className="hero__title">
            {withAccent(t('landing-hero-title'))}
          </h1>
          <p className="hero__lead">{t('landing-hero-lead', { keep: figures.keep })}</p>
          <div className="hero__actions">
            <a className="btn btn--primary btn--large" href={paths.app}>
              {t('landing-start-creating')}
            </a>
            <a className="btn btn--ghost btn--large" href={paths.app}>
              {t('landing-explore-content')}
            </a>
          </div>
          <dl className="stats">
            {heroStats.map((stat) => (
              <div key={stat.label} className="stats__item">
                <dt>{t(stat.label)}</dt>
                <dd>{'money' in stat ? dollars(stat.value) : formatInteger(stat.value)}</dd>
              </div>
            ))}
          </dl>
        </div>
        <aside className="wallet-card" aria-label={t('landing-wallet-aria')}>
          <p className="wallet-card__label">{t('landing-wallet-label')}</p>
          <p className="wallet-card__balance">
            {formatInteger(sampleBalance)} <span dir="ltr">$CUM</span>
          </p>
          <ul className="wallet-card__feed">
            {feed.map((line) => (
              <li key={line.label}>
                <span>{line.label}</span>
                <strong dir="ltr">+{formatInteger(line.amount)}</strong>
              </li>
            ))}
          </ul>
        </aside>
      </div>
    </section>
  );
}
