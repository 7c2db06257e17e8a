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
home-daily-streak = Daily Streak
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
referral-code = Referral code
referral-enter = Enter code
referral-applying = Applying...
referral-apply = Apply Code
referral-skip = Skip for now
