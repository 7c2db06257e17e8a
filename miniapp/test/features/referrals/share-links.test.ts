import { describe, expect, it } from 'vitest';
import {
  buildShareLinks,
  shareLinksFor,
  telegramShareSheetUrl,
} from '../../../src/features/referrals/share-links';

describe('referral share links', () => {
  it('builds the web link from the origin and the t.me links from the bot config', () => {
    expect(buildShareLinks('AB23CD45', { origin: 'https://cum.example/' })).toEqual({
      web: 'https://cum.example/?ref=AB23CD45',
      telegram: null,
    });
    expect(buildShareLinks('AB23CD45', { origin: 'https://x.io', botUsername: 'cum_bot' }).telegram).toBe(
      'https://t.me/cum_bot?start=ref_AB23CD45',
    );
    expect(
      buildShareLinks('AB23CD45', { origin: 'https://x.io', botUsername: 'cum_bot', appName: 'app' })
        .telegram,
    ).toBe('https://t.me/cum_bot/app?startapp=ref_AB23CD45');
  });

  it('encodes the code', () => {
    expect(buildShareLinks('a b&c', { origin: 'https://x.io' }).web).toBe('https://x.io/?ref=a%20b%26c');
  });

  it("prefers the API's links (it knows PUBLIC_URL and the bot), the mini-app link over the bot's", () => {
    const server = {
      shareUrl: 'https://public.example/?ref=C',
      telegramBotUrl: 'https://t.me/b?start=ref_C',
      telegramAppUrl: 'https://t.me/b/a?startapp=ref_C',
    };
    expect(shareLinksFor('C', server, { origin: 'http://localhost' })).toEqual({
      web: 'https://public.example/?ref=C',
      telegram: 'https://t.me/b/a?startapp=ref_C',
    });
    expect(
      shareLinksFor('C', { ...server, telegramAppUrl: null }, { origin: 'http://localhost' }).telegram,
    ).toBe('https://t.me/b?start=ref_C');
    expect(
      shareLinksFor(
        'C',
        { shareUrl: '', telegramBotUrl: null, telegramAppUrl: null },
        { origin: 'http://l', botUsername: 'bot_x' },
      ),
    ).toEqual({ web: 'http://l/?ref=C', telegram: 'https://t.me/bot_x?start=ref_C' });
  });

  it("wraps a link in Telegram's share sheet URL", () => {
    const url = new URL(telegramShareSheetUrl('https://t.me/b?start=ref_C', 'Join & earn'));
    expect(url.origin + url.pathname).toBe('https://t.me/share/url');
    expect(url.searchParams.get('url')).toBe('https://t.me/b?start=ref_C');
    expect(url.searchParams.get('text')).toBe('Join & earn');
  });
});
