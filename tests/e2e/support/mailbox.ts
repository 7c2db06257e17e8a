import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';

export interface SentMail {
  to: string;
  subject: string;
  text: string;
  link?: string;
}

/**
 * The e2e server's development mailbox (DATA_DIR/mail, one JSON file per mail; the Playwright config
 * exports DATA_DIR as E2E_DATA_DIR). Waits up to 5 s for a mail to `to` whose subject matches.
 */
export async function waitForMail(to: string, subject: RegExp): Promise<SentMail> {
  const dir = join(process.env.E2E_DATA_DIR ?? '', 'mail');
  const deadline = Date.now() + 5000;
  for (;;) {
    // Only finished mails: the mailer writes `.<name>.tmp` and renames it to `<name>.json`.
    const names = (await readdir(dir).catch(() => [] as string[]))
      .filter((n) => n.endsWith('.json'))
      .sort()
      .reverse();
    for (const name of names) {
      const mail = JSON.parse(await readFile(join(dir, name), 'utf8')) as SentMail;
      if (mail.to.toLowerCase() === to.toLowerCase() && subject.test(mail.subject)) return mail;
    }
    if (Date.now() > deadline) throw new Error(`no mail to ${to} matching ${subject}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** The path and query of a mailed link, to open on the test's own baseURL. */
export const linkPath = (mail: SentMail) => {
  if (!mail.link) throw new Error(`mail "${mail.subject}" has no link`);
  const url = new URL(mail.link);
  return `${url.pathname}${url.search}`;
};

/** The token a mailed link carries, in its query or its fragment. */
export const linkToken = (mail: SentMail) => {
  if (!mail.link) throw new Error(`mail "${mail.subject}" has no link`);
  const url = new URL(mail.link);
  const token = url.searchParams.get('token') ?? new URLSearchParams(url.hash.slice(1)).get('token');
  if (!token) throw new Error(`mail "${mail.subject}" has no token in its link`);
  return token;
};
