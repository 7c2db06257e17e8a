import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  AppError,
  duplicateKeyField,
  isDuplicateKey,
  refusalError,
  serviceUnavailable,
  tooEarly,
} from '../../src/lib/errors.ts';

const apiSrc = fileURLToPath(new URL('../../src', import.meta.url));

describe('the error catalogue', () => {
  it('is the only place that builds an AppError or reads MongoDB error 11000', () => {
    let found = '';
    try {
      found = execFileSync('grep', ['-rnE', 'new AppError\\(|code === 11000|code !== 11000', apiSrc], {
        encoding: 'utf8',
      });
    } catch {
      // grep exits 1 when nothing matches.
    }
    const outside = found.split('\n').filter((line) => line && !line.includes('/lib/errors.ts:'));
    expect(outside).toEqual([]);
  });

  it('maps every domain refusal to one status and code', () => {
    const cases = [
      ['unavailable', 409, 'conflict'],
      ['owned', 409, 'already_done'],
      ['locked', 403, 'locked'],
      ['insufficient', 409, 'insufficient_funds'],
      ['already_completed', 409, 'already_done'],
      ['too_early', 409, 'too_early'],
      ['wrong_order', 409, 'invalid_state'],
      ['not_a_step', 400, 'bad_request'],
      ['too_fast', 409, 'too_early'],
      ['hourly_cap', 429, 'limit_reached'],
    ] as const;
    for (const [refusal, status, code] of cases) {
      const err = refusalError(refusal, 'the sentence');
      expect(err).toBeInstanceOf(AppError);
      expect([err.status, err.code, err.message]).toEqual([status, code, 'the sentence']);
    }
  });

  it('captures no stack for an expected 4xx, keeps it for a 5xx, and leaves the global limit alone', () => {
    const limit = Error.stackTraceLimit;
    const refusal = tooEarly('Next reward in 59 minutes.');
    expect(refusal).toBeInstanceOf(AppError);
    expect(refusal).toBeInstanceOf(Error);
    expect([refusal.name, refusal.status, refusal.code, refusal.message]).toEqual([
      'AppError',
      409,
      'too_early',
      'Next reward in 59 minutes.',
    ]);
    expect(refusal.stack).toBe('AppError: Next reward in 59 minutes.');
    const outage = serviceUnavailable('down');
    expect(outage.stack).toMatch(/^AppError: down\n\s+at /);
    expect(Error.stackTraceLimit).toBe(limit);
  });

  it('recognises duplicate keys, single and bulk, and names the field', () => {
    expect(isDuplicateKey({ code: 11000 })).toBe(true);
    expect(isDuplicateKey({ code: 112 })).toBe(false);
    expect(isDuplicateKey(null)).toBe(false);
    expect(isDuplicateKey({ code: 65, writeErrors: [{ code: 11000 }, { code: 11000 }] })).toBe(true);
    expect(isDuplicateKey({ code: 65, writeErrors: [{ code: 11000 }, { code: 121 }] })).toBe(false);
    expect(duplicateKeyField({ code: 11000, keyPattern: { email: 1 } })).toBe('email');
    expect(
      duplicateKeyField({ code: 11000, message: 'E11000 duplicate key error index: usernameLower_1 dup' }),
    ).toBe('usernameLower');
    expect(duplicateKeyField({ code: 11000 })).toBe('unknown');
    expect(duplicateKeyField(new Error('other'))).toBeNull();
  });
});
