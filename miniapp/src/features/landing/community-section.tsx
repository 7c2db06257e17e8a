import { config } from '../../config';
import { useT } from '../../i18n/use-t';
import { NewsletterForm } from './newsletter-form';

// Only the Telegram bot link is real (when the build knows the bot); the other channels are placeholders.
const channels = [
  { name: 'Telegram', text: 'landing-channel-telegram' },
  { name: 'X (Twitter)', text: 'landing-channel-x' },
  { name: 'Discord', text: 'landing-channel-discord' },
] as const;

export function CommunitySection() {
  const t = useT();
  const botUrl = config.botUsername ? `https://t.me/${config.botUsername}` : undefined;
  return (
    <section id="community" className="section" aria-labelledby="community-title">
      <div className="container">
        <p className="eyebrow">{t('landing-community-eyebrow')}</p>
        <h2 id="community-title" className="section__title">
          {t('landing-community-title')}
        </h2>
        <div className="cards cards--compact">
          {channels.map((channel) => (
            <article key={channel.name} className="card">
              <h3 className="card__title">
                {channel.name === 'Telegram' && botUrl ? (
                  <a href={botUrl} target="_blank" rel="noreferrer">
                    {channel.name}
                  </a>
                ) : (
                  channel.name
                )}
              </h3>
              <p>{t(channel.text)}</p>
            </article>
          ))}
        </div>
        <div className="newsletter-box">
          <h3 className="newsletter-box__title">{t('landing-updates-title')}</h3>
          <p className="newsletter-box__text">{t('landing-updates-text')}</p>
          <NewsletterForm variant="community" />
        </div>
      </div>
    </section>
  );
}
