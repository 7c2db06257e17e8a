# The miniapp's screens (miniapp/src/i18n). Keys are grouped by screen; `en` is the reference.

## Shell

app-loading = Loading...
settings-language = Language

## pages
# Sign-in, email pages, store, upgrades, referrals, rooms, leaderboard, help, play and error messages
# (wip/i18n-pages); amounts, intervals and limits arrive as variables, never typed.
## Amounts, intervals and limits arrive as variables (shared constants), never typed here.

## Sign-in (/login and the sign-in sheet)
auth-loading = Loading...
auth-title = Sign in to $CUM
auth-back-home = Back to the home page
auth-gate-text = Please sign in to continue
auth-sign-in = Sign in
auth-method-email = Email
auth-method-wallet = Wallet
auth-method-telegram = Telegram
auth-methods-aria = Sign-in method
auth-sign-in-with = Sign in with { $method }
auth-features-title = Platform features
auth-feature-1 = Earn tokens through social interactions
auth-feature-2 = Complete tasks for rewards
auth-feature-3 = Stream-to-earn video platform
auth-feature-4 = Secure multi-method authentication
auth-welcome = Welcome, { $name }!
auth-welcome-there = there
auth-signed-in = You are signed in
auth-row-method = Auth method
auth-row-user-id = User ID
auth-row-balance = Balance
auth-row-balance-value = { $amount } tokens
auth-row-status = Status
auth-status-active = Active
auth-status-pending = Pending Onboarding
auth-row-email = Email
auth-row-wallet = Wallet
auth-row-telegram-id = Telegram ID
auth-open-app = Open the app
auth-logout = Logout
auth-email-modes = Email sign-in
auth-create-account = Create Account
auth-creating-account = Creating Account...
auth-signing-in = Signing In...
auth-field-email = Email
auth-field-username = Username
auth-field-password = Password
auth-field-first-name = First name
auth-field-last-name = Last name
auth-forgot-password = Forgot password?
auth-error-generic = Something went wrong. Please try again.
auth-error-email = Please enter a valid email address
auth-error-username-short = { $min ->
    [one] Username must be at least { $min } character
   *[other] Username must be at least { $min } characters
}
auth-error-password-required = Password is required
auth-error-password-short = { $min ->
    [one] Password must be at least { $min } character
   *[other] Password must be at least { $min } characters
}
auth-telegram-inside = You are in Telegram: we sign you in with your Telegram account automatically.
auth-try-again = Try again
auth-telegram-link-failed = Could not create a login link.
auth-telegram-link-expired = This login link has expired.
auth-telegram-new-link = Get a new link
auth-telegram-how = Open the link in Telegram (or scan the code with your phone) and press Start in the bot. This page signs you in as soon as you confirm.
auth-telegram-qr = Telegram login link
auth-telegram-open = Open Telegram
auth-telegram-waiting = Waiting for confirmation in Telegram...
auth-wallet-soon-title = Coming Soon
auth-wallet-soon-text = Sign in with MetaMask and other Web3 wallets.
auth-wallet-soon-button = Connect Wallet (Coming Soon)
auth-wallet-soon-alert = Wallet connect coming soon! We're working on integrating MetaMask and other Web3 wallets.
auth-wallet-how = Connect a browser wallet such as MetaMask and sign a one-time message to prove the address is yours. No transaction, no fee.
auth-wallet-connect = Connect Wallet
auth-wallet-connecting = Connecting...
auth-wallet-none = No wallet found. Install MetaMask (or another Web3 wallet) or open this page in your wallet app.
auth-wallet-no-account = The wallet shared no account.
auth-wallet-rejected = The request was rejected in the wallet.
auth-wallet-failed = Wallet connection failed.

## Email pages
email-check-inbox = Check your inbox
email-send-failed = We could not send the link.
email-yours = Your email
email-loading = Loading
email-confirmed = Confirmed
email-not-confirmed = Not confirmed yet
email-none = No email yet
email-pending = Waiting for you to open the link we sent
email-change = Change your email
email-add = Add an email
email-change-help = Enter your password to confirm. We send a link to the new address; it changes once you open it.
email-add-help = Choose a password to sign in with this email ({ $min } to { $max } characters). We send a link to the address; it counts once you open it.
email-new = New email
email-your-password = Your password
email-choose-password = Choose a password
email-send-confirmation = Send confirmation link
email-forgot-title = Forgot your password?
email-forgot-help = We'll email you a link to choose a new password.
email-field = Email
email-something-wrong = Something went wrong.
email-send-reset = Send reset link
email-back-to-sign-in = Back to sign in
email-password-changed = Password changed
email-sign-in = Sign in
email-passwords-differ = The two passwords are different.
email-reset-failed = We could not change your password.
email-reset-title = Choose a new password
email-reset-help = { $min } to { $max } characters. A few unrelated words make a strong password.
email-new-password = New password
email-repeat-password = Repeat the new password
email-change-password = Change password
email-link-incomplete = This link is incomplete. Open the link from the email again.
email-undo-failed = We could not undo the change.
email-undoing = Undoing the email change…
email-undo-title = Undo the email change
email-verified = { $message } { $email } is now your account's email.
email-verify-failed = We could not confirm your email.
email-confirming = Confirming your email…
email-verify-title = Confirm your email
email-go-to-app = Go to the app

## Store and upgrades
shop-balance = Balance
shop-your-balance = Your Balance
shop-amount = { $amount } $CUM
shop-owned = ✓ Owned
shop-buy = Buy
shop-buy-item = Buy { $title }
shop-purchase-failed = The purchase did not go through. Please try again.
store-load-failed = Could not load the store
store-items = Items
store-type-cosmetic = Cosmetic
store-type-access = Access
store-type-booster = Booster
store-soon = Soon
store-coming-soon = Coming soon
store-active-until = Active until { $date }
store-extend = Extend
store-loading-item = Loading the item
store-item = Item
store-more-soon = More items coming soon
store-more-soon-text = New cosmetics, boosters and passes are on their way. Keep earning $CUM!
store-coming-soon-aria = Coming soon
store-purchased-title = Purchase complete!
store-purchased-text = { $title } is yours.
store-your-item = Your item
upgrades-load-failed = Could not load upgrades
upgrades-your-stats = Your stats
upgrades-reward-level = Reward Level
upgrades-level = Level { $level }
upgrades-level-of = Level { $level } of { $max }
upgrades-one-time = One-time
upgrades-locked = Locked
upgrades-reward-per-claim = Reward per claim
upgrades-task-bonus = Task Bonus
upgrades-active-bonus = Active (+{ $percent }%)
upgrades-active = Active
upgrades-not-owned = Not owned
upgrades-premium = Premium Access
upgrades-title = Upgrades
upgrades-loading = Loading the upgrade
upgrades-upgrade = Upgrade
upgrades-purchased-title = Upgrade purchased!
upgrades-purchased-text = { $title } is now active.
upgrades-your-upgrade = Your upgrade

## Referrals
referral-title = Referral Program
referral-stats-aria = Referral statistics
referral-total = Total Referrals
referral-earnings = Total Earnings
referral-pending = Pending
referral-completed = Completed
referral-code-title = Your Referral Code
referral-code-text = Friends who join with your code get { $referred } $CUM. You get { $referrer } $CUM when they finish onboarding.
referral-code-failed = Could not load your referral code.
referral-code-aria = Your referral code
referral-copy = Copy Code
referral-share = Share
referral-copied = Copied!
referral-code-copied = Referral code copied to clipboard
referral-error = Error
referral-copy-failed = Could not copy the referral code
referral-message-copied = Referral message copied to clipboard
referral-message-copy-failed = Could not copy the referral message
referral-share-title = $CUM Rewards
referral-share-text = Join me on $CUM Rewards and get a { $referred } $CUM bonus with my referral code { $code }!
referral-use-title = Have a Referral Code?
referral-use-text = Enter a friend's code to get { $referred } $CUM.
referral-use-aria = Referral code
referral-use-placeholder = Enter referral code
referral-use-button = Use Referral Code
referral-applying = Applying...
referral-success = Success!
referral-use-failed = Failed to use referral code
referral-list-title = Your Referrals
referral-list-failed = Could not load your referrals
referral-none = No referrals yet
referral-user = User #{ $id }
referral-joined = Joined { $date }
referral-completed-on = Completed { $date }
referral-status-completed = Completed
referral-status-pending = Pending

## Rooms
rooms-notice = Rooms are streamed by our partner streaming service.
rooms-notice-link = Tapping a room opens it on the partner’s site, where their terms apply.
rooms-live-now = Live Now
rooms-live-count = Live Now ({ $count })
rooms-offline = Offline
rooms-offline-count = Offline ({ $count })
rooms-loading = Loading room
rooms-room-title = Room title
rooms-load-failed = Could not load rooms
rooms-empty-title = No rooms right now
rooms-empty-text = No one is streaming at the moment. This list refreshes on its own, so check back soon.
rooms-no-live = No live rooms at the moment
rooms-no-live-text = Rooms that go live appear here.
rooms-partnership = Partnership
rooms-partner = In partnership with our streaming partner
rooms-live = LIVE
rooms-viewers = { $count ->
    [one] { $shown } viewer
   *[other] { $shown } viewers
}

## Leaderboard
leaderboard-title = Leaderboard
leaderboard-period = Period
leaderboard-weekly = Weekly
leaderboard-weekly-hint = $CUM earned this week (Monday to Sunday, UTC)
leaderboard-all-time = All-time
leaderboard-all-time-hint = $CUM earned since joining
leaderboard-friends = Friends
leaderboard-friends-hint = You, the friends you invited and who invited you
leaderboard-hidden = Hidden
leaderboard-you = You
leaderboard-level = Level { $level }
leaderboard-player = Player name
leaderboard-failed = Could not load the leaderboard.
leaderboard-your-rank = Your rank
leaderboard-empty = Nobody has earned $CUM here yet. Be the first!
leaderboard-climb = Earn more $CUM to climb into the list.

## Help
help-title = Help
help-faq-title = Frequently Asked Questions
help-q-earn = How do I earn $CUM?
help-a-earn = Claim the periodic reward on Home, complete tasks, watch videos in Play, play the games and invite friends. Every credit appears in Profile → Activity.
help-q-periodic = How often can I claim the periodic reward?
help-a-periodic = Each claim pays { $perLevel } $CUM times your reward level. The card on Home shows the countdown to your next claim, timed by our server.
help-q-streak = What is the daily streak?
help-a-streak = The number of days in a row (UTC) on which you claimed the periodic reward. Miss a day and it starts again at 1.
help-q-referrals = How do referrals work?
help-a-referrals = Share your code from the Referral page. A friend who uses it within { $days ->
    [one] { $days } day
   *[other] { $days } days
} of signing up gets { $referred } $CUM at once, and you get { $referrer } $CUM when they finish onboarding. A code can be used once per account, and never your own.
help-q-welcome = What is the welcome bonus?
help-a-welcome = { $welcome } $CUM, paid once after you finish onboarding. If you skipped it, claim it from the card on Home.
help-q-level = How do I raise my reward level?
help-a-level = Buy a Reward Multiplier in Upgrades. Each level adds to every periodic reward.
help-q-refused = Why was a claim refused?
help-a-refused = Rewards have limits (one periodic claim per interval, daily caps for videos and games). The message shown tells you why; nothing is taken from your balance.
help-q-delete = How do I delete my account?
help-a-delete = Profile → Settings → Delete Account. Your personal data is erased and you are signed out; this cannot be undone.
help-q-who = Who can use $CUM Rewards?
help-a-who = Adults only: you must be { $age } or older.
help-support-title = Contact Support
help-support-bot = Message our bot @{ $bot } in Telegram and send /help.
help-support-button = Message @{ $bot }
help-support-nobot = Open the $CUM bot in Telegram and send /help.
help-balance-question = A question about a balance? Include the time of the claim from { $link }.
help-activity-link = Profile → Activity

## Play (videos)
play-back = Back
play-unavailable-title = Videos are not available
play-no-videos = There are no videos to watch right now.
play-try-again = Try again
play-pause = Pause
play-play = Play
play-video-unavailable = This video is unavailable
play-cannot-play = This video can't be played right now.
play-earned = Earned
play-previous = Previous video
play-next = Next video
play-swipe-hint = Swipe up/down to change videos
play-actions = Video actions
play-like = Like
play-dislike = Dislike
play-comment = Comment
play-share = Share
play-action-count = { $label } ({ $count })
play-already-done = Already performed
play-action-failed = Failed to process action
play-watched = { $seconds } s watched · ≈{ $estimate }
play-views = { $count ->
    [one] { $shown } view
   *[other] { $shown } views
}

## Error messages by error code (the server's own sentence is shown when a code has no general text)
error-network-error = Could not reach the server. Check your connection and try again.
error-unauthorized = Please sign in again.
error-forbidden = You are not allowed to do this.
error-not-found = We could not find what you asked for.
error-payload-too-large = That is too large to send.
error-too-many-requests = Too many requests. Please wait a moment and try again.
error-internal-error = Something went wrong on our side. Please try again.
error-service-unavailable = The service is busy right now. Please try again in a moment.
error-account-suspended = Your account is suspended: you can look around, but not earn or spend.
error-insufficient-funds = Not enough $CUM for this.
error-password-weak = Use at least { $min } characters and avoid common passwords

## Store items and upgrades by id (the server sends English; figures come from the shared catalogue)
store-item-premium-badge = Premium Badge
store-item-premium-badge-text = Show off a premium badge on your profile.
store-item-vip-pass = VIP Access Pass
store-item-vip-pass-text = { $days ->
    [one] { $days } day of VIP access to exclusive rooms.
   *[other] { $days } days of VIP access to exclusive rooms.
}
store-item-token-booster = Token Booster
store-item-token-booster-text = { $hours ->
    [one] Double your task rewards for { $hours } hour.
   *[other] Double your task rewards for { $hours } hours.
}
store-item-avatar-frame = Custom Avatar Frame
store-item-avatar-frame-text = A unique frame for your avatar.
upgrade-multiplier-2x = Reward Multiplier x2
upgrade-multiplier-2x-text = Double your periodic rewards: { $amount } $CUM per claim instead of { $base }.
upgrade-multiplier-3x = Reward Multiplier x3
upgrade-multiplier-3x-text = Triple your periodic rewards: { $amount } $CUM per claim.
upgrade-task-bonus = Task Bonus
upgrade-task-bonus-text = Earn { $percent }% more $CUM from every task.
upgrade-premium-access = Premium Access
upgrade-premium-access-text = Unlock exclusive rooms and premium content.
shop-reason-insufficient = { $title } costs { $price } $CUM: you need { $missing } $CUM more.
upgrade-reason-after = { $title } unlocks after you buy { $before }.
upgrade-reason-balance = { $title } unlocks when your balance reaches { $amount } $CUM.
