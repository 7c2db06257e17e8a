import '../../ui/screen.css';
import './help.css';
import { Button } from '@telegram-apps/telegram-ui';
import { Link } from 'react-router-dom';
import { paths } from '../../app/paths';
import { config } from '../../config';
import { useT } from '../../i18n/use-t';
import { openExternal } from '../../lib/telegram-actions';
import { faq } from './faq';

/** Help (/app/help): the FAQ and how to reach support. */
export function HelpScreen() {
  const t = useT();
  const bot = config.botUsername;
  return (
    <div className="screen help-screen">
      <h1 className="screen__title">{t('help-title')}</h1>

      <section className="help-card" aria-labelledby="faq-title">
        <h2 id="faq-title" className="help-card__title">
          {t('help-faq-title')}
        </h2>
        {faq().map((item) => (
          <details key={item.question} className="help-faq">
            <summary className="help-faq__question">{item.question}</summary>
            <p className="help-faq__answer">{item.answer}</p>
          </details>
        ))}
      </section>

      <section className="help-card" aria-labelledby="support-title">
        <h2 id="support-title" className="help-card__title">
          {t('help-support-title')}
        </h2>
        {bot ? (
          <>
            <p className="help-card__text">{t('help-support-bot', { bot })}</p>
            <Button size="m" stretched onClick={() => openExternal(`https://t.me/${bot}`)}>
              {t('help-support-button', { bot })}
            </Button>
          </>
        ) : (
          <p className="help-card__text">{t('help-support-nobot')}</p>
        )}
        <BalanceQuestion />
      </section>
    </div>
  );
}

/** The support hint with its link placed where the language puts it (`{ $link }` in the sentence). */
function BalanceQuestion() {
  const t = useT();
  const marker = '\u0000';
  const [before, after] = t('help-balance-question', { link: marker }).split(marker);
  return (
    <p className="help-card__text">
      {before}
      <Link to={`${paths.profile}?tab=activity`} className="help-link">
        {t('help-activity-link')}
      </Link>
      {after}
    </p>
  );
}
