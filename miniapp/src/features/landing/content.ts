// The landing page's structure (docs/product.md#landing-page). Its words are in the `landing` catalog
// (shared/locales/<code>/landing.ftl); every statistic here is hard-coded display text, not live data,
// and reward amounts come from the shared domain constants (landing-figures.ts).

export const navSections = [
  { id: 'creators', label: 'landing-nav-creators' },
  { id: 'users', label: 'landing-nav-users' },
  { id: 'tokenomics', label: 'landing-nav-tokenomics' },
  { id: 'roadmap', label: 'landing-nav-roadmap' },
] as const;

/** Display numbers, formatted in the visitor's language. */
export const heroStats = [
  { value: 1247, label: 'landing-stat-creators' },
  { value: 15382, label: 'landing-stat-members' },
  { value: 2_100_000, label: 'landing-stat-paid', money: true },
] as const;

export const members = 15382;
export const totalSupply = 1_000_000_000;
export const sampleBalance = 12450;

export const distribution = [
  { label: 'landing-dist-community', percent: 40, color: '#ff3d8b' },
  { label: 'landing-dist-creator-fund', percent: 20, color: '#a855f7' },
  { label: 'landing-dist-development', percent: 20, color: '#6366f1' },
  { label: 'landing-dist-marketing', percent: 10, color: '#22d3ee' },
  { label: 'landing-dist-reserve', percent: 10, color: '#f59e0b' },
] as const;

export const burnPercent = 1;
export const tokensBurned = 2_547_892;

/** Stage n's title and items are `landing-roadmap-<n>-title` / `-items` (items separated by " | "). */
export const roadmap = [
  { quarter: 'Q3 2025', done: true },
  { quarter: 'Q4 2025', done: false },
  { quarter: 'Q1 2026', done: false },
  { quarter: 'Q2-Q3 2026', done: false },
] as const;

/** Fees (docs/product.md#landing-page): the platform's and the industry's, in percent. */
export const platformFee = 5;
export const industryFee = 20;

export const creatorPerks = [1, 2, 3] as const;

export const testimonialAuthor = 'Luna V.';

export const userWays = ['earn', 'spend', 'stake'] as const;

/** The spec's marketing sample rewards (not rules of the economy). */
export const sampleRewards = [
  { action: 'landing-sample-share', reward: 50 },
  { action: 'landing-sample-tip', reward: 25 },
  { action: 'landing-sample-refer', reward: 100 },
] as const;

export const faqCount = 6;
