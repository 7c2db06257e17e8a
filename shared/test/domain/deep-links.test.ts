import { describe, expect, it } from 'vitest';
import {
  botStartLink,
  miniAppLink,
  referralDeepLinks,
  referralPayload,
} from '../../src/domain/deep-links.ts';

describe('deep links', () => {
  it('builds the bot and mini-app links of a referral code', () => {
    expect(referralPayload('AB12CD34')).toBe('ref_AB12CD34');
    expect(referralDeepLinks('AB12CD34', { botUsername: 'cum_bot', appName: 'app' })).toEqual({
      telegramBotUrl: 'https://t.me/cum_bot?start=ref_AB12CD34',
      telegramAppUrl: 'https://t.me/cum_bot/app?startapp=ref_AB12CD34',
    });
    expect(referralDeepLinks('AB12CD34', { botUsername: 'cum_bot', appName: null })).toEqual({
      telegramBotUrl: 'https://t.me/cum_bot?start=ref_AB12CD34',
      telegramAppUrl: null,
    });
    expect(referralDeepLinks('AB12CD34', { botUsername: null, appName: 'app' })).toEqual({
      telegramBotUrl: null,
      telegramAppUrl: null,
    });
  });

  it('opens the mini-app without a payload, and refuses what Telegram would not carry', () => {
    expect(miniAppLink('cum_bot', 'app')).toBe('https://t.me/cum_bot/app');
    expect(() => botStartLink('cum_bot', 'has space')).toThrow(/start parameter/);
    expect(() => botStartLink('cum_bot', `ref_${'A'.repeat(61)}`)).toThrow(/start parameter/);
  });
});
