import type { UpgradeId } from '@cum/shared/contract/upgrades';
import { fromMilli } from '@cum/shared/domain/money';
import {
  type BuyerState,
  findUpgrade,
  UPGRADE_CATALOGUE,
  type UpgradeDef,
  type UpgradeRefusal,
  upgradeCurrentLevel,
  upgradeOwned,
  upgradeRefusal,
  upgradeRefusalMessage,
  upgradeUnlocked,
} from '@cum/shared/domain/upgrades';
import { type Connection, type Types, trusted } from 'mongoose';
import { inTransaction } from '../../db/transaction.ts';
import type { Ledger } from '../../ledger/ledger.ts';
import type { Clock } from '../../lib/clock.ts';
import { notFound, refusalError } from '../../lib/errors.ts';
import { upgradeRefusalDetail } from '../../lib/refusal-details.ts';
import type { Models } from '../../models/registry.ts';
import { findLiveUser, toUserView, type UserRecord } from '../../models/user.ts';
import type { ActivityLog } from '../../platform/activity-log.ts';

export interface UpgradesDeps {
  models: Pick<Models, 'User'>;
  connection: Connection;
  ledger: Ledger;
  activityLog: ActivityLog;
  clock: Clock;
}

const buyerState = (u: UserRecord): BuyerState => ({
  balanceMilli: u.balance,
  rewardUpgradeLevel: u.rewardUpgradeLevel,
  taskBonus: !!u.perks?.taskBonus,
  premiumAccess: !!u.perks?.premiumAccess,
});

/**
 * The precondition (put into the ledger's atomic user update, next to its balance check) and the
 * effect of each upgrade. Balance unlocks need no condition of their own: every unlock balance is at
 * most the cost, which the ledger already requires.
 */
const EFFECTS: Record<UpgradeId, { filter: Record<string, unknown>; set: Record<string, unknown> }> = {
  'multiplier-2x': { filter: { rewardUpgradeLevel: trusted({ $lt: 2 }) }, set: { rewardUpgradeLevel: 2 } },
  'multiplier-3x': { filter: { rewardUpgradeLevel: 2 }, set: { rewardUpgradeLevel: 3 } },
  'task-bonus': { filter: { 'perks.taskBonus': trusted({ $ne: true }) }, set: { 'perks.taskBonus': true } },
  'premium-access': {
    filter: { 'perks.premiumAccess': trusted({ $ne: true }) },
    set: { 'perks.premiumAccess': true },
  },
};

const refused = (def: UpgradeDef, s: BuyerState, refusal: UpgradeRefusal) => {
  const error = refusalError(refusal, upgradeRefusalMessage(def, s, refusal));
  const detail = upgradeRefusalDetail(def, s, refusal);
  return detail ? error.because(detail) : error;
};

export function createUpgradesService(deps: UpgradesDeps) {
  const { models, connection, ledger, activityLog, clock } = deps;
  const { User } = models;

  function list(user: UserRecord) {
    const s = buyerState(user);
    return {
      upgrades: UPGRADE_CATALOGUE.map((def) => {
        const refusal = upgradeRefusal(def, s);
        return {
          id: def.id,
          title: def.title,
          description: def.description,
          cost: def.cost,
          currentLevel: upgradeCurrentLevel(def, s),
          maxLevel: def.maxLevel,
          multiplier: def.multiplier,
          unlocked: upgradeUnlocked(def, s),
          owned: upgradeOwned(def, s),
          canBuy: refusal === null,
          reason: refusal === null ? null : upgradeRefusalMessage(def, s, refusal),
        };
      }),
      cumBalance: fromMilli(user.balance),
    };
  }

  /** One ledger post: debit, precondition and effect in one atomic update, in one transaction. */
  async function buy(userId: Types.ObjectId, id: UpgradeId) {
    const def = findUpgrade(id);
    if (!def) throw notFound('This upgrade does not exist.');
    return inTransaction(connection, async (session) => {
      const now = clock.now();
      const user = await findLiveUser(User, userId, session);
      const s = buyerState(user);
      const refusal = upgradeRefusal(def, s);
      if (refusal) throw refused(def, s, refusal);

      const effect = EFFECTS[def.id];
      const posted = await ledger.post(session, {
        userId,
        amount: -def.cost * 1000,
        kind: 'upgrade_purchase',
        key: `upgrade:${userId.toHexString()}:${def.id}`,
        description: `Bought ${def.title}`,
        meta: { upgradeId: def.id },
        userFilter: effect.filter,
        userUpdate: { $set: effect.set },
        // Only a purchase that won a race gets here: the upgrade is owned now.
        onConditionFailed: () => refused(def, s, 'owned'),
      });
      if (posted.duplicate) throw refused(def, s, 'owned');
      await activityLog.record(session, {
        type: 'purchase',
        description: `${user.username ?? user.firstName ?? 'A user'} bought ${def.title} for ${def.cost.toLocaleString('en-US')} $CUM`,
        userId,
        username: user.username ?? null,
      });
      return { user: toUserView(posted.user, now), spent: def.cost };
    });
  }

  return { list, buy };
}
export type UpgradesService = ReturnType<typeof createUpgradesService>;
