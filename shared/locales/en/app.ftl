# The miniapp's screens (miniapp/src/i18n). Keys are grouped by screen; `en` is the reference.
# Amounts arrive formatted ($amount: "1,000"); counts as numbers, for the plural forms.

## Shell

# The token's name, never translated; a term so that right-to-left text isolates it (it reads "$CUM",
# not "CUM$", inside Persian).
-cum = $CUM

app-loading = Loading...
app-connecting = Connecting...
nav-main = Main
nav-home = Home
nav-tasks = Tasks
nav-play = Play
nav-games = Games
nav-more = More
nav-leaderboard = Leaderboard
nav-rooms = Rooms
nav-upgrades = Upgrades
nav-store = Store
nav-referral = Referral
nav-profile = Profile
nav-settings = Settings
nav-help = Help
header-home = { -cum } home
header-balance = Balance:
menu-account-menu = Account menu
menu-account = Account
menu-admin = Admin Panel
menu-logout = Logout
menu-user = User
menu-level = Level { $level }
bell-title = Notifications
bell-title-new = Notifications (new)
bell-loading = Loading
bell-loading-activity = Loading activity
bell-empty = No notifications yet
bell-empty-hint = Your rewards and purchases will show up here.
bell-latest = Latest activity
offline-banner = You're offline. Changes will show when you're back online.
amount-cum = { $amount } { -cum }

## Errors and the expired session

error-not-found = This page does not exist.
error-new-version = A new version of the app is available.
error-screen = Something went wrong on this screen.
error-reload-hint = Reload to try again, or go back to the app.
error-reload = Reload
error-go-to-app = Go to the app
error-no-server = We could not reach the server.
error-try-again = Try again
error-retry = Retry
error-generic = Something went wrong. Please try again.
error-offline-load = You're offline or the server can't be reached. This refreshes when you're back online.
error-network = Could not reach the server. Check your connection and try again.
error-bad-answer = The server sent an answer this app does not understand.
session-expired = This session has expired. Close and reopen the app from the bot.
session-close = Close

## Toasts

toast-error = Error
toast-reward-claimed = Reward Claimed!
toast-task-claimed = Reward claimed!
toast-received = You received { $amount } { -cum }
toast-plus-amount = +{ $amount } { -cum }
toast-reward-failed = Failed to claim reward
toast-welcome-claimed = Welcome Bonus Claimed!
toast-welcome-received = You received { $amount } { -cum } tokens!
toast-welcome-back = Welcome Back!
toast-all-set = You're all set to start earning tokens!
toast-welcome-failed = Failed to claim the welcome bonus
toast-bonus-applied = Bonus Applied!
toast-bonus-applied-text = You'll receive your referral bonus tokens after completing onboarding.
toast-referral-failed = Failed to apply referral code

## Home

home-name-fallback = there
home-welcome = Welcome, { $name }!
home-welcome-back = Welcome back, { $name }!
home-balance-label = Your { -cum } Balance
home-level = Level { $level }
home-reward-level = Reward Level
home-streak-days = { $days ->
    [one] { $days } day
   *[other] { $days } days
}
home-daily-streak = Reward streak
home-share-title = Share & Earn
home-share-text = Invite friends and earn { $amount } { -cum } for each one who joins
# The reward interval, from REWARD_INTERVAL_MINUTES ($unit: hour or minute; $count: how many).
reward-title = { $unit ->
    [hour] { $count ->
        [1] Hourly Reward
       *[other] { $count }-Hour Reward
    }
   *[minute] Periodic Reward
}
reward-interval = { $unit ->
    [hour] { $count ->
        [1] every hour
       *[other] every { $count } hours
    }
   *[minute] { $count ->
        [1] every minute
       *[other] every { $count } minutes
    }
}
reward-text = Claim { $amount } { -cum } { $every }
reward-claim = Claim Reward
# Inside Telegram the claim is Telegram's own button at the bottom.
reward-ready-native = Your reward is ready: claim it with the button below.
reward-claiming = Claiming...
reward-next-in = Next reward in
reward-load-error = Could not load the reward status
welcome-bonus-title = Welcome Bonus
welcome-bonus-waiting = Your { $amount } { -cum } welcome bonus is waiting.
welcome-bonus-onboarding = Complete onboarding to claim { $amount } { -cum }.
welcome-bonus-claim = Claim Bonus
welcome-bonus-complete = Complete Onboarding
rank-hint = See who earned the most { -cum } this week
rank-earned = { $amount } { -cum } earned this week
rank-yours = Your rank
rank-yours-number = Your rank: #{ $rank }
rank-unranked = Not ranked yet
rank-unranked-hint = Earn your first { -cum } this week to join the board
suspension-title = Account suspended
suspension-reason = Reason: { $reason }
suspension-until = Until { $date }.
suspension-until-lifted = Until staff lift it.
suspension-text = You can still sign in and look around, but you can't earn or spend { -cum }.

## Tasks

tasks-daily = Daily
tasks-weekly = Weekly
tasks-special = Special
tasks-section = { $section } tasks
tasks-resets-in = { $unit ->
    [day] resets in { $count } d
    [hour] resets in { $count } h
   *[minute] resets in { $count } min
}
tasks-load-error = Could not load tasks
tasks-empty = No tasks available at the moment
tasks-empty-hint = New tasks are added regularly. Check back soon!
task-done = Done
task-complete = Complete
task-start = Start
task-go = Go
task-verify = Verify
task-claim = Claim Reward
task-claim-in = Claim in { $seconds }s
task-claim-in-long = { $seconds ->
    [one] Claim in { $seconds } second
   *[other] Claim in { $seconds } seconds
}
task-wait-note = Finish on the page that opened: your reward unlocks in { $seconds } s

## Games

games-load-error = Could not load games
games-all = All games
games-more = More games
games-soon = More games coming soon
games-soon-hint = New ways to earn { -cum } are on the way. Stay tuned!
games-save-failed = Could not save your score.
games-submit-failed = Could not submit your score.
games-start-failed = Could not start the game.
clicker-up-to = Up to { $amount } { -cum }/hour
clicker-description = Tap the coin: every { $taps } taps earn { $amount } { -cum }.
clicker-play = Play CUM Clicker
clicker-paused = Tapping paused: hourly limit reached
clicker-tap = Tap to earn
clicker-points-label = { $points ->
    [one] point
   *[other] points
}
clicker-capped = You've reached this hour's limit: taps don't earn until it frees up.
clicker-next-payout = Next payout at { $points } points
clicker-this-run = This run
clicker-earnings = Clicker earnings
clicker-credited = Credited by the server
clicker-per-tap = Each tap earns { $amount } { -cum }
clicker-taps-label = { $taps ->
    [one] tap
   *[other] taps
}
clicker-this-visit = This visit
clicker-partial = Some taps were not paid: out of energy or at the hourly limit.
clicker-retrying = Could not save your taps. Retrying.
clicker-energy = Energy
clicker-energy-empty = Out of energy: it refills by itself
clicker-energy-aria = Clicker energy
cap-reached = Hourly limit reached
cap-left = Left this hour
cap-of = { $left } of { $cap } { -cum }
cap-aria = Clicker earnings left this hour
cap-again-from = Taps earn again from { $time }.
rush-range = { $min }-{ $max }
rush-per-game = { $range } { -cum } per game
rush-description = { $seconds } seconds of falling tokens: the higher your score, the bigger the reward.
rush-games-left = { $left } of { $total } games left today
rush-play = Play Token Rush
rush-subtitle = { $seconds } seconds · { $range } { -cum } per game
rush-intro = Tokens fall for { $seconds } seconds. Tap them before they drop: the more you catch, the more you win.
rush-start = Start game
rush-time-left = Time left
rush-seconds = { $seconds } s
rush-score = score
rush-progress = Round progress
rush-submitting = Submitting your score…
rush-checking = Checking your catches…
rush-verified = Verified score: { $score } of { $max }
rush-send-again = Send score again
rush-play-again = Play again
rush-how = How it works
rush-how-aria = How Token Rush works
rush-rules = The server starts the round and draws its tokens; a token counts when you tap it while it falls (gold ones are worth { $gold }), checked by the server within { $tolerance } ms. Reward: { $min } { -cum } plus up to { $spread } { -cum } by the share of tokens caught, so { $range } { -cum } a game, { $games } games a day.

## Profile and Settings

profile-loading = Loading profile...
profile-sections = Profile sections
profile-tab-profile = Profile
profile-tab-settings = Settings
profile-tab-activity = Activity
profile-admin = Admin
profile-save = Save
profile-saving = Saving...
profile-edit = Edit
profile-balance = { -cum } Balance
profile-hide-balance = Hide balance
profile-show-balance = Show balance
profile-tasks-done = Tasks Done
profile-total-rewards = Total Rewards
profile-day-streak = Day Streak
profile-personal = Personal Information
profile-first-name = First Name
profile-last-name = Last Name
profile-username = Username
profile-account = Account Details
profile-member-since = Member Since
profile-recently = Recently
profile-telegram-id = Telegram ID
profile-not-linked = Not linked
settings-language = Language
settings-notifications = Notifications
settings-privacy = Privacy
settings-email-notifications = Email Notifications
settings-push-notifications = Push Notifications
settings-task-reminders = Task Reminders
settings-reward-alerts = Reward Alerts
settings-private-profile = Private Profile
settings-show-balance = Show Balance
settings-show-level = Show Level
settings-updated = Settings updated
settings-saved = Your settings have been saved.
settings-failed = Failed to update settings
settings-update-failed = Update failed
settings-allow-bot = Allow the bot to message you to turn on Reward Alerts.

## Onboarding

onboarding-aria = Onboarding
onboarding-age-aria = Age confirmation
onboarding-step = Step { $step } of { $total }
onboarding-continue = Continue
onboarding-back = Back
onboarding-save-failed = Could not save your answer. Please try again.
age-title = Adults only
age-text = { -cum } is a rewards platform for adult entertainment. You must be 18 years or older to use it.
age-confirm = I confirm that I am 18 years of age or older
age-confirming = Confirming...
age-yes = I am 18 or older
age-no = I am under 18: leave
onboarding-1-title = Welcome to { -cum }!
onboarding-1-text = Earn { -cum } tokens for what you already enjoy: watching, playing, sharing and inviting friends.
onboarding-2-title = Earn through tasks
onboarding-2-text = Complete daily, weekly and special tasks to collect tokens.
onboarding-example-checkin = Daily Check-in
onboarding-example-checkin-detail = Open the app every day
onboarding-example-share = Share Content
onboarding-example-share-detail = Share 3 posts
onboarding-example-invite = Invite Friends
onboarding-example-invite-detail = Bring a friend along
onboarding-3-title = Referral bonus
onboarding-3-text = Invite friends with your code: you get { $referrer } { -cum } when they finish onboarding, they get { $referred } { -cum } for using it.
onboarding-4-title = Live rooms & content
onboarding-4-text = Browse live rooms from our streaming partner and discover premium content from creators.
onboarding-5-title = Watch, play & earn
onboarding-5-text = Earn while you watch short videos and play mini-games. Claim your periodic reward to keep the streak going.
onboarding-6-title = Ready to Start!
onboarding-6-text = Claim your { $amount } { -cum } welcome bonus and start earning.
onboarding-bonus = Welcome bonus
onboarding-bonus-detail = Credited to your balance at once
onboarding-periodic = Periodic reward
onboarding-every-fallback = regularly
onboarding-periodic-detail = Claim it { $every }: { $amount } { -cum } per level
onboarding-friend = Each friend you invite
onboarding-friend-detail = When a friend finishes onboarding
referral-have-code = Have a Referral Code?
referral-applied = Referral code applied. Your bonus is on its way.
referral-already-applied = Your friend's referral code is already applied to your account.
referral-code = Referral code
referral-enter = Enter code
referral-applying = Applying...
referral-apply = Apply Code
referral-skip = Skip for now


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
# Number matching: the bot asks the user to pick this number (shown after it) among three.
auth-telegram-code = In Telegram, tap this number:
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
# The confirmation sheet before a purchase (Store, Upgrades).
purchase-title = Confirm purchase
purchase-price = Price
purchase-balance-after = Balance after
purchase-buying = Buying...
purchase-buy-for = Buy for { $amount } { -cum }
purchase-cancel = Cancel
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
upgrades-sets-level = Raises your reward level to { $level } of { $max } (now { $current })
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
referral-success = Success!
referral-use-failed = Failed to use referral code
referral-list-title = Your Referrals
referral-list-failed = Could not load your referrals
referral-none = No referrals yet
referral-user = User #{ $id }
referral-private-friend = A friend (private profile)
referral-you-earned = You earned +{ $amount } { -cum }
referral-joined = Joined { $date }
referral-completed-on = Completed { $date }
referral-status-completed = Completed
referral-status-pending = Pending
# Why a pending referral has not paid yet (both sides).
referral-waits-onboarding = Waiting for your friend to finish onboarding
referral-waits-email = Waiting for your friend to confirm their email
referral-own-waits-email = Your friend's referral reward is paid once you confirm your email. Open the link we sent you.

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
help-q-streak = What is the reward streak?
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
error-code-network-error = Could not reach the server. Check your connection and try again.
error-code-unauthorized = Please sign in again.
error-code-forbidden = You are not allowed to do this.
error-code-not-found = We could not find what you asked for.
error-code-payload-too-large = That is too large to send.
error-code-too-many-requests = Too many requests. Please wait a moment and try again.
error-code-internal-error = Something went wrong on our side. Please try again.
error-code-service-unavailable = The service is busy right now. Please try again in a moment.
error-code-account-suspended = Your account is suspended: you can look around, but not earn or spend.
error-code-insufficient-funds = Not enough $CUM for this.
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

## daily streak card
streak-title = Daily Streak
streak-toast = Day { $day } streak!
streak-claim-failed = Could not claim today's streak reward
streak-claim-button = Claim day { $day }: { $amount } { -cum }
streak-load-failed = Could not load your streak
streak-summary-none = Come back every day: each day in a row pays more.
streak-summary = { $days ->
    [one] { $days } day in a row
   *[other] { $days } days in a row
}. Miss a day and it starts again.
streak-day-aria = Day { $day }: { $amount } { -cum }, { $state ->
    [claimed] claimed
    [today] today
   *[other] to come
}
streak-day = Day { $day }
streak-done = Today's reward is claimed. Come back tomorrow for day { $next }.
streak-use-button = Claim today's reward with the button below.
toast-dismiss = Dismiss notification

## Refusals of the server with their figures (shared/src/contract/error-reasons.ts, lib/error-reasons.ts).
## `wait-*` are durations after "in" ("in 5 minutes"); amounts arrive formatted.
wait-seconds = { $seconds ->
    [one] { $seconds } second
   *[other] { $seconds } seconds
}
wait-minutes = { $minutes ->
    [one] { $minutes } minute
   *[other] { $minutes } minutes
}
wait-hours = { $hours ->
    [one] { $hours } hour
   *[other] { $hours } hours
}
wait-hours-minutes = { $hours } { $minutes }
error-code-too-early = It's too early for that. Please try again a little later.
error-code-already-done = That is already done.
error-code-limit-reached = You've reached the limit for now. Please try again later.
error-code-locked = This is still locked.
error-reason-reward-too-early = Next reward in { $wait } (at { $time }).
error-reason-streak-claimed = Today's streak reward is already claimed. Come back tomorrow.
error-reason-store-unavailable = Coming soon: { $item } is not available yet.
error-reason-store-owned = You already own the { $item }.
error-reason-store-insufficient = { $item } costs { $price } $CUM: you need { $missing } $CUM more.
error-reason-upgrade-owned = You already own { $upgrade }.
error-reason-upgrade-locked-after = { $upgrade } unlocks after you buy { $before }.
error-reason-upgrade-locked-balance = { $upgrade } unlocks when your balance reaches { $balance } $CUM.
error-reason-upgrade-insufficient = { $upgrade } costs { $price } $CUM: you need { $missing } $CUM more.
error-reason-task-done = You have already completed this task for now.
error-reason-task-too-early = Finish the task first: you can claim the reward in { $wait }.
error-reason-task-not-joined = You haven't joined the channel yet. Join it, then claim your reward.
error-reason-clicker-too-fast = Those taps came faster than anyone can tap (at most { $perSecond } a second). Nothing was credited.
error-reason-clicker-hourly-cap = You've reached the clicker limit of { $cap } $CUM an hour. Try again in { $wait }.
error-reason-clicker-no-energy = Out of energy. It refills in { $wait }.
error-reason-rush-daily-limit = { $games ->
    [one] You've played your { $games } Token Rush game for today. Come back tomorrow!
   *[other] You've played all { $games } Token Rush games for today. Come back tomorrow!
}
error-reason-rush-in-progress = You already have a Token Rush game in progress. Finish it, or wait a minute for it to expire, before starting another.
error-reason-rush-too-early = A Token Rush round lasts { $wait }: that result came too early. Nothing was credited.
error-reason-rush-expired = This game session has expired. Start a new game.
error-reason-video-daily-limit = You've reached today's limit of { $duration } of paid watching. Come back tomorrow!
error-reason-video-done = You've already performed this action on this video.
error-reason-referral-used = You have already used a referral code.
error-reason-referral-unknown = That referral code doesn't exist. Check it and try again.
error-reason-referral-own = You can't use your own referral code.
error-reason-referral-cycle = This friend joined with your code, so you can't use theirs.
error-reason-referral-window = { $days ->
    [one] Referral codes can only be used within { $days } day of creating your account.
   *[other] Referral codes can only be used within { $days } days of creating your account.
}
error-reason-onboarding-incomplete = Complete onboarding first, then claim your welcome bonus of { $bonus } $CUM.
error-reason-onboarding-age = Please confirm that you are 18 or older before you finish onboarding.
error-reason-onboarding-claimed = You have already claimed your welcome bonus.
error-reason-account-suspended = { $until ->
    [none] Your account is suspended: { $note }. You can still sign in and look around, but not earn or spend $CUM.
   *[other] Your account is suspended until { $until }: { $note }. You can still sign in and look around, but not earn or spend $CUM.
}
error-reason-rate-limited = Too many attempts. Please try again in { $wait }.
error-reason-username-taken = This username is already taken. Please choose another one.
error-reason-link-invalid = This link is invalid, expired or already used. Ask for a new one.
error-reason-claim-busy = Another claim is being saved. Please try again.
error-reason-clicker-busy = Another score is being saved. Please try again.
error-reason-taps-busy = Another batch of taps is being saved. Please try again.
error-reason-video-busy = Another watch report is being saved. Please try again.
error-reason-task-changed = This task changed meanwhile. Please try again.
error-reason-rush-busy = Too many games are starting at once. Please try again.
error-reason-store-just-bought = That purchase has just gone through. Check your perks before buying again.
error-reason-wallet-taken = This wallet is already linked to another account.
error-reason-wallet-linked = Your account already has a wallet.
error-reason-email-taken = This email now belongs to another account, so it cannot be added to yours.
error-reason-email-taken-back = This email now belongs to another account, so it cannot be given back to yours.
error-reason-rush-submitted = This game's score was already submitted. Start a new game to play again.
error-reason-rush-no-session = This game session doesn't exist. Start a new Token Rush game.
error-reason-task-one-step = This task completes in one step: tap Complete.
error-reason-task-has-steps = This task has steps: start it, do the action, then claim the reward.
error-reason-task-started = You have already started this task.
error-reason-task-start-first = Start the task first.
error-reason-task-action-done = You have already done the action for this task. Claim your reward.
error-reason-task-action-first = Do the task action before claiming the reward.
error-reason-task-unavailable = This task is not available.
error-reason-task-no-channel = This task has no channel to check yet. Please try again later.
error-reason-task-needs-telegram = Sign in with Telegram first: this task checks that you joined the channel.
error-reason-video-unknown = This video doesn't exist.
error-reason-wallet-coming-soon = Wallet connect coming soon! We're working on integrating MetaMask and other Web3 wallets.
error-reason-account-gone = This account no longer exists.
error-reason-email-signin-off = Email sign-in is turned off on this server.
error-reason-credentials-invalid = Invalid email or password.
error-reason-password-wrong = Your password is not correct.
error-reason-email-same = This is already your email.
error-reason-login-number-wrong = That was not the number your browser showed: sign-in cancelled.
error-reason-login-link-expired = This login link has expired or was already used. Please start again.
error-reason-login-link-used = This login link has expired or was already used.
error-reason-login-cancelled = Sign-in was cancelled in Telegram. Start again to sign in.
error-reason-not-possible-now = That is not possible right now.
error-reason-task-channel-hidden = We can't check this channel: the bot can't see its members yet. Please try again later.
error-reason-task-check-unavailable = We can't check channel membership right now. Please try again later.

## profile activity tab; ledger entries named by their kind outside English
activity-load-failed = Could not load your activity
activity-empty = No activity yet
activity-empty-hint = Claim a reward or complete a task to start.
activity-recent = Recent Activity
ledger-kind-welcome-bonus = Welcome bonus
ledger-kind-periodic-reward = Periodic reward
ledger-kind-daily-streak = Daily streak reward
ledger-kind-task-reward = Task reward
ledger-kind-referral-bonus = Referral bonus
ledger-kind-referral-reward = Referral reward
ledger-kind-video-watch = Video watching
ledger-kind-video-social = Video like or share
ledger-kind-game-clicker = CUM Clicker
ledger-kind-game-rush = Token Rush
ledger-kind-upgrade-purchase = Upgrade purchase
ledger-kind-store-purchase = Store purchase
ledger-kind-admin-adjustment = Balance adjustment by staff

## profile: sign-in methods, danger zone, wallet and profile toasts
profile-auth-methods = Authentication Methods
profile-auth-primary = Primary
profile-auth-not-added = Not added
profile-auth-not-connected = Not connected
profile-auth-add-email = Add Email
profile-auth-connecting = Connecting...
profile-danger-zone = Danger Zone
profile-delete-warning = Deleting your account erases your personal data and signs you out. It cannot be undone.
profile-delete-account = Delete Account
profile-delete-title = Delete your account?
profile-delete-text = Your balance, profile and sign-in methods will be gone for good. Type { $word } to confirm.
profile-delete-your-username = Your username
profile-delete-type-word = Type { $word }
profile-deleting = Deleting...
profile-delete-failed = Failed to delete account
wallet-connected = Wallet connected
wallet-connected-hint = You can now sign in with this wallet too.
wallet-none = No wallet found
wallet-none-hint = Install MetaMask or another browser wallet, then try again.
wallet-connect-failed = Failed to connect wallet
profile-updated = Profile updated
profile-updated-hint = Your profile has been successfully updated.
profile-update-failed = Failed to update profile
profile-update-failed-short = Update failed
tasks-loading-aria = Loading tasks

## the contract's field rules (names, usernames), for the server's field issues and the profile editor
field-required = { $field } is required
field-too-long = { $field } must be at most { $max } characters
auth-error-username-long = Username must be at most { $max } characters
auth-error-username-chars = Username may contain only letters, digits and underscores
