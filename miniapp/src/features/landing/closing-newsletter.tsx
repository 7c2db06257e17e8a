import { NewsletterForm } from './newsletter-form';

export function ClosingNewsletter() {
  return (
    <section className="section closing" aria-labelledby="closing-title">
      <div className="container container--narrow">
        <h2 id="closing-title" className="section__title">
          Don’t miss the launch
        </h2>
        <p className="section__lead">
          Subscribe and be first to hear about the beta, airdrops and new rewards.
        </p>
        <NewsletterForm variant="closing" />
      </div>
    </section>
  );
}
