import { contract } from '@cum/shared/contract';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../helpers/test-app.ts';

// Issue 27, finding 3: the development sign-in headers were believed whenever the TCP peer was
// loopback, and the tunnels the README recommended (cloudflared, ngrok) connect from loopback.

const asUser = { 'x-telegram-id': '5150', 'x-telegram-username': 'anyone' };

describe('development sign-in headers through a tunnel or proxy', () => {
  const t = useTestApp();

  it('still work from this machine (loopback peer, local Host, no proxy header)', async () => {
    for (const host of ['localhost', 'localhost:3000', '127.0.0.1:3000', '[::1]:3000']) {
      const res = await t.call(contract.auth.telegram, { headers: { ...asUser, host } });
      expect(res.status, host).toBe(200);
    }
  });

  it.each([
    ['x-forwarded-for', '203.0.113.9'],
    ['x-forwarded-host', 'abc.trycloudflare.com'],
    ['x-forwarded-proto', 'https'],
    ['forwarded', 'for=203.0.113.9;proto=https'],
    ['x-real-ip', '203.0.113.9'],
    ['cf-connecting-ip', '203.0.113.9'],
  ])('are refused when the request carries %s', async (name, value) => {
    const headers = { ...asUser, 'x-telegram-id': '6161', [name]: value };
    const res = await t.call(contract.auth.telegram, { headers });
    expect(res.status).toBe(401);
    expect(res.cookies.find((c) => c.name === 'sid')).toBeUndefined();
  });

  it.each(['abc.trycloudflare.com', 'abcd-1234.ngrok-free.app', 'cum.example.com:443', '192.168.1.5:3000'])(
    'are refused with the non-local Host %s',
    async (host) => {
      const res = await t.call(contract.auth.telegram, {
        headers: { ...asUser, 'x-telegram-id': '6161', host },
      });
      expect(res.status).toBe(401);
    },
  );

  it('the refused attempts created no account', async () => {
    expect(await t.services.models.User.countDocuments({ telegramId: 6161 })).toBe(0);
  });
});
