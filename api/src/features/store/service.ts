import type { StoreItemId } from '@cum/shared/contract/store';
import { fromMilli } from '@cum/shared/domain/money';
import {
  activeUntil,
  extendedUntil,
  findStoreItem,
  type ShopperState,
  STORE_CATALOGUE,
  type StoreItemDef,
  type StoreRefusal,
  storedUntil,
  storeItemOwned,
  storeRefusal,
  storeRefusalMessage,
} from '@cum/shared/domain/store';
import { type Connection, trusted } from 'mongoose';
import { onBasis } from '../../db/basis.ts';
import { inTransaction } from '../../db/transaction.ts';
import type { Ledger } from '../../ledger/ledger.ts';
import type { Clock } from '../../lib/clock.ts';
import { conflict, isDuplicateKey, notFound, refusalError } from '../../lib/errors.ts';
import { storeRefusalDetail } from '../../lib/refusal-details.ts';
import type { Models } from '../../models/registry.ts';
import { findLiveUser, toUserView, type UserRecord } from '../../models/user.ts';
import type { ActivityLog } from '../../platform/activity-log.ts';

export interface StoreDeps {
  models: Pick<Models, 'User' | 'StorePurchase'>;
  connection: Connection;
  ledger: Ledger;
  activityLog: ActivityLog;
  clock: Clock;
}

const shopperState = (u: UserRecord): ShopperState => ({
  balanceMilli: u.balance,
  premiumBadge: !!u.perks?.premiumBadge,
  vipUntilMs: u.perks?.vipUntil ? u.perks.vipUntil.getTime() : null,
  boosterUntilMs: u.perks?.boosterUntil ? u.perks.boosterUntil.getTime() : null,
});

/** The user field each item sets. */
const PERK_FIELD: Partial<Record<StoreItemId, string>> = {
  'premium-badge': 'perks.premiumBadge',
  'vip-pass': 'perks.vipUntil',
  'token-booster': 'perks.boosterUntil',
};

const justBought = () =>
  conflict('That purchase has just gone through. Check your perks before buying again.').because({
    reason: 'store-just-bought',
    params: {},
  });

const refused = (item: StoreItemDef, s: ShopperState, refusal: StoreRefusal) =>
  refusalError(refusal, storeRefusalMessage(item, s, refusal)).because(storeRefusalDetail(item, s, refusal));

export function createStoreService(deps: StoreDeps) {
  const { models, connection, ledger, activityLog, clock } = deps;
  const { User, StorePurchase } = models;

  function list(user: UserRecord) {
    const now = clock.now().getTime();
    const s = shopperState(user);
    return {
      items: STORE_CATALOGUE.map((item) => {
        const refusal = storeRefusal(item, s, now);
        const until = activeUntil(item, s, now);
        return {
          id: item.id,
          title: item.title,
          description: item.description,
          price: item.price,
          type: item.type,
          available: item.available,
          owned: storeItemOwned(item, s, now),
          activeUntil: until === null ? null : new Date(until).toISOString(),
          canBuy: refusal === null,
          reason: refusal === null ? null : storeRefusalMessage(item, s, refusal),
        };
      }),
      cumBalance: fromMilli(user.balance),
    };
  }

  /**
   * Idempotency without a client token: the purchase is pinned to the state the request saw when it
   * arrived (the request's own read of the user, and the item's purchase count): the ledger key
   * `store:<userId>:<item>:<count + 1>` and the user filter "expiry still as seen" make two requests
   * built on the same state (a double tap, a transaction retried after a write conflict) buy once: the
   * second gets a 409. A purchase made after the first one finished sees the new count and expiry and
   * extends the item again, as a deliberate second purchase should.
   *
   * The transaction does not read the user again: the balance check and the perk filter are part of
   * the ledger's one update. When that update finds the user changed since the request read it, the
   * purchase runs once more on a fresh read, which words the refusal (or the "just bought") exactly.
   */
  async function buy(seen: UserRecord, id: StoreItemId) {
    const userId = seen._id;
    const item = findStoreItem(id);
    if (!item) throw notFound('This item does not exist.');
    const seenState = shopperState(seen);
    const field = PERK_FIELD[id];
    if (!item.available || !field) throw refused(item, seenState, 'unavailable');
    const seq = (await StorePurchase.countDocuments({ userId, itemId: id }).exec()) + 1;
    const seenUntil = storedUntil(item, seenState);

    const attempt = (basis: UserRecord | null) =>
      inTransaction(connection, async (session) => {
        const now = clock.now();
        const nowMs = now.getTime();
        const user = basis ?? (await findLiveUser(User, userId, session));
        const s = shopperState(user);
        const refusal = storeRefusal(item, s, nowMs);
        if (refusal) throw refused(item, s, refusal);

        const timed = item.durationMs !== null;
        const newUntil = timed ? new Date(extendedUntil(item, seenState, nowMs)) : null;
        const posted = await ledger.post(session, {
          userId,
          amount: -item.price * 1000,
          kind: 'store_purchase',
          key: `store:${userId.toHexString()}:${id}:${seq}`,
          description: timed
            ? `Bought ${item.title} (until ${newUntil?.toISOString().slice(0, 10)})`
            : `Bought ${item.title}`,
          meta: { itemId: id, seq, activeUntil: newUntil },
          userFilter: timed
            ? { [field]: seenUntil === null ? null : new Date(seenUntil) }
            : { [field]: trusted({ $ne: true }) },
          userUpdate: { $set: { [field]: timed ? newUntil : true } },
          onConditionFailed: () => (timed ? justBought() : refused(item, s, 'owned')),
          fromBasis: basis !== null,
        });
        if (posted.duplicate) throw justBought();
        await StorePurchase.create(
          [{ userId, itemId: id, seq, price: item.price * 1000, at: now, activeUntil: newUntil }],
          { session },
        );
        await activityLog.record(session, {
          type: 'purchase',
          description: `${user.username ?? user.firstName ?? 'A user'} bought ${item.title} for ${item.price.toLocaleString('en-US')} $CUM`,
          userId,
          username: user.username ?? null,
        });
        return { user: toUserView(posted.user, now), spent: item.price };
      });

    try {
      return await onBasis(seen, attempt);
    } catch (err) {
      // Another request built on the same state recorded purchase number `seq` first.
      if (isDuplicateKey(err)) throw justBought();
      throw err;
    }
  }

  return { list, buy };
}
export type StoreService = ReturnType<typeof createStoreService>;
