import { readdir, readFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import type { TestApp } from './test-app.ts';

export interface SentMail {
  to: string;
  subject: string;
  text: string;
  link?: string;
  sentAt: string;
}

/** Every mail of the development mailbox (DATA_DIR/mail), oldest first. */
export async function allMail(t: TestApp): Promise<SentMail[]> {
  const dir = join(resolve(t.services.config.dataDir), 'mail');
  // Finished mails only: the mailer writes `.<name>.tmp` and renames it to `<name>.json`.
  const names = (await readdir(dir).catch(() => [] as string[])).filter((n) => n.endsWith('.json'));
  const mails = await Promise.all(
    names.sort().map(async (n) => JSON.parse(await readFile(join(dir, n), 'utf8')) as SentMail),
  );
  return mails;
}

/** The mails sent to `to` (case-insensitive), waiting up to 2 s for at least `count` of them. */
export async function mailTo(t: TestApp, to: string, count = 1): Promise<SentMail[]> {
  const deadline = Date.now() + 2000;
  for (;;) {
    const mails = (await allMail(t)).filter((m) => m.to.toLowerCase() === to.toLowerCase());
    if (mails.length >= count || Date.now() > deadline) return mails;
    await new Promise((r) => setTimeout(r, 25));
  }
}

/** The token of the last link mailed to `to`. */
export async function lastToken(t: TestApp, to: string, count = 1): Promise<string> {
  const mails = await mailTo(t, to, count);
  const link = mails.at(-1)?.link;
  const token = link ? new URL(link).searchParams.get('token') : null;
  if (!token) throw new Error(`no link mailed to ${to}`);
  return token;
}
