## Landing page (/): marketing copy. Statistics, the testimonial and the sample balance are display text
## (product spec); reward amounts arrive as variables from the shared constants.

landing-nav-creators = For Creators
landing-nav-users = For Users
landing-nav-tokenomics = Tokenomics
landing-nav-roadmap = Roadmap
landing-nav-home = $CUM home
landing-nav-sections = Sections
landing-nav-menu = Menu
landing-nav-launch = Launch App
landing-nav-open-menu = Open menu
landing-nav-close-menu = Close menu

landing-hero-eyebrow = For creators & fans · 18+ only
landing-hero-title = Get rewarded for the content <em>you love</em>
landing-hero-lead = Earn $CUM tokens for claiming rewards, finishing tasks, watching, playing and inviting friends. Creators keep { $keep }% of what they make. Works in your browser and inside Telegram.
landing-start-creating = Start Creating
landing-explore-content = Explore Content
landing-stat-creators = Creators
landing-stat-members = Members
landing-stat-paid = Paid to creators
landing-wallet-aria = Sample wallet
landing-wallet-label = Sample balance
landing-wallet-hourly = Hourly reward
landing-wallet-daily = Daily check-in
landing-wallet-friend = Friend joined

landing-tokenomics-eyebrow = Tokenomics
landing-tokenomics-title = A fixed supply, mostly for the community
landing-tokenomics-chart = Token distribution chart
landing-total-supply = Total supply
landing-dist-community = Community Rewards
landing-dist-creator-fund = Creator Fund
landing-dist-development = Development
landing-dist-marketing = Marketing
landing-dist-reserve = Reserve
landing-fact-burn-rate = Of fees burned
landing-fact-burned = Tokens burned

landing-roadmap-eyebrow = Roadmap
landing-roadmap-title = Where we are headed
landing-roadmap-completed = Completed
landing-roadmap-planned = Planned
landing-roadmap-1-title = Planning & Research
landing-roadmap-1-items = Market research | Tokenomics design | Platform architecture
landing-roadmap-2-title = MVP Development
landing-roadmap-2-items = Deploy the token on Polygon testnet | Core features and basic tasks | Test smart contracts
landing-roadmap-3-title = Beta Launch
landing-roadmap-3-items = Onboard creators | Beta on mainnet | Community feedback
landing-roadmap-4-title = Full Launch
landing-roadmap-4-items = Live streaming | Premium rooms | NFT marketplace | Airdrops

landing-creators-eyebrow = For Creators
landing-creators-title = Keep <em>{ $keep }%</em> of everything you earn
landing-creators-lead = A { $fee }% platform fee instead of the industry’s { $industry }%. On every $100 your fans spend, ${ $keep } is yours.
landing-fee-industry = Industry average
landing-fee-keep = You keep { $keep }%
landing-fee-fee = { $fee }% fee
landing-perk-1-title = Paid for every interaction
landing-perk-1-text = Premium content, private messages and live streams are all paid in $CUM, straight to you.
landing-perk-2-title = Decentralized storage
landing-perk-2-text = Your content is stored on decentralized networks, not on one company’s servers.
landing-perk-3-title = Verified adults only
landing-perk-3-text = Age verification by KYC/AML through third-party providers keeps the audience 18+.
landing-testimonial-quote = I moved my audience over in a weekend. Same fans, a quarter of the fees.
landing-testimonial-detail = Creator · 48K followers

landing-users-eyebrow = For Users
landing-users-title = Earn tokens while you enjoy the show
landing-users-lead = Join { $members } members collecting $CUM every day.
landing-way-earn-title = Earn
landing-way-earn-text = Claim your periodic reward, finish daily and weekly tasks, watch videos and play mini-games.
landing-way-spend-title = Spend
landing-way-spend-text = Unlock premium content, private messages and live streams with $CUM.
landing-way-stake-title = Stake
landing-way-stake-text = Stake tokens to vote on the platform’s direction in governance polls.
landing-sample-rewards = Sample rewards
landing-sample-share = Share 3 posts
landing-sample-tip = Tip a creator
landing-sample-refer = Refer a friend

landing-community-eyebrow = Community
landing-community-title = Join the community
landing-channel-telegram = Chat with the community and open the mini-app.
landing-channel-x = Announcements and creator spotlights.
landing-channel-discord = Governance talk and feedback.
landing-updates-title = Get platform updates
landing-updates-text = News about launches, airdrops and new ways to earn. No spam.

landing-faq-eyebrow = FAQ
landing-faq-title = Questions, answered
landing-faq-1-q = What is $CUM?
landing-faq-1-a = A reward token for fans and creators. You collect it by claiming periodic rewards, completing tasks, watching videos, playing games and inviting friends.
landing-faq-2-q = How do I start earning?
landing-faq-2-a = Open the app in your browser or in Telegram, sign in and finish the short onboarding: it ends with a { $welcome } $CUM welcome bonus.
landing-faq-3-q = How do referrals work?
landing-faq-3-a = Share your code. When a friend uses it they get { $referred } $CUM, and you get { $referrer } $CUM once they complete onboarding.
landing-faq-4-q = How much do creators keep?
landing-faq-4-a = Creators keep { $keep }% of what they earn. The platform fee is { $fee }%, compared with the { $industry }% common elsewhere.
landing-faq-5-q = Who can join?
landing-faq-5-a = Adults only. The platform is 18+, and age is verified through third-party KYC/AML providers.
landing-faq-6-q = Does it work inside Telegram?
landing-faq-6-a = Yes. The same app runs as a Telegram mini-app and in any modern browser, with the same account and balance.

landing-closing-title = Don’t miss the launch
landing-closing-lead = Subscribe and be first to hear about the beta, airdrops and new rewards.
landing-newsletter-email = Email address
landing-newsletter-subscribe = Subscribe
landing-newsletter-subscribing = Subscribing...
landing-newsletter-required-title = Email Required
landing-newsletter-required-text = Please enter your email address
landing-newsletter-success-title = Success!
landing-newsletter-success-text = Thank you for subscribing! You'll receive updates about the platform.
landing-newsletter-error-title = Error
landing-newsletter-error-text = Failed to subscribe. Please try again.
landing-newsletter-failed-title = Subscription Failed
landing-newsletter-failed-text = Failed to subscribe to newsletter
landing-newsletter-invalid-email = Please enter a valid email address.
landing-newsletter-offline = Could not reach the server. Check your connection and try again.
landing-newsletter-rate-limited = { $seconds ->
    [one] Too many attempts. Please try again in { $seconds } second.
   *[other] Too many attempts. Please try again in { $seconds } seconds.
}

landing-footer-tagline = The rewards platform for creators and their fans.
landing-footer-contact = Contact
landing-footer-support = Support
landing-footer-partnerships = Partnerships
landing-footer-press = Press
landing-footer-resources = Resources
landing-footer-whitepaper = Whitepaper
landing-footer-documentation = Documentation
landing-footer-brand-kit = Brand kit
landing-footer-legal = Legal
landing-footer-terms = Terms of Service
landing-footer-privacy = Privacy Policy
landing-footer-cookies = Cookie Policy
landing-footer-age = 18+ only. This platform is intended for adults aged 18 and over. Age is verified through third-party KYC/AML providers.
landing-footer-copy = © { $year } $CUM. All rights reserved.
