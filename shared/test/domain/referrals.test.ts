import { describe, expect, it } from 'vitest';
import {
  referralBonusMilli,
  referralCodeFromStartParam,
  referralLinks,
  referralRewardMilli,
  withinReferralWindow,
} from '../../src/domain/referrals.ts';

describe('referral rules', () => {
  it('amounts: 100 to the referred user, 500 to the referrer', () => {
    expect(referralBonusMilli()).toBe(100_000);
    expect(referralRewardMilli()).toBe(500_000);
  });

  it('a code may be used within 7 days of the account creation', () => {
    const created = new Date('2026-01-01T12:00:00Z');
    expect(withinReferralWindow(created, new Date('2026-01-01T12:00:00Z'))).toBe(true);
    expect(withinReferralWindow(created, new Date('2026-01-08T12:00:00Z'))).toBe(true);
    expect(withinReferralWindow(created, new Date('2026-01-08T12:00:00.001Z'))).toBe(false);
  });

  it('reads ref_CODE start parameters only', () => {
    expect(referralCodeFromStartParam('ref_ab23cdef')).toBe('AB23CDEF');
    expect(referralCodeFromStartParam('auth')).toBeNull();
    expect(referralCodeFromStartParam('ref_')).toBeNull();
    expect(referralCodeFromStartParam('ref_a$b')).toBeNull();
    expect(referralCodeFromStartParam(null)).toBeNull();
  });

  it('builds the share and t.me links', () => {
    expect(
      referralLinks('ABCD2345', { publicUrl: 'https://x.io/', botUsername: null, appName: null }),
    ).toEqual({
      shareUrl: 'https://x.io/?ref=ABCD2345',
      telegramBotUrl: null,
      telegramAppUrl: null,
    });
    expect(
      referralLinks('ABCD2345', { publicUrl: 'https://x.io', botUsername: 'cum_bot', appName: 'app' }),
    ).toEqual({
      shareUrl: 'https://x.io/?ref=ABCD2345',
      telegramBotUrl: 'https://t.me/cum_bot?start=ref_ABCD2345',
      telegramAppUrl: 'https://t.me/cum_bot/app?startapp=ref_ABCD2345',
    });
    expect(
      referralLinks('ABCD2345', { publicUrl: 'https://x.io', botUsername: 'cum_bot', appName: null })
        .telegramAppUrl,
    ).toBeNull();
  });
});
