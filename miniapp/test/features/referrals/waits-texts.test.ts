import { referralWaits } from '@cum/shared/contract/referrals';
import { LANGUAGES } from '@cum/shared/domain/languages';
import { afterEach, describe, expect, it } from 'vitest';
import { setLanguage, t } from '../../../src/i18n/i18n';

// Issue 31: a pending referral says why, to both sides. The list names each reason the API gives by
// the key `referral-waits-<reason>` (referral-list.tsx); a new reason without its text would show an id.
describe('why a referral is pending', () => {
  afterEach(async () => {
    await setLanguage('en');
  });

  it('has a text for every reason the contract knows, in every language', async () => {
    for (const language of LANGUAGES) {
      await setLanguage(language);
      for (const wait of referralWaits) {
        expect(t(`referral-waits-${wait}`)).not.toBe(`referral-waits-${wait}`);
      }
      expect(t('referral-own-waits-email')).not.toBe('referral-own-waits-email');
    }
  });

  it('tells the referrer the friend must confirm their email', () => {
    expect(t('referral-waits-email')).toBe('Waiting for your friend to confirm their email');
  });
});
