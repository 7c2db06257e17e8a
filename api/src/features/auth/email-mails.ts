import { DEFAULT_LANGUAGE, type Language } from '@cum/shared/domain/languages';
import type { Mail } from '../mail/service.ts';
import { mailText } from '../mail/service.ts';

/**
 * The mails the API sends (plain text: no tracking, nothing to render), in the recipient's language
 * from shared/locales/<code>/mail.ftl.
 */
export const LINK_TTL_MS = 24 * 3600 * 1000;

/** The body with its signature, and the link lifetime (LINK_TTL_MS) as the catalog words it. */
function body(language: Language, key: string, vars: Record<string, string> = {}) {
  const lifetime = mailText(language, 'link-lifetime', { hours: LINK_TTL_MS / 3600_000 });
  return `${mailText(language, key, { ...vars, lifetime })}\n\n${mailText(language, 'mail-signature')}`;
}

export function verificationMail(
  to: string,
  link: string,
  change: boolean,
  language: Language = DEFAULT_LANGUAGE,
): Mail {
  const kind = change ? 'verification-change' : 'verification';
  return {
    to,
    subject: mailText(language, `${kind}-subject`),
    text: body(language, 'verification-body', { intro: mailText(language, `${kind}-intro`), link }),
    link,
  };
}

export function alreadyRegisteredMail(
  to: string,
  loginUrl: string,
  forgotUrl: string,
  language: Language = DEFAULT_LANGUAGE,
): Mail {
  return {
    to,
    subject: mailText(language, 'already-registered-subject'),
    text: body(language, 'already-registered-body', { loginUrl, forgotUrl }),
    link: loginUrl,
  };
}

export function resetMail(to: string, link: string, language: Language = DEFAULT_LANGUAGE): Mail {
  return {
    to,
    subject: mailText(language, 'reset-subject'),
    text: body(language, 'reset-body', { link }),
    link,
  };
}

export function emailInUseMail(to: string, language: Language = DEFAULT_LANGUAGE): Mail {
  return {
    to,
    subject: mailText(language, 'email-in-use-subject'),
    text: body(language, 'email-in-use-body'),
  };
}

export function emailChangedMail(to: string, undoLink: string, language: Language = DEFAULT_LANGUAGE): Mail {
  return {
    to,
    subject: mailText(language, 'email-changed-subject'),
    text: body(language, 'email-changed-body', { link: undoLink }),
    link: undoLink,
  };
}
