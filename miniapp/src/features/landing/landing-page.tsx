import './landing.css';
import './landing-sections.css';
import './landing-more.css';
import './landing-footer.css';
// The landing catalog (English in this chunk, other languages lazy) before the first render below.
import '../../i18n/landing-catalog';
import { use, useEffect } from 'react';
import { startLanguage } from '../../i18n/initial-language';
import { ClosingNewsletter } from './closing-newsletter';
import { CommunitySection } from './community-section';
import { CreatorsSection } from './creators-section';
import { FaqSection } from './faq-section';
import { HeroSection } from './hero-section';
import { LandingFooter } from './landing-footer';
import { LandingNav } from './landing-nav';
import { RoadmapSection } from './roadmap-section';
import { TokenomicsSection } from './tokenomics-section';
import { UsersSection } from './users-section';

// The visitor's language (navigator.languages) loads once, with this chunk; the page suspends until
// then so it never flashes English first.
let languageReady: Promise<void> | undefined;

// Section order follows docs/product.md#landing-page.
export function LandingPage() {
  languageReady ??= startLanguage();
  use(languageReady);
  // A shared link such as /#roadmap arrives before the sections exist, so the browser's own jump
  // misses; scroll once they are rendered.
  useEffect(() => {
    const id = window.location.hash.slice(1);
    if (/^[a-z]+$/.test(id)) document.getElementById(id)?.scrollIntoView();
  }, []);

  return (
    <div className="landing">
      <LandingNav />
      <main>
        <HeroSection />
        <TokenomicsSection />
        <RoadmapSection />
        <CreatorsSection />
        <UsersSection />
        <CommunitySection />
        <FaqSection />
        <ClosingNewsletter />
      </main>
      <LandingFooter />
    </div>
  );
}
