// Marketing copy of the landing page (docs/product.md#landing-page). Every number here is hard-coded
// display text, not live data (docs/product.md#landing-page).

export const navSections = [
  { id: 'creators', label: 'For Creators' },
  { id: 'users', label: 'For Users' },
  { id: 'tokenomics', label: 'Tokenomics' },
  { id: 'roadmap', label: 'Roadmap' },
] as const;

export const heroStats = [
  { value: '1,247', label: 'Creators' },
  { value: '15,382', label: 'Members' },
  { value: '$2.1M', label: 'Paid to creators' },
] as const;

export const totalSupply = '1,000,000,000';

export const distribution = [
  { label: 'Community Rewards', percent: 40, color: '#ff3d8b' },
  { label: 'Creator Fund', percent: 20, color: '#a855f7' },
  { label: 'Development', percent: 20, color: '#6366f1' },
  { label: 'Marketing', percent: 10, color: '#22d3ee' },
  { label: 'Reserve', percent: 10, color: '#f59e0b' },
] as const;

export const tokenFacts = [
  { value: '1%', label: 'Of fees burned' },
  { value: '2,547,892', label: 'Tokens burned' },
] as const;

export interface RoadmapStage {
  quarter: string;
  title: string;
  items: readonly string[];
  done: boolean;
}

export const roadmap: readonly RoadmapStage[] = [
  {
    quarter: 'Q3 2025',
    title: 'Planning & Research',
    items: ['Market research', 'Tokenomics design', 'Platform architecture'],
    done: true,
  },
  {
    quarter: 'Q4 2025',
    title: 'MVP Development',
    items: ['Deploy the token on Polygon testnet', 'Core features and basic tasks', 'Test smart contracts'],
    done: false,
  },
  {
    quarter: 'Q1 2026',
    title: 'Beta Launch',
    items: ['Onboard creators', 'Beta on mainnet', 'Community feedback'],
    done: false,
  },
  {
    quarter: 'Q2-Q3 2026',
    title: 'Full Launch',
    items: ['Live streaming', 'Premium rooms', 'NFT marketplace', 'Airdrops'],
    done: false,
  },
];

export const creatorPerks = [
  {
    title: 'Paid for every interaction',
    text: 'Premium content, private messages and live streams are all paid in $CUM, straight to you.',
  },
  {
    title: 'Decentralized storage',
    text: 'Your content is stored on decentralized networks, not on one company’s servers.',
  },
  {
    title: 'Verified adults only',
    text: 'Age verification by KYC/AML through third-party providers keeps the audience 18+.',
  },
] as const;

export const testimonial = {
  quote: 'I moved my audience over in a weekend. Same fans, a quarter of the fees.',
  author: 'Luna V.',
  detail: 'Creator · 48K followers',
} as const;

export const userWays = [
  {
    title: 'Earn',
    text: 'Claim your periodic reward, finish daily and weekly tasks, watch videos and play mini-games.',
  },
  { title: 'Spend', text: 'Unlock premium content, private messages and live streams with $CUM.' },
  { title: 'Stake', text: 'Stake tokens to vote on the platform’s direction in governance polls.' },
] as const;

export const sampleRewards = [
  { action: 'Share 3 posts', reward: '+50' },
  { action: 'Tip a creator', reward: '+25' },
  { action: 'Refer a friend', reward: '+100' },
] as const;

export const faqs = [
  {
    q: 'What is $CUM?',
    a: 'A reward token for fans and creators. You collect it by claiming periodic rewards, completing tasks, watching videos, playing games and inviting friends.',
  },
  {
    q: 'How do I start earning?',
    a: 'Open the app in your browser or in Telegram, sign in and finish the short onboarding: it ends with a 1,000 $CUM welcome bonus.',
  },
  {
    q: 'How do referrals work?',
    a: 'Share your code. When a friend uses it they get 100 $CUM, and you get 500 $CUM once they complete onboarding.',
  },
  {
    q: 'How much do creators keep?',
    a: 'Creators keep 95% of what they earn. The platform fee is 5%, compared with the 20% common elsewhere.',
  },
  {
    q: 'Who can join?',
    a: 'Adults only. The platform is 18+, and age is verified through third-party KYC/AML providers.',
  },
  {
    q: 'Does it work inside Telegram?',
    a: 'Yes. The same app runs as a Telegram mini-app and in any modern browser, with the same account and balance.',
  },
] as const;
