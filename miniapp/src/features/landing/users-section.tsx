import { paths } from '../../app/paths';
import { useT } from '../../i18n/use-t';
import { formatInteger } from '../../lib/format';
import { members, sampleRewards, userWays } from './content';

export function UsersSection() {
  const t = useT();
  return (
    <section id="users" className="section section--alt" aria-labelledby="users-title">
      <div className="container">
        <p className="eyebrow">{t('landing-users-eyebrow')}</p>
        <h2 id="users-title" className="section__title">
          {t('landing-users-title')}
        </h2>
        <p className="section__lead">{t('landing-users-lead', { members: formatInteger(members) })}</p>
        <div className="cards">
          {userWays.map((way) => (
            <article key={way} className="card">
              <h3 className="card__title">{t(`landing-way-${way}-title`)}</h3>
              <p>{t(`landing-way-${way}-text`)}</p>
            </article>
          ))}
        </div>
        <div className="rewards-list">
          <h3 className="rewards-list__title">{t('landing-sample-rewards')}</h3>
          <ul>
            {sampleRewards.map((item) => (
              <li key={item.action}>
                <span>{t(item.action)}</span>
                <strong dir="ltr">+{formatInteger(item.reward)} $CUM</strong>
              </li>
            ))}
          </ul>
        </div>
        <a className="btn btn--primary" href={paths.app}>
          {t('landing-explore-content')}
        </a>
      </div>
    </section>
  );
}
