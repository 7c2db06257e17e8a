import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { contract, errorBody, errorReasons } from '@cum/shared/contract';
import { errorReasonParams } from '@cum/shared/contract/error-reason-params';
import { describe, expect, it } from 'vitest';
import { compileResponse } from '../../src/http/serializer.ts';
import { manualClock } from '../../src/lib/clock.ts';
import { useTestApp } from '../helpers/test-app.ts';
import { fund } from '../store/economy.ts';

const apiSrc = fileURLToPath(new URL('../../src', import.meta.url));

/**
 * Every `reason: '...'` the API's sources write in a `.because({ reason, params })` (reason keys are two
 * words or more, kebab-case; other `reason` fields of the sources are single words).
 */
function reasonsInSources(): string[] {
  const found = execFileSync('grep', ['-rhoE', "reason: '[a-z]+-[a-z-]+'", apiSrc], { encoding: 'utf8' });
  return [...new Set(found.match(/'[a-z-]+'/g)?.map((r) => r.slice(1, -1)) ?? [])].sort();
}

// Issue 28: a domain refusal carries a machine-readable reason and its figures beside the English
// sentence, so clients can word it in the user's language.
describe('error reasons', () => {
  it('the API sends only reasons of the closed list, and every reason of the list is sent', () => {
    expect(reasonsInSources()).toEqual([...errorReasons].sort());
  });

  it("the contract's error body accepts a reason with its params and refuses one outside the list", () => {
    const body = {
      error: 'too_early',
      message: 'Next reward in 42 minutes.',
      reason: 'reward-too-early',
      params: { minutes: 42, nextAt: '2027-01-05T11:00:00.000Z' },
    };
    expect(errorBody.parse(body)).toEqual(body);
    expect(errorBody.safeParse({ ...body, reason: 'made-up' }).success).toBe(false);
    expect(errorBody.safeParse({ ...body, params: { minutes: { $gt: 1 } } }).success).toBe(false);
    expect(errorReasonParams['reward-too-early'].safeParse({ minutes: 42 }).success).toBe(false);
    // The compiled serialiser (fast-json-stringify) writes the new fields as zod reads them.
    const compiled = compileResponse(errorBody);
    expect(compiled.compiled).toBe(true);
    if (compiled.compiled) expect(JSON.parse(compiled.stringify(body))).toEqual(body);
  });

  describe('over HTTP', () => {
    const clock = manualClock(new Date('2027-01-05T10:00:00Z'));
    const t = useTestApp({ clock });

    it('a claim too early keeps its English sentence and adds the minutes and the moment', async () => {
      const { headers } = await t.signedInUser();
      await t.ok(contract.rewards.claim, { headers });
      clock.advance(18 * 60_000);
      const res = await t.call(contract.rewards.claim, { headers });
      expect(res.status).toBe(409);
      expect(res.json).toEqual({
        error: 'too_early',
        message: 'Next reward in 42 minutes.',
        reason: 'reward-too-early',
        params: { minutes: 42, nextAt: '2027-01-05T11:00:00.000Z' },
      });
      expect(
        errorReasonParams['reward-too-early'].parse((res.json as { params: unknown }).params),
      ).toBeTruthy();
    });

    it('a purchase short of $CUM names the item, its price and what is missing', async () => {
      const { user, headers } = await t.signedInUser();
      await fund(t, user._id, 161.05);
      const e = await t.fails(contract.store.buy, 409, { headers, params: { id: 'token-booster' } });
      expect(e).toEqual({
        error: 'insufficient_funds',
        message: 'Token Booster costs 1,000 $CUM: you need 838.95 $CUM more.',
        reason: 'store-insufficient',
        params: { item: 'token-booster', price: 1000, missing: 838.95 },
      });
    });

    it('a newsletter sign-up refused by the rate limit names the seconds to wait', async () => {
      const body = { email: 'reader@example.com' };
      for (let i = 0; i < 10; i++) await t.ok(contract.misc.newsletter, { body });
      const e = await t.fails(contract.misc.newsletter, 429, { body });
      expect(e).toMatchObject({ error: 'too_many_requests', reason: 'rate-limited' });
      expect(e.message).toBe(`Too many attempts. Please try again in ${e.params?.seconds} seconds.`);
      expect(e.params?.seconds).toBeGreaterThan(0);
    });

    it('upgrades, referrals, the welcome bonus and the streak say why too', async () => {
      const { headers } = await t.signedInUser();
      const locked = await t.fails(contract.upgrades.buy, 403, { headers, params: { id: 'multiplier-3x' } });
      expect(locked).toMatchObject({
        reason: 'upgrade-locked-after',
        params: { upgrade: 'multiplier-3x', before: 'multiplier-2x' },
      });
      const bonus = await t.fails(contract.onboarding.claimWelcomeBonus, 409, { headers });
      expect(bonus).toMatchObject({ reason: 'onboarding-incomplete', params: { bonus: 1000 } });
      const unknown = await t.fails(contract.referrals.use, 404, {
        headers,
        body: { referralCode: 'ZZZZ2222' },
      });
      expect(unknown).toMatchObject({ reason: 'referral-unknown', params: {} });
      await t.ok(contract.rewards.streakClaim, { headers });
      const streak = await t.fails(contract.rewards.streakClaim, 409, { headers });
      expect(streak).toMatchObject({ error: 'already_done', reason: 'streak-claimed' });
    });
  });
});
