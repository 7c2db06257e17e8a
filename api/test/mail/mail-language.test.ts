import { readdir } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { contract } from '@cum/shared/contract';
import { describe, expect, it } from 'vitest';
import {
  emailChangedMail,
  emailInUseMail,
  resetMail,
  verificationMail,
} from '../../src/features/auth/email-mails.ts';
import { mailTo } from '../helpers/mailbox.ts';
import { useTestApp } from '../helpers/test-app.ts';

/** Mails in the recipient's language, from shared/locales/<code>/mail.ftl. */
describe('mails in the recipient language', () => {
  it('English keeps its texts, the link lifetime coming from LINK_TTL_MS', () => {
    const mail = resetMail('a@example.com', 'https://x.test/r?token=T');
    expect(mail.subject).toBe('Reset your $CUM Rewards password');
    expect(mail.text).toContain('(the link works once, for 24 hours):\n\nhttps://x.test/r?token=T\n\n');
    expect(mail.text.endsWith('\n\n— $CUM Rewards')).toBe(true);
  });

  it('each mail is translated, with its link and the lifetime in the language plural', () => {
    expect(verificationMail('a@example.com', 'L1', false, 'ru')).toMatchObject({
      subject: 'Подтвердите email для $CUM Rewards',
      text: expect.stringContaining('(она работает один раз в течение 24 часов):\n\nL1'),
      link: 'L1',
    });
    expect(verificationMail('a@example.com', 'L2', true, 'es').subject).toBe(
      'Confirma tu nuevo correo para $CUM Rewards',
    );
    expect(resetMail('a@example.com', 'L3', 'pt-BR').text).toContain('por 24 horas):\n\nL3');
    expect(emailInUseMail('a@example.com', 'id').subject).toBe(
      'Seseorang mencoba menambahkan email kamu ke akun lain',
    );
    expect(emailChangedMail('a@example.com', 'L4', 'fa').text).toContain('به مدت ۲۴ ساعت');
  });

  const t = useTestApp();

  it('a password reset mail goes out in the account language (Settings choice over Telegram code)', async () => {
    const email = 'lang-reset@example.com';
    await t.ok(contract.auth.register, {
      body: { email, username: 'lang_reset', password: 'a long password here' },
    });
    // The account is created after the answer: its verification mail says it is done.
    await mailTo(t, email, 1);
    await t.services.models.User.updateOne({ email }, { $set: { language: 'es', languageCode: 'ru' } });
    await t.ok(contract.auth.forgotPassword, { body: { email } });
    const [verification, reset] = await mailTo(t, email, 2);
    // Registered from a browser with no stored choice yet: English.
    expect(verification?.subject).toBe('Confirm your email for $CUM Rewards');
    expect(reset?.subject).toBe('Restablece tu contraseña de $CUM Rewards');
    expect(reset?.text).toContain('durante 24 horas');
    // Each mail is written aside and renamed into place: only finished `.json` mails are left.
    const dir = join(resolve(t.services.config.dataDir), 'mail');
    const files = await readdir(dir);
    expect(files.length).toBeGreaterThanOrEqual(2);
    expect(files.filter((f) => !f.endsWith('.json'))).toEqual([]);
  });
});
