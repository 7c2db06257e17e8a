import { sign } from '@telegram-apps/init-data-node';
import { describe, expect, it } from 'vitest';
import {
  identityFromDevHeaders,
  initDataFromHeader,
  verifyInitData,
} from '../../src/features/auth/telegram-identity.ts';
import { BOT_TOKEN, initData } from '../helpers/telegram.ts';

describe('verifyInitData', () => {
  const now = new Date();

  it('reads the user and the start parameter of genuine initData', () => {
    const raw = initData(
      {
        id: 5,
        first_name: ' Ann ',
        username: 'ann_5',
        language_code: 'en',
        photo_url: 'http://insecure/x.jpg',
      },
      { startParam: 'ref_ABCD2345' },
    );
    expect(verifyInitData(raw, BOT_TOKEN, now)).toMatchObject({
      identity: {
        id: 5,
        firstName: 'Ann',
        lastName: null,
        username: 'ann_5',
        languageCode: 'en',
        photoUrl: null,
      },
      startParam: 'ref_ABCD2345',
    });
  });

  it('refuses initData without a user, and judges age by the given clock', () => {
    const noUser = sign({} as Parameters<typeof sign>[0], BOT_TOKEN, now);
    expect(verifyInitData(noUser, BOT_TOKEN, now)).toBeNull();
    const raw = initData({ id: 6, first_name: 'B' }, { authDate: now });
    expect(verifyInitData(raw, BOT_TOKEN, new Date(now.getTime() + 23 * 3600_000))).not.toBeNull();
    expect(verifyInitData(raw, BOT_TOKEN, new Date(now.getTime() + 24 * 3600_000 + 1000))).toBeNull();
  });

  it('takes only a well-formed tma header', () => {
    expect(initDataFromHeader(undefined)).toBeNull();
    expect(initDataFromHeader('tma ')).toBeNull();
    expect(initDataFromHeader('Bearer x')).toBeNull();
    expect(initDataFromHeader(`tma ${'a'.repeat(9000)}`)).toBeNull();
    expect(initDataFromHeader('tma query_id=1')).toBe('query_id=1');
  });
});

describe('identityFromDevHeaders', () => {
  it('is null without x-telegram-id and names a malformed header', () => {
    expect(identityFromDevHeaders({ 'x-telegram-username': 'x' })).toBeNull();
    expect(identityFromDevHeaders({ 'x-telegram-id': '0' })).toEqual({
      error: 'x-telegram-id must be a numeric Telegram user id',
    });
    const long = identityFromDevHeaders({ 'x-telegram-id': '7', 'x-telegram-username': 'u'.repeat(40) });
    expect(long).toMatchObject({ error: expect.stringMatching(/^x-telegram-username: /) });
  });

  it('reads every spec header', () => {
    expect(
      identityFromDevHeaders({
        'x-telegram-id': '77',
        'x-telegram-username': 'dev77',
        'x-telegram-firstname': 'Dev',
        'x-telegram-lastname': 'Seven',
        'x-telegram-language': 'ru',
        'x-telegram-photo': 'https://t.me/i/77.jpg',
      }),
    ).toEqual({
      identity: {
        id: 77,
        username: 'dev77',
        firstName: 'Dev',
        lastName: 'Seven',
        languageCode: 'ru',
        photoUrl: 'https://t.me/i/77.jpg',
      },
    });
  });
});
