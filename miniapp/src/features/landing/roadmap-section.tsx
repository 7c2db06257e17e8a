import { useT } from '../../i18n/use-t';
import { roadmap } from './content';

export function RoadmapSection() {
  const t = useT();
  return (
    <section id="roadmap" className="section section--alt" aria-labelledby="roadmap-title">
      <div className="container">
        <p className="eyebrow">{t('landing-roadmap-eyebrow')}</p>
        <h2 id="roadmap-title" className="section__title">
          {t('landing-roadmap-title')}
        </h2>
        <ol className="roadmap">
          {roadmap.map((stage, index) => (
            <li
              key={stage.quarter}
              className={stage.done ? 'roadmap__stage roadmap__stage--done' : 'roadmap__stage'}
            >
              <span className="roadmap__dot" aria-hidden="true">
                {stage.done ? '✓' : ''}
              </span>
              <div className="roadmap__card">
                <p className="roadmap__quarter">
                  <span dir="ltr">{stage.quarter}</span>
                  <span className={stage.done ? 'badge badge--done' : 'badge'}>
                    {t(stage.done ? 'landing-roadmap-completed' : 'landing-roadmap-planned')}
                  </span>
                </p>
                <h3 className="roadmap__title">{t(`landing-roadmap-${index + 1}-title`)}</h3>
                <ul className="roadmap__items">
                  {t(`landing-roadmap-${index + 1}-items`)
                    .split(' | ')
                    .map((item) => (
                      <li key={item}>{item}</li>
                    ))}
                </ul>
              </div>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
