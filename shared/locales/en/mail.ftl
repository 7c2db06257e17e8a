# The API's mails (plain text: no markup). Every duration comes from a variable (the link's lifetime
# from api/src/features/auth/email-mails.ts): never type a number into a text.

mail-signature = — $CUM Rewards
link-lifetime =
    { $hours ->
        [one] { $hours } hour
       *[other] { $hours } hours
    }

verification-subject = Confirm your email for $CUM Rewards
verification-change-subject = Confirm your new email for $CUM Rewards
verification-intro = Welcome to $CUM Rewards!
verification-change-intro = You asked to use this address for your $CUM Rewards account.
verification-body =
    { $intro }

    Confirm this email address by opening the link below (it works once, for { $lifetime }):

    { $link }

    If this wasn't you, ignore this mail: nothing changes without the link.

already-registered-subject = Someone tried to register with your email
already-registered-body =
    Someone (maybe you) tried to create a $CUM Rewards account with this email address, which already has an account. No new account was created.

    Sign in: { $loginUrl }
    Forgot your password? { $forgotUrl }

    If this wasn't you, you can ignore this mail.

reset-subject = Reset your $CUM Rewards password
reset-body =
    Someone (hopefully you) asked to reset the password of the $CUM Rewards account of this email.

    Choose a new password here (the link works once, for { $lifetime }):

    { $link }

    Setting a new password signs the account out everywhere. If this wasn't you, ignore this mail.

email-in-use-subject = Someone tried to add your email to another account
email-in-use-body =
    Someone tried to add this email address to another $CUM Rewards account. It already belongs to your account, so nothing changed.

    If this wasn't you, you can ignore this mail.

email-changed-subject = Your $CUM Rewards email was changed
email-changed-body =
    The email of your $CUM Rewards account was changed: this address no longer signs in to it, and the account's other devices were signed out.

    If this wasn't you, undo the change with the link below (it works once, for { $lifetime }). It gives the account back this address, signs it out everywhere and mails you a link to choose a new password:

    { $link }

    If it was you, ignore this mail.
