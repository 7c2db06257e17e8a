import { mkdtempSync, writeFileSync } from 'node:fs';
import { connect, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { errorBody } from '@cum/shared/contract';
import type { InjectOptions } from 'fastify';
import { describe, expect, it, onTestFinished } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { loadConfig } from '../../src/config.ts';
import { manualClock } from '../../src/lib/clock.ts';
import { lastToken } from '../helpers/mailbox.ts';
import { createTestApp, productionEnv, type TestApp, useTestApp, withTestApp } from '../helpers/test-app.ts';

// Issue 13: each numbered finding of the attack, replayed through HTTP on the real app.

const STRONG = 'violet tractor harbour';
let n = 0;
const fresh = () => {
  n++;
  return {
    email: `farm${n}-${Date.now()}@example.com`,
    username: `farm_${n}_${Date.now() % 1e6}`,
    password: STRONG,
  };
};
const inject = (t: TestApp, opts: InjectOptions) => t.app.inject(opts);
const cookieOf = (res: { cookies: Array<{ name: string; value: string }> }) => {
  const c = res.cookies.find((x) => x.name === 'sid');
  return c ? `${c.name}=${c.value}` : '';
};
const balanceOf = async (t: TestApp, id: unknown) =>
  (await t.services.models.User.findById(id).lean())?.balance ?? 0;

async function onboard(t: TestApp, cookie: string) {
  for (const step of ['confirm-age', 'complete']) {
    const res = await inject(t, {
      method: 'POST',
      url: `/api/onboarding/${step}`,
      headers: { cookie },
      payload: { confirmed: true },
    });
    expect(res.statusCode, res.body).toBe(200);
  }
}
async function useCode(t: TestApp, cookie: string, referralCode: string) {
  const res = await inject(t, {
    method: 'POST',
    url: '/api/referral/use',
    headers: { cookie },
    payload: { referralCode },
  });
  expect(res.statusCode, res.body).toBe(200);
}
async function telegramSignIn(t: TestApp, telegramId: number) {
  const res = await inject(t, {
    method: 'POST',
    url: '/api/auth/telegram',
    headers: { 'x-telegram-id': String(telegramId) },
  });
  expect(res.statusCode).toBe(200);
  return cookieOf(res);
}

describe('1. referral farming', () => {
  const t = useTestApp();

  it('pays nothing for an unverified throwaway email, and pays once the email is verified', async () => {
    const referrer = await t.createUser();
    const account = fresh();
    await inject(t, { method: 'POST', url: '/api/auth/register', payload: account });
    const login = await inject(t, { method: 'POST', url: '/api/auth/login', payload: account });
    const cookie = cookieOf(login);
    await useCode(t, cookie, referrer.referralCode);
    await onboard(t, cookie);
    expect(await balanceOf(t, referrer._id)).toBe(0);

    const token = await lastToken(t, account.email);
    const verified = await inject(t, { method: 'POST', url: '/api/auth/email/verify', payload: { token } });
    expect(verified.statusCode).toBe(200);
    expect(await balanceOf(t, referrer._id)).toBe(500_000);
  });

  it('never pays twice for the same Telegram user, even after the account is deleted', async () => {
    const referrer = await t.createUser();
    const telegramId = 777_000_000 + Math.floor(Math.random() * 1000);
    for (let round = 0; round < 2; round++) {
      const cookie = await telegramSignIn(t, telegramId);
      await useCode(t, cookie, referrer.referralCode);
      await onboard(t, cookie);
      const del = await inject(t, {
        method: 'DELETE',
        url: '/api/user',
        headers: { cookie },
        payload: { confirmUsername: 'DELETE' },
      });
      expect(del.statusCode).toBe(200);
    }
    expect(await balanceOf(t, referrer._id)).toBe(500_000);
  });
});

/** Sends the headers and one byte of a 100-byte body, then a byte every 300 ms; resolves when closed. */
function slowBody(port: number): { socket: Socket; closed: Promise<number> } {
  const socket = connect(port, '127.0.0.1');
  const started = Date.now();
  socket.on('error', () => {});
  socket.write(
    'POST /api/newsletter HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{',
  );
  const timer = setInterval(() => socket.writable && socket.write(' '), 300);
  const closed = new Promise<number>((resolve) =>
    socket.on('close', () => {
      clearInterval(timer);
      resolve(Date.now() - started);
    }),
  );
  return { socket, closed };
}

describe('2. slow bodies', () => {
  it('cuts off a slow body after REQUEST_TIMEOUT_MS and caps open connections per IP', async () => {
    await withTestApp({ env: { REQUEST_TIMEOUT_MS: '1000', MAX_CONNECTIONS_PER_IP: '5' } }, async (t) => {
      await t.app.listen({ port: 0, host: '127.0.0.1' });
      const port = (t.app.server.address() as { port: number }).port;
      const slow = Array.from({ length: 8 }, () => slowBody(port));
      const timeout = new Promise<number>((resolve) =>
        setTimeout(() => resolve(Number.POSITIVE_INFINITY), 6000),
      );
      const times = await Promise.all(slow.map((s) => Promise.race([s.closed, timeout])));
      for (const s of slow) s.socket.destroy();
      expect(times.every((ms) => ms < 5000)).toBe(true);
      const health = await fetch(`http://127.0.0.1:${port}/api/health`);
      expect(health.status).toBe(200);
    });
  }, 15_000);
});

describe('3. TRUST_PROXY', () => {
  it('takes the client IP from the proxy hop, not the leftmost X-Forwarded-For', async () => {
    await withTestApp({ env: { TRUST_PROXY: '1' } }, async (t) => {
      const statuses: number[] = [];
      for (let i = 0; i < 32; i++) {
        const res = await inject(t, {
          method: 'POST',
          url: '/api/auth/login',
          remoteAddress: '10.0.0.2',
          headers: { 'x-forwarded-for': `198.51.100.${i}, 203.0.113.7` },
          payload: { email: `p${i}@example.com`, password: 'whatever' },
        });
        statuses.push(res.statusCode);
      }
      expect(statuses).toContain(429);
    });
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY/);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 127.0.0.1' }).trustProxy).toEqual([
      '10.0.0.0/8',
      '127.0.0.1',
    ]);
  });
});

describe('4. sign-in lockout', () => {
  it("does not let a stranger's wrong passwords lock the owner out", async () => {
    await withTestApp(async (t) => {
      const account = fresh();
      await inject(t, { method: 'POST', url: '/api/auth/register', payload: account });
      for (let i = 0; i < 8; i++) {
        await inject(t, {
          method: 'POST',
          url: '/api/auth/login',
          remoteAddress: '198.51.100.1',
          payload: { email: account.email, password: `wrong-${i}` },
        });
      }
      const owner = await inject(t, {
        method: 'POST',
        url: '/api/auth/login',
        remoteAddress: '198.51.100.2',
        payload: { email: account.email, password: account.password },
      });
      expect(owner.statusCode).toBe(200);
    });
  });
});

describe('5. registration does not tell whether an email has an account', () => {
  it('answers the same for a new and an existing email, without signing in', async () => {
    await withTestApp(async (t) => {
      const first = fresh();
      const a = await inject(t, { method: 'POST', url: '/api/auth/register', payload: first });
      const b = await inject(t, {
        method: 'POST',
        url: '/api/auth/register',
        payload: { ...fresh(), email: first.email },
      });
      const c = await inject(t, { method: 'POST', url: '/api/auth/register', payload: fresh() });
      expect(b.statusCode).toBe(c.statusCode);
      expect(b.json()).toEqual(c.json());
      expect(a.json()).toEqual(c.json());
      for (const res of [a, b, c]) expect(res.headers['set-cookie']).toBeUndefined();
      expect(b.body).not.toMatch(/exists|registered|taken/i);
    });
  });
});

describe('6. rush without playing', () => {
  it('keeps one open Token Rush game per user: parallel starts answer 409', async () => {
    const clock = manualClock(new Date());
    await withTestApp({ clock }, async (t) => {
      const { headers } = await t.signedInUser();
      const starts = await Promise.all(
        Array.from({ length: 40 }, () => inject(t, { method: 'POST', url: '/api/games/2/start', headers })),
      );
      const codes = starts.map((r) => r.statusCode);
      expect(codes.filter((c) => c === 200)).toHaveLength(1);
      expect(codes.filter((c) => c === 409)).toHaveLength(39);
    });
  });
});

describe('7. development defaults', () => {
  it('listens on loopback by default and honours the dev headers only from loopback', async () => {
    expect(loadConfig({ APP_ENV: 'development' }).host).toBe('127.0.0.1');
    expect(loadConfig({ APP_ENV: 'development', HOST: '0.0.0.0' }).host).toBe('0.0.0.0');
    await withTestApp({ env: { APP_ENV: 'development' } }, async (t) => {
      const remote = await inject(t, {
        method: 'POST',
        url: '/api/auth/telegram',
        remoteAddress: '203.0.113.9',
        headers: { 'x-telegram-id': '4242' },
      });
      expect(remote.statusCode).toBe(401);
      const local = await inject(t, {
        method: 'POST',
        url: '/api/auth/telegram',
        headers: { 'x-telegram-id': '4242' },
      });
      expect(local.statusCode).toBe(200);
    });
  });
});

describe('8. passwords', () => {
  it('refuses the most common passwords, saying why', async () => {
    await withTestApp(async (t) => {
      for (const password of ['password', '12345678', '        ', 'qwertyuiop']) {
        const res = await inject(t, {
          method: 'POST',
          url: '/api/auth/register',
          payload: { ...fresh(), password },
        });
        expect(res.statusCode).toBe(400);
        expect(res.json().message).toMatch(/body\.password: .*too easy to guess/);
      }
    });
  });
});

describe('9. smaller findings', () => {
  const t = useTestApp();

  it('serves no source maps in production', async () => {
    const root = mkdtempSync(join(tmpdir(), 'cum-dist-'));
    writeFileSync(join(root, 'index.html'), '<!doctype html>');
    writeFileSync(join(root, 'app.js'), 'console.log(1)');
    writeFileSync(join(root, 'app.js.map'), '{"version":3}');
    await withTestApp(
      {
        env: productionEnv(),
        build: (o) => buildApp({ ...o, staticRoot: root }),
      },
      async (prod) => {
        expect((await prod.app.inject({ url: '/app.js' })).statusCode).toBe(200);
        const map = await prod.app.inject({ url: '/app.js.map' });
        expect(map.statusCode).toBe(404);
        expect(map.body).not.toContain('version');
      },
    );
  });

  it('marks API answers Cache-Control: no-store', async () => {
    const res = await inject(t, { url: '/api/health' });
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('refuses an admin adjustment that rounds to 0', async () => {
    const admin = await t.adminUser();
    const target = await t.createUser();
    const res = await inject(t, {
      method: 'POST',
      url: `/api/admin/users/${target._id.toHexString()}/adjust`,
      headers: admin.headers,
      payload: { amount: 9e-10, reason: 'tiny' },
    });
    expect(res.statusCode).toBe(400);
    expect(await t.services.models.LedgerEntry.countDocuments({ userId: target._id })).toBe(0);
  });

  it('answers framework errors in the one error shape without echoing the input', async () => {
    const badUrl = await inject(t, { url: '/api/%E0%A4%A' });
    expect(badUrl.statusCode).toBe(400);
    errorBody.parse(badUrl.json());
    const long = `/api/admin/users/${'a'.repeat(500)}/adjust`;
    const longRes = await inject(t, { method: 'POST', url: long, payload: {} });
    errorBody.parse(longRes.json());
    expect(longRes.body).not.toContain('aaaaaaaaaa');
    const media = await inject(t, {
      method: 'POST',
      url: '/api/newsletter',
      headers: { 'content-type': 'text/evil-<script>' },
      payload: 'x',
    });
    errorBody.parse(media.json());
    expect(media.body).not.toContain('evil');

    // A Content-Length shorter than the body: the rest is read as a (malformed) next request.
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const port = (t.app.server.address() as { port: number }).port;
    const raw = await new Promise<string>((resolve) => {
      const s = connect(port, '127.0.0.1');
      let out = '';
      s.on('data', (d) => {
        out += d.toString();
      });
      s.on('close', () => resolve(out));
      s.on('error', () => resolve(out));
      s.write(
        'POST /api/newsletter HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 2\r\n\r\n{}\u0001garbage that is not http\r\n\r\n',
      );
      setTimeout(() => s.end(), 1500);
    });
    const bodies = raw
      .split('\r\n\r\n')
      .slice(1)
      .map((b) => b.split('HTTP/1.1')[0] ?? '');
    const last = bodies.filter((b) => b.trim().startsWith('{')).at(-1) ?? '';
    errorBody.parse(JSON.parse(last));
  });

  it('refuses NUL characters and lone surrogates in text fields', async () => {
    const { headers } = await t.signedInUser();
    for (const firstName of ['Ann\u0000a', 'Ann\uD800a']) {
      const res = await inject(t, {
        method: 'PATCH',
        url: '/api/user/update',
        headers: { ...headers, 'content-type': 'application/json' },
        payload: JSON.stringify({ firstName, lastName: 'B', username: `nul_${n++}` }),
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toMatch(/body\.firstName/);
    }
  });

  it('compares Origin with PUBLIC_URL, not with the Host header', async () => {
    const res = await inject(t, {
      method: 'POST',
      url: '/api/newsletter',
      headers: { origin: 'http://evil.example', host: 'evil.example' },
      payload: { email: 'x@example.com' },
    });
    expect(res.statusCode).toBe(403);
  });

  it('rate-limits signed-in mutations per user', async () => {
    const limited = await createTestApp({ env: { USER_MUTATIONS_PER_MINUTE: '120' } });
    onTestFinished(() => limited.close());
    const { headers } = await limited.signedInUser();
    const statuses: number[] = [];
    for (let i = 0; i < 125; i++) {
      const res = await inject(limited, {
        method: 'POST',
        url: '/api/onboarding/confirm-age',
        headers,
        payload: { confirmed: true },
      });
      statuses.push(res.statusCode);
    }
    expect(statuses.slice(0, 120).filter((s) => s !== 200)).toEqual([]);
    expect(statuses.at(-1)).toBe(429);
  });
});
