import { Link } from 'react-router-dom';
import { config } from '../../config';
import { telegramEnv } from '../../lib/telegram-env';

// Development only: shows how the app sees its platform, for checking Telegram detection by hand.
export function PlatformDemoPage() {
  const env = telegramEnv();
  const rows: Array<[string, string]> = [
    ['Platform', env.inside ? 'Telegram mini-app' : 'Web browser'],
    ['Telegram client', env.platform ?? '-'],
    ['initData present', env.rawInitData ? 'yes' : 'no'],
    ['Build mode', config.mode],
    ['Bot username', config.botUsername ?? '(not set)'],
    ['Viewport', `${window.innerWidth} x ${window.innerHeight}`],
  ];
  return (
    <main className="dev-page">
      <h1>Platform demo</h1>
      <dl className="dev-page__facts">
        {rows.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <Link to="/telegram-test">Telegram test page</Link>
    </main>
  );
}
