import type { Types } from 'mongoose';
import { trusted } from 'mongoose';
import type { Clock } from '../../lib/clock.ts';
import { conflict, duplicateKeyField } from '../../lib/errors.ts';
import type { EmailTokenModel } from '../../models/email-token.ts';
import { searchKeysOf, type UserModel } from '../../models/user.ts';
import { type Mailer, type MailLogger, mailLanguageOf, sendLogged } from '../mail/service.ts';
import { emailChangedMail, resetMail } from './email-mails.ts';
import { badLink, type EmailTokens } from './email-tokens.ts';

/**
 * The guard of an email change: someone holding a session (and the password) could move the account
 * to their own address. So the previous address is told, with a link that undoes the change for 24
 * hours: it restores that address as verified, ends every session, clears the password (whoever made
 * the change knew it) and mails a reset link to the restored address.
 */
export function createEmailChange(deps: {
  User: UserModel;
  EmailToken: EmailTokenModel;
  tokens: Pick<EmailTokens, 'issue' | 'consume'>;
  endSessions: (userId: Types.ObjectId) => Promise<void>;
  mailer: Mailer;
  clock: Clock;
  publicUrl: string;
  onVerified?: (userId: Types.ObjectId) => Promise<void>;
  log?: MailLogger;
}) {
  const { User, EmailToken, tokens, endSessions, mailer, clock, publicUrl, log } = deps;

  /** The verified `previous` address was just replaced: end every session, mail the undo link. */
  async function changed(userId: Types.ObjectId, previous: string): Promise<void> {
    await endSessions(userId);
    const token = await tokens.issue(userId, 'undo-change', previous);
    const link = `${publicUrl}/undo-email-change?token=${token}`;
    const user = await User.findOne({ _id: userId }, { language: 1, languageCode: 1 }).lean().exec();
    await sendLogged(mailer, emailChangedMail(previous, link, mailLanguageOf(user)), log);
  }

  async function undo(token: string): Promise<{ message: string; email: string }> {
    const link = await tokens.consume(token, 'undo-change');
    const user = await User.findOne({ _id: link.userId, deletedAt: null }).lean().exec();
    if (!user) throw badLink();
    const restored = { ...user, email: link.email };
    try {
      await User.updateOne(
        { _id: user._id, deletedAt: null },
        {
          $set: {
            email: link.email,
            emailVerifiedAt: clock.now(),
            passwordHash: null,
            searchKeys: searchKeysOf(restored),
          },
        },
      ).exec();
    } catch (err) {
      if (duplicateKeyField(err) === 'email') {
        throw conflict(
          'This email now belongs to another account, so it cannot be given back to yours.',
        ).because({ reason: 'email-taken-back', params: {} });
      }
      throw err;
    }
    // Pending changes and the undo links of later changes (to addresses the intruder holds) die too.
    await EmailToken.deleteMany({
      userId: user._id,
      purpose: trusted({ $in: ['verify', 'undo-change'] }),
      usedAt: null,
    }).exec();
    await endSessions(user._id);
    const reset = await tokens.issue(user._id, 'reset', link.email);
    const mail = resetMail(link.email, `${publicUrl}/reset-password?token=${reset}`, mailLanguageOf(user));
    await sendLogged(mailer, mail, log);
    await deps.onVerified?.(user._id);
    return {
      message:
        'The change is undone: this email is your account’s again and every device was signed out. We mailed you a link to choose a new password.',
      email: link.email,
    };
  }

  return { changed, undo };
}
