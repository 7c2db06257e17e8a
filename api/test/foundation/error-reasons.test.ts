import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { contract, errorBody, errorReasons, type RouteDef } from '@cum/shared/contract';
import { errorReasonParams } from '@cum/shared/contract/error-reason-params';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { describe, expect, it } from 'vitest';
import { compileResponse } from '../../src/http/serializer.ts';
import { manualClock } from '../../src/lib/clock.ts';
import { createTask } from '../economy/helpers.ts';
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
      // The tests run shuffled and Token Rush's below moves the shared clock.
      clock.set(new Date('2027-01-05T10:00:00Z'));
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

    it('task steps out of order name the step, each with its English sentence unchanged', async () => {
      const { headers } = await t.signedInUser();
      const steps = await createTask(t, { actionType: 'other', type: 'special' });
      const params = { id: steps._id.toHexString() };
      const refusal = async (route: RouteDef) => {
        const e = await t.fails(route, 409, { headers, params });
        return [e.reason, e.message, e.params];
      };
      expect(await refusal(contract.tasks.claim)).toEqual(['task-start-first', 'Start the task first.', {}]);
      expect(await refusal(contract.tasks.complete)).toEqual([
        'task-has-steps',
        'This task has steps: start it, do the action, then claim the reward.',
        {},
      ]);
      await t.ok(contract.tasks.start, { headers, params });
      expect(await refusal(contract.tasks.start)).toEqual([
        'task-started',
        'You have already started this task.',
        {},
      ]);
      expect(await refusal(contract.tasks.claim)).toEqual([
        'task-action-first',
        'Do the task action before claiming the reward.',
        {},
      ]);
      await t.ok(contract.tasks.trigger, { headers, params, body: { verificationData: 'done' } });
      expect(await refusal(contract.tasks.trigger)).toEqual([
        'task-action-done',
        'You have already done the action for this task. Claim your reward.',
        {},
      ]);
      const instant = await createTask(t);
      const oneStep = await t.fails(contract.tasks.start, 409, {
        headers,
        params: { id: instant._id.toHexString() },
      });
      expect([oneStep.reason, oneStep.message]).toEqual([
        'task-one-step',
        'This task completes in one step: tap Complete.',
      ]);
    });

    it('Token Rush: an unknown session and a second submission say which', async () => {
      const { headers } = await t.signedInUser();
      const play = (sessionId: string) =>
        t.call(contract.games.play, { headers, params: { gameId: '2' }, body: { taps: [], sessionId } });
      const unknown = await play('0123456789abcdef01234567');
      expect(unknown.status).toBe(404);
      expect(unknown.json).toEqual({
        error: 'not_found',
        message: "This game session doesn't exist. Start a new Token Rush game.",
        reason: 'rush-no-session',
        params: {},
      });
      const { sessionId } = await t.ok(contract.games.rushStart, { headers, params: { gameId: '2' } });
      clock.advance(12_000);
      expect((await play(sessionId)).status).toBe(200);
      const again = await play(sessionId);
      expect(again.status).toBe(409);
      expect(again.json).toEqual({
        error: 'already_done',
        message: "This game's score was already submitted. Start a new game to play again.",
        reason: 'rush-submitted',
        params: {},
      });
    });

    it('a wallet of another account, a second wallet and an unknown video say which', async () => {
      const signed = async (account = privateKeyToAccount(generatePrivateKey())) => {
        const body = { walletAddress: account.address };
        const { message } = await t.ok(contract.auth.walletNonce, { body });
        return { account, body: { ...body, message, signature: await account.signMessage({ message }) } };
      };
      const first = await t.signedInUser();
      const wallet = await signed();
      await t.ok(contract.profile.linkWallet, { headers: first.headers, body: wallet.body });
      const second = await t.signedInUser();
      const body = (await signed(wallet.account)).body;
      const taken = await t.fails(contract.profile.linkWallet, 409, { headers: second.headers, body });
      expect(taken).toEqual({
        error: 'conflict',
        message: 'This wallet is already linked to another account.',
        reason: 'wallet-taken',
        params: {},
      });
      const another = (await signed()).body;
      const twice = await t.fails(contract.profile.linkWallet, 409, {
        headers: first.headers,
        body: another,
      });
      expect([twice.reason, twice.message]).toEqual(['wallet-linked', 'Your account already has a wallet.']);
      const video = await t.fails(contract.videos.socialAction, 404, {
        headers: first.headers,
        body: { videoId: 'no-such-video', action: 'like' },
      });
      expect([video.reason, video.message]).toEqual(['video-unknown', "This video doesn't exist."]);
    });
  });
});
