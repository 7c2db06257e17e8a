import { roadmap } from './content';

export function RoadmapSection() {
  return (
    <section id="roadmap" className="section section--alt" aria-labelledby="roadmap-title">
      <div className="container">
        <p className="eyebrow">Roadmap</p>
        <h2 id="roadmap-title" className="section__title">
          Where we are headed
        </h2>
        <ol className="roadmap">
          {roadmap.map((stage) => (
            <li
              key={stage.quarter}
              className={stage.done ? 'roadmap__stage roadmap__stage--done' : 'roadmap__stage'}
            >
              <span className="roadmap__dot" aria-hidden="true">
                {stage.done ? '✓' : ''}
              </span>
              <div className="roadmap__card">
                <p className="roadmap__quarter">
                  {stage.quarter}
                  <span className={stage.done ? 'badge badge--done' : 'badge'}>
                    {stage.done ? 'Completed' : 'Planned'}
                  </span>
                </p>
                <h3 className="roadmap__title">{stage.title}</h3>
                <ul className="roadmap__items">
                  {stage.items.map((item) => (
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
