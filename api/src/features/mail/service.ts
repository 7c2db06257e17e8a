import { randomBytes } from 'node:crypto';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import nodemailer from 'nodemailer';
import type { Config } from '../../config.ts';
import { redactUrlSecrets } from '../../http/redact-url.ts';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  /** The one link of the mail, if any (the development mailbox logs it without its token). */
  link?: string;
}

export interface Mailer {
  send(mail: Mail): Promise<void>;
}

export interface MailLogger {
  info(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

/**
 * SMTP through nodemailer when SMTP_URL is set. Otherwise (never in production: config refuses it)
 * each mail becomes a JSON file in DATA_DIR/mail/ (the log names the file; its link is logged without
 * the token: no secret in a log line), so a developer or a test can follow it.
 */
export function createMailer({ config, log }: { config: Config; log?: MailLogger }): Mailer {
  if (config.smtpUrl) {
    const transport = nodemailer.createTransport(config.smtpUrl);
    return {
      async send(mail) {
        await transport.sendMail({
          from: config.mailFrom,
          to: mail.to,
          subject: mail.subject,
          text: mail.text,
        });
      },
    };
  }
  const dir = join(resolve(config.dataDir), 'mail');
  return {
    async send(mail) {
      await mkdir(dir, { recursive: true });
      const sentAt = new Date();
      const name = `${sentAt.getTime()}-${randomBytes(4).toString('hex')}.json`;
      const file = { from: config.mailFrom, sentAt: sentAt.toISOString(), ...mail };
      // Written aside and renamed: a reader of the mailbox never sees half a mail.
      const tmp = join(dir, `.${name}.tmp`);
      await writeFile(tmp, `${JSON.stringify(file, null, 2)}\n`);
      await rename(tmp, join(dir, name));
      log?.info(
        {
          to: mail.to,
          subject: mail.subject,
          link: mail.link && redactUrlSecrets(mail.link),
          file: join(dir, name),
        },
        'mail written to the development mailbox',
      );
    },
  };
}

/** Sends; a failure is logged, never thrown (for work that already runs after the answer). */
export function sendLogged(mailer: Mailer, mail: Mail, log?: MailLogger): Promise<void> {
  return mailer.send(mail).catch((err: unknown) => log?.error({ err, to: mail.to }, 'sending mail failed'));
}

/** Sends without making the caller wait (the answer time must not depend on the mail server). */
export function sendInBackground(mailer: Mailer, mail: Mail, log?: MailLogger): void {
  void sendLogged(mailer, mail, log);
}

/** The mails' catalogs (shared/locales/<code>/mail.ftl) and the recipient's language. */
export { mailLanguageOf, mailText } from './catalog.ts';
