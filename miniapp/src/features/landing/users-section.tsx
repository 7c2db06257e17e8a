import { paths } from '../../app/paths';
import { sampleRewards, userWays } from './content';

export function UsersSection() {
  return (
    <section id="users" className="section section--alt" aria-labelledby="users-title">
      <div className="container">
        <p className="eyebrow">For Users</p>
        <h2 id="users-title" className="section__title">
          Earn tokens while you enjoy the show
        </h2>
        <p className="section__lead">Join 15,382 members collecting $CUM every day.</p>
        <div className="cards">
          {userWays.map((way) => (
            <article key={way.title} className="card">
              <h3 className="card__title">{way.title}</h3>
              <p>{way.text}</p>
            </article>
          ))}
        </div>
        <div className="rewards-list">
          <h3 className="rewards-list__title">Sample rewards</h3>
          <ul>
            {sampleRewards.map((item) => (
              <li key={item.action}>
                <span>{item.action}</span>
                <strong>{item.reward} $CUM</strong>
              </li>
            ))}
          </ul>
        </div>
        <a className="btn btn--primary" href={paths.app}>
          Explore Content
        </a>
      </div>
    </section>
  );
}
