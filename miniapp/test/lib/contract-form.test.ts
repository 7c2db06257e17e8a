import * as contract from '@cum/shared/contract/areas';
import { zodResolver } from '@hookform/resolvers/zod';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../src/lib/api-client';
import { asNumber, showServerError } from '../../src/lib/contract-form';

type Placed = Record<string, string>;
/** What showServerError asks the form to show, by field. */
function place(error: unknown, fields: readonly string[], overrides = {}): Placed {
  const placed: Placed = {};
  const form = {
    setError: (name: string, e: { message?: string }) => {
      placed[name] = e.message ?? '';
    },
  };
  showServerError(form as never, error, fields as never, overrides);
  return placed;
}

describe('showServerError', () => {
  const fields = ['actionUrl', 'title', 'roomId'] as const;

  it('puts the issues the validator answers under their fields', () => {
    const error = new ApiError(400, 'bad_request', 'body.title: Title is required', [
      { path: 'body.title', message: 'Title is required' },
    ]);
    expect(place(error, fields)).toEqual({ title: 'Title is required' });
  });

  it('reads the field named at the start of a service message', () => {
    const error = new ApiError(
      400,
      'bad_request',
      'body.actionUrl: An external task needs an http(s) or t.me URL',
    );
    expect(place(error, fields)).toEqual({ actionUrl: 'An external task needs an http(s) or t.me URL' });
  });

  it("shows the rest as the form's own error", () => {
    expect(place(new ApiError(400, 'bad_request', 'query.limit: too big'), fields)).toEqual({
      'root.server': 'query.limit: too big',
    });
    expect(place(new Error('body.title: x'), fields)).toEqual({ 'root.server': 'body.title: x' });
    expect(place('boom', fields)).toEqual({ 'root.server': 'Something went wrong. Please try again.' });
  });

  it('lets a dialog place a refusal it knows (a taken room ID) under its field', () => {
    const taken = new ApiError(409, 'conflict', 'A room with this ID already exists');
    const roomId = (e: unknown) => (e instanceof ApiError && e.status === 409 ? e.message : null);
    expect(place(taken, fields, { roomId })).toEqual({ roomId: 'A room with this ID already exists' });
  });
});

describe("the contract's schemas as the dialogs' resolver", () => {
  const resolve = async (schema: Parameters<typeof zodResolver>[0], values: Record<string, unknown>) =>
    (
      zodResolver as (
        s: unknown,
      ) => (
        v: unknown,
        c: unknown,
        o: unknown,
      ) => Promise<{ values: object; errors: Record<string, { message?: string }> }>
    )(schema)(values, undefined, { fields: {}, shouldUseNativeValidation: false });

  it('names each bad task field with the contract message, and sends nothing', async () => {
    const { errors, values } = await resolve(contract.admin.createTask.body, {
      title: '  ',
      description: 'd',
      reward: asNumber('abc'),
      actionUrl: 'ftp://x',
    });
    expect(values).toEqual({});
    expect(Object.keys(errors).sort()).toEqual(['actionUrl', 'reward', 'title']);
    expect(errors.reward?.message).toBe('Reward must be a number');
  });

  it("hands the submit the schema's output: trimmed, '' as null, t.me links made https", async () => {
    const { errors, values } = await resolve(contract.admin.createTask.body, {
      title: ' Join ',
      description: 'Join us',
      reward: asNumber(' 40 '),
      type: 'weekly',
      actionType: 'external',
      actionUrl: 't.me/cum_rewards',
      actionInstructions: '',
      telegramChatId: '',
      isActive: true,
    });
    expect(errors).toEqual({});
    expect(values).toMatchObject({
      title: 'Join',
      reward: 40,
      actionUrl: 'https://t.me/cum_rewards',
      actionInstructions: null,
      telegramChatId: null,
    });
  });

  it('refuses a zero adjustment and a missing reason', async () => {
    const { errors } = await resolve(contract.admin.adjustBalance.body, { amount: 0, reason: '' });
    expect(errors.amount?.message).toBe('amount must not be 0');
    expect(errors.reason?.message).toBe('reason is required');
  });
});
