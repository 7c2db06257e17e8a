import type { Mail } from '../mail/service.ts';

/** The texts of every mail the API sends (plain text: no tracking, nothing to render). */
export const LINK_TTL_MS = 24 * 3600 * 1000;

const sign = '\n\n— $CUM Rewards';

export function verificationMail(to: string, link: string, change: boolean): Mail {
  return {
    to,
    subject: change ? 'Confirm your new email for $CUM Rewards' : 'Confirm your email for $CUM Rewards',
    text: `${change ? 'You asked to use this address for your $CUM Rewards account.' : 'Welcome to $CUM Rewards!'}\n\nConfirm this email address by opening the link below (it works once, for 24 hours):\n\n${link}\n\nIf this wasn't you, ignore this mail: nothing changes without the link.${sign}`,
    link,
  };
}

export function alreadyRegisteredMail(to: string, loginUrl: string, forgotUrl: string): Mail {
  return {
    to,
    subject: 'Someone tried to register with your email',
    text: `Someone (maybe you) tried to create a $CUM Rewards account with this email address, which already has an account. No new account was created.\n\nSign in: ${loginUrl}\nForgot your password? ${forgotUrl}\n\nIf this wasn't you, you can ignore this mail.${sign}`,
    link: loginUrl,
  };
}

export function resetMail(to: string, link: string): Mail {
  return {
    to,
    subject: 'Reset your $CUM Rewards password',
    text: `Someone (hopefully you) asked to reset the password of the $CUM Rewards account of this email.\n\nChoose a new password here (the link works once, for 24 hours):\n\n${link}\n\nSetting a new password signs the account out everywhere. If this wasn't you, ignore this mail.${sign}`,
    link,
  };
}

export function emailInUseMail(to: string): Mail {
  return {
    to,
    subject: 'Someone tried to add your email to another account',
    text: `Someone tried to add this email address to another $CUM Rewards account. It already belongs to your account, so nothing changed.\n\nIf this wasn't you, you can ignore this mail.${sign}`,
  };
}

export function emailChangedMail(to: string, undoLink: string): Mail {
  return {
    to,
    subject: 'Your $CUM Rewards email was changed',
    text: `The email of your $CUM Rewards account was changed: this address no longer signs in to it, and the account's other devices were signed out.\n\nIf this wasn't you, undo the change with the link below (it works once, for 24 hours). It gives the account back this address, signs it out everywhere and mails you a link to choose a new password:\n\n${undoLink}\n\nIf it was you, ignore this mail.${sign}`,
    link: undoLink,
  };
}
