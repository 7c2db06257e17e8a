import { randomBytes } from 'node:crypto';
import { RUSH_MAX_REWARD } from '@cum/shared/domain/games';
import { REVIEW_SAME_DOMAIN } from '@cum/shared/domain/moderation';
import { toMilli } from '@cum/shared/domain/money';
import { inTransaction } from '../../../api/src/db/transaction.ts';
import { generateReferralCode } from '../../../api/src/lib/referral-code.ts';
import { e2eServices } from '../../scripts/e2e-services.ts';

/**
 * Puts what the admin's review list flags into the e2e database, as the API would have recorded it:
 * a referrer whose friends all come from one email domain, and a player whose every Rush game paid
 * the top reward. `tag` keeps parallel tests apart.
 */
export async function seedFlagged(tag: string, referrerId: string, playerId: string) {
  const { services, close } = await e2eServices();
  try {
    const { User, Referral } = services.models;
    const domain = `farm-${tag}.example`;
    for (let i = 0; i < REVIEW_SAME_DOMAIN; i++) {
      const friend = await User.create({
        authMethod: 'email',
        email: `f${i}@${domain}`,
        username: `${tag}_f${i}`,
        usernameLower: `${tag}_f${i}`,
        referralCode: generateReferralCode(),
      });
      await Referral.create({ referrerId: referrerId, referredUserId: friend._id, code: 'E2E' });
    }
    const top = toMilli(RUSH_MAX_REWARD);
    const player = (await User.findById(playerId).orFail().exec())._id;
    // Through the ledger, so the player's balance agrees with their entries.
    for (let i = 0; i < 4; i++)
      await inTransaction(services.connection, (session) =>
        services.ledger.post(session, {
          userId: player,
          amount: top,
          kind: 'game_rush',
          key: `e2e-rush:${tag}:${i}:${randomBytes(4).toString('hex')}`,
          description: 'Token Rush (seeded)',
        }),
      );
    return { domain };
  } finally {
    await close();
  }
}
