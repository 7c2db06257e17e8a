import '../../ui/screen.css';
import './help.css';
import { Button } from '@telegram-apps/telegram-ui';
import { Link } from 'react-router-dom';
import { paths } from '../../app/paths';
import { config } from '../../config';
import { openExternal } from '../../lib/telegram-actions';
import { faq } from './faq';

/** Help (/app/help): the FAQ and how to reach support. */
export function HelpScreen() {
  const bot = config.botUsername;
  return (
    <div className="screen help-screen">
      <h1 className="screen__title">Help</h1>

      <section className="help-card" aria-labelledby="faq-title">
        <h2 id="faq-title" className="help-card__title">
          Frequently Asked Questions
        </h2>
        {faq.map((item) => (
          <details key={item.question} className="help-faq">
            <summary className="help-faq__question">{item.question}</summary>
            <p className="help-faq__answer">{item.answer}</p>
          </details>
        ))}
      </section>

      <section className="help-card" aria-labelledby="support-title">
        <h2 id="support-title" className="help-card__title">
          Contact Support
        </h2>
        {bot ? (
          <>
            <p className="help-card__text">Message our bot @{bot} in Telegram and send /help.</p>
            <Button size="m" stretched onClick={() => openExternal(`https://t.me/${bot}`)}>
              Message @{bot}
            </Button>
          </>
        ) : (
          <p className="help-card__text">Open the $CUM bot in Telegram and send /help.</p>
        )}
        <p className="help-card__text">
          A question about a balance? Include the time of the claim from{' '}
          <Link to={`${paths.profile}?tab=activity`} className="help-link">
            Profile → Activity
          </Link>
          .
        </p>
      </section>
    </div>
  );
}
