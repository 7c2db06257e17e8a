import { config } from '../../config';
import { NewsletterForm } from './newsletter-form';

// Only the Telegram bot link is real (when the build knows the bot); the other channels are placeholders.
const channels = [
  { name: 'Telegram', text: 'Chat with the community and open the mini-app.' },
  { name: 'X (Twitter)', text: 'Announcements and creator spotlights.' },
  { name: 'Discord', text: 'Governance talk and feedback.' },
] as const;

export function CommunitySection() {
  const botUrl = config.botUsername ? `https://t.me/${config.botUsername}` : undefined;
  return (
    <section id="community" className="section" aria-labelledby="community-title">
      <div className="container">
        <p className="eyebrow">Community</p>
        <h2 id="community-title" className="section__title">
          Join the community
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
              <p>{channel.text}</p>
            </article>
          ))}
        </div>
        <div className="newsletter-box">
          <h3 className="newsletter-box__title">Get platform updates</h3>
          <p className="newsletter-box__text">News about launches, airdrops and new ways to earn. No spam.</p>
          <NewsletterForm variant="community" />
        </div>
      </div>
    </section>
  );
}
