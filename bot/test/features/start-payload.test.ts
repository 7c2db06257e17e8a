import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseStartPayload } from '../../src/features/start-payload.ts';

const allowedChar = fc.constantFrom(
  ...'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_-'.split(''),
);

describe('parseStartPayload', () => {
  it.each([undefined, '', '   '])('reads %j as no payload', (input) => {
    expect(parseStartPayload(input)).toEqual({ kind: 'none' });
  });

  it('reads ref_CODE as a referral code', () => {
    expect(parseStartPayload('ref_AB12cd')).toEqual({ kind: 'referral', code: 'AB12cd' });
    expect(parseStartPayload(' ref_X-y_z ')).toEqual({ kind: 'referral', code: 'X-y_z' });
  });

  it('reads auth_TOKEN as a browser sign-in token', () => {
    expect(parseStartPayload('auth_0f9a-Zx_1')).toEqual({ kind: 'auth', token: '0f9a-Zx_1' });
  });

  it.each([
    'ref_',
    'auth_',
    'hello',
    'REF_abc',
    'ref_abc def',
    'ref_abc!',
    'auth_ünïcode',
    `ref_${'a'.repeat(61)}`,
  ])('does not trust %j', (input) => {
    expect(parseStartPayload(input)).toEqual({ kind: 'unknown', raw: input.trim() });
  });

  it('round-trips every referral code a deep link can carry', () => {
    fc.assert(
      fc.property(fc.string({ unit: allowedChar, minLength: 1, maxLength: 60 }), (code) => {
        expect(parseStartPayload(`ref_${code}`)).toEqual({ kind: 'referral', code });
      }),
    );
  });

  it('never throws, whatever the user types after /start', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 200 }), (input) => {
        const kind = parseStartPayload(input).kind;
        expect(['none', 'referral', 'auth', 'unknown']).toContain(kind);
      }),
    );
  });
});
