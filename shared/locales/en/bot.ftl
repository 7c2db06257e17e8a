# The bot's texts (grammY, @grammyjs/i18n). Markup: Telegram HTML (<b>, <i>, <code>); the bot escapes
# every variable, so a user's name can never inject markup. Amounts, intervals and limits are always
# variables taken from shared/src/domain or the configuration: never type a number into a text.

## Shared pieces

# { $count } of { $unit } (day, hour or minute): "every 3 hours".
every-interval =
    { $unit ->
        [day] { $count ->
            [one] every day
           *[other] every { $count } days
        }
        [hour] { $count ->
            [one] every hour
           *[other] every { $count } hours
        }
       *[minute] { $count ->
            [one] every minute
           *[other] every { $count } minutes
        }
    }
cum-amount = { $amount } $CUM
open-app = Open app
referral-terms = Invite friends: each friend who joins with your link gets { $bonus }, and you get { $reward } once they complete onboarding in the app.

## /start

greeting =
    Hi <b>{ $name }</b>! Welcome to $CUM.
    Claim a reward { $interval }, complete tasks, watch videos and play games to earn $CUM.
    { $terms }
greeting-anonymous =
    Hi there! Welcome to $CUM.
    Claim a reward { $interval }, complete tasks, watch videos and play games to earn $CUM.
    { $terms }
referral-kept = You were invited by a friend: open the app to create your account and get your { $bonus } referral bonus.
referral-has-account = You already have an account, so this invite can't be applied automatically. If you haven't used a referral code yet, enter <code>{ $code }</code> on the Referral screen of the app.
referral-unknown = This invite link isn't valid (we don't know its referral code), but you're welcome to join anyway.
referral-own = That's your own invite link: share it with friends (/invite gives you a share button). Your own code can't be used on your account.
open-app-link = Open the app: { $url }

## Everyday answers

fallback =
    I didn't understand that. Everything happens in the app: tap the button below.

    /balance - your $CUM balance
    /invite - your invite link
    /help - what this bot can do
group-start = I work in a private chat: open { $link } to earn $CUM.
stale-button = This button no longer works. Send /start for a fresh menu.
no-account = You don't have a $CUM account yet: open the app to create one, then try again.
sorry = Sorry, something went wrong on our side. Please try again in a moment.
unavailable = The service is briefly unavailable. Please try again in a few seconds.
suspended = Your account is suspended: { $reason }. You can still sign in and look around, but not earn or spend $CUM.
suspended-until = Your account is suspended until { $until } UTC: { $reason }. You can still sign in and look around, but not earn or spend $CUM.
app = Tap the button to open the $CUM app.
balance = Your balance: <b>{ $amount }</b>.
invite =
    <b>Your invite link:</b>
    { $link }

    Your code: <code>{ $code }</code>
    { $terms }
invite-share = Share invite link
invite-share-text = Join me on $CUM and get a bonus!

## /help and the command menu

help-intro = Earn $CUM with rewards, tasks, videos, games and friends, all in the app.
help-admin = Admin commands:
command-start = Welcome and the app button
command-app = Open the $CUM app
command-balance = Your $CUM balance
command-invite = Your invite link to share
command-help = What this bot can do

# The bot's profile: shown in an empty chat before /start (512 characters at most).
description =
    Earn $CUM: claim a reward { $interval }, complete tasks, watch videos and play games.

    { $terms }

    Press Start, then Open app.
# Shown on the bot's profile page and in shared links (120 characters at most).
short-description = Earn $CUM with rewards, tasks, videos, games and friends.

## Browser sign-in (/start auth_<token>)

login-ask =
    <b>Sign in to { $site } in your browser?</b>

    Requested by { $browser } at { $time } UTC ({ $ago }).

    Only confirm if you just pressed Sign in on a computer yourself. If someone sent you this link, press Cancel: confirming would sign them into your account.
login-pick = To confirm, tap the number your browser shows.
login-ago =
    { $minutes ->
        [0] just now
        [one] 1 minute ago
       *[other] { $minutes } minutes ago
    }
login-confirm = Confirm
login-cancel = Cancel
login-confirmed = You're signed in to { $site }. Go back to your browser: it continues on its own.
login-cancelled = Sign-in cancelled. The link no longer works and nothing was shared with the browser.
login-wrong-code = That was not the number your browser showed, so the sign-in was cancelled. If it was you, press Sign in again in your browser.
login-gone = This sign-in link has expired or was already used. Go back to your browser and start again.

## Notifications

updates-header =
    { $count ->
        [one] You have 1 update:
       *[other] You have { $count } updates:
    }
notify-reward_ready = Your { $amount } reward is ready. Open the app to claim it!
notify-referral_completed = Your friend completed onboarding: you earned { $amount }!
notify-bonus_received = Your { $amount } welcome bonus is in your balance. Keep earning in the app!
