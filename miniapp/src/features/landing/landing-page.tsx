import './landing.css';
import './landing-sections.css';
import './landing-more.css';
import './landing-footer.css';
import { useEffect } from 'react';
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

// Section order follows docs/product.md#landing-page.
export function LandingPage() {
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
