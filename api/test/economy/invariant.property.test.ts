import { contract, type RouteDef } from '@cum/shared/contract';
import fc from 'fast-check';
import { type Types, trusted } from 'mongoose';
import { beforeAll, describe, expect, it } from 'vitest';
import { inTransaction } from '../../src/db/transaction.ts';
import { manualClock } from '../../src/lib/clock.ts';
import { AppError } from '../../src/lib/errors.ts';
import { useTestApp } from '../helpers/test-app.ts';
import { createTask, expectLedgerInvariant } from './helpers.ts';

const USERS = 3;
const user = fc.integer({ min: 0, max: USERS - 1 });
const op = fc.oneof(
  fc.record({ t: fc.constant('claim' as const), u: user }),
  fc.record({ t: fc.constant('instant' as const), u: user }),
  fc.record({ t: fc.constant('steps' as const), u: user }),
  fc.record({ t: fc.constant('onboard' as const), u: user }),
  fc.record({ t: fc.constant('welcome' as const), u: user }),
  fc.record({ t: fc.constant('onboardThenWelcome' as const), u: user }),
  fc.record({ t: fc.constant('refer' as const), u: user, v: user }),
  fc.record({ t: fc.constant('debit' as const), u: user, amount: fc.integer({ min: 1, max: 100_000 }) }),
);
type Op = typeof op extends fc.Arbitrary<infer T> ? T : never;
const batches = fc.array(
  fc.record({
    ops: fc.array(op, { minLength: 1, maxLength: 5 }),
    advanceMs: fc.integer({ min: 0, max: 2 * 3_600_000 }),
  }),
  { minLength: 1, maxLength: 4 },
);

describe('ledger invariant under random concurrent earning and spending', () => {
  // Near the real time: the referral window is measured from the database's createdAt.
  const clock = manualClock(new Date());
  let instant: string;
  let steps: string;
  let debits = 0;
  const succeeded = new Set<string>();
  const t = useTestApp({ clock });
  beforeAll(async () => {
    instant = (await createTask(t, { reward: 30, type: 'daily' }))._id.toHexString();
    steps = (await createTask(t, { reward: 45, type: 'special', actionType: 'other' }))._id.toHexString();
  });

  it('keeps balance = sum of entries, never negative, every bonus at most once', {
    timeout: 240_000,
  }, async () => {
    await fc.assert(
      fc.asyncProperty(batches, async (plan) => {
        const people = await Promise.all(Array.from({ length: USERS }, () => t.signedInUser()));
        const ids = people.map((p) => p.user._id);
        // A starting credit (as an admin would grant), so that debits sometimes fit and sometimes not.
        for (const userId of ids) {
          await inTransaction(t.services.connection, (s) =>
            t.services.ledger.post(s, {
              userId,
              amount: 50_000,
              kind: 'admin_adjustment',
              key: `prop-seed:${userId.toHexString()}`,
              description: 'admin credit',
            }),
          );
        }
        const statuses: number[] = [];
        const http = async (route: RouteDef, u: number, input: object = {}) => {
          const res = await t.call(route, { headers: people[u]?.headers, ...input });
          statuses.push(res.status);
          if (res.status === 200) succeeded.add(route.path);
          return res.status;
        };
        const run = async (o: Op) => {
          switch (o.t) {
            case 'claim':
              return http(contract.rewards.claim, o.u);
            case 'instant':
              return http(contract.tasks.complete, o.u, { params: { id: instant } });
            case 'steps':
              for (const r of [contract.tasks.start, contract.tasks.trigger, contract.tasks.claim]) {
                await http(r, o.u, { params: { id: steps } });
              }
              return;
            case 'onboard':
              return http(contract.onboarding.complete, o.u);
            case 'welcome':
              return http(contract.onboarding.claimWelcomeBonus, o.u);
            case 'onboardThenWelcome':
              await http(contract.onboarding.complete, o.u);
              return http(contract.onboarding.claimWelcomeBonus, o.u);
            case 'refer':
              return http(contract.referrals.use, o.u, {
                body: { referralCode: people[o.v]?.user.referralCode ?? '' },
              });
            case 'debit': {
              // An admin-style debit straight through the ledger, as the admin and store features do.
              const userId = ids[o.u] as Types.ObjectId;
              try {
                await inTransaction(t.services.connection, (s) =>
                  t.services.ledger.post(s, {
                    userId,
                    amount: -o.amount,
                    kind: 'admin_adjustment',
                    key: `prop-debit:${++debits}`,
                    description: 'admin debit',
                  }),
                );
                statuses.push(200);
                succeeded.add('debit');
              } catch (err) {
                if (!(err instanceof AppError)) throw err;
                statuses.push(err.status);
              }
            }
          }
        };
        for (const b of plan) {
          await Promise.all(b.ops.map(run));
          clock.advance(b.advanceMs);
        }

        // Every refusal is a 4xx, never a server error.
        expect(statuses.filter((s) => s >= 500)).toEqual([]);
        await expectLedgerInvariant(t, ids);
        const entries = await t.services.models.LedgerEntry.find({ userId: trusted({ $in: ids }) }).lean();
        for (const id of ids) {
          const mine = entries.filter((e) => e.userId.equals(id));
          expect(mine.filter((e) => e.kind === 'welcome_bonus').length).toBeLessThanOrEqual(1);
          expect(mine.filter((e) => e.kind === 'referral_bonus').length).toBeLessThanOrEqual(1);
          expect(mine.filter((e) => e.key.includes(`:${steps}:`)).length).toBeLessThanOrEqual(1);
        }
        const refs = await t.services.models.Referral.find({ referredUserId: trusted({ $in: ids }) }).lean();
        for (const r of refs) {
          expect(r.referrerId.equals(r.referredUserId)).toBe(false);
          expect(
            refs.some((x) => x.referrerId.equals(r.referredUserId) && x.referredUserId.equals(r.referrerId)),
          ).toBe(false);
          // Paid exactly when the referred user completed onboarding.
          const referred = await t.services.models.User.findById(r.referredUserId).lean();
          expect(r.status).toBe(referred?.onboardingCompleted ? 'completed' : 'pending');
        }
      }),
      { numRuns: 20 },
    );
    // Not vacuous: across the runs every kind of operation went through at least once.
    expect([...succeeded].sort()).toEqual(
      [
        contract.rewards.claim.path,
        contract.tasks.complete.path,
        contract.tasks.claim.path,
        contract.tasks.start.path,
        contract.tasks.trigger.path,
        contract.onboarding.complete.path,
        contract.onboarding.claimWelcomeBonus.path,
        contract.referrals.use.path,
        'debit',
      ].sort(),
    );
  });
});
