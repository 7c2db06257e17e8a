/**
 * Database outage: the API on `npm run db` (a separate process, MONGODB_URI), signed-in users reading
 * and claiming, the database SIGKILLed under that load and restarted on the same files and port.
 * While it is down every data request answers 503 `service_unavailable` with Retry-After within 3 s
 * (no 500, no 10 s hang), /api/health answers 503 at once, the API process stays up, and it serves
 * again within a few seconds of the database's return.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { type AppProcess, startApp } from './app-process.ts';
import { type DbProcess, startDbProcess } from './db-process.ts';

const PORT = Number(process.env.OUTAGE_PORT ?? 3391);
const DB_PORT = Number(process.env.OUTAGE_DB_PORT ?? 3392);
const USERS = 6;

interface Call {
  start: number;
  end: number;
  status: number;
  retryAfter: string | null;
  error: string | null;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('database outage', () => {
  const dbDir = mkdtempSync(join(tmpdir(), 'cum-outage-db-'));
  const appDir = mkdtempSync(join(tmpdir(), 'cum-outage-app-'));
  let db: DbProcess | null = null;
  let app: AppProcess | null = null;
  afterAll(async () => {
    await app?.kill('SIGKILL');
    await db?.kill('SIGKILL');
    rmSync(dbDir, { recursive: true, force: true });
    rmSync(appDir, { recursive: true, force: true });
  });

  it('answers 503 with Retry-After within 3 s while the database is down, then recovers', async () => {
    db = await startDbProcess(dbDir, DB_PORT);
    app = await startApp(appDir, PORT, { MONGODB_URI: db.uri });
    const base = app.base;
    const cookies: string[] = [];
    for (let i = 0; i < USERS; i++) {
      const res = await fetch(`${base}/api/auth/telegram`, {
        method: 'POST',
        headers: { 'x-telegram-id': String(700_000_000 + i), 'x-telegram-username': `outage_${i}` },
      });
      expect(res.status).toBe(200);
      cookies.push((res.headers.getSetCookie().find((c) => c.startsWith('sid=')) ?? '').split(';')[0] ?? '');
    }

    const calls: Call[] = [];
    let stop = false;
    const call = async (method: string, path: string, cookie: string) => {
      const start = Date.now();
      try {
        const res = await fetch(`${base}${path}`, {
          method,
          headers: { cookie },
          signal: AbortSignal.timeout(20_000),
        });
        await res.arrayBuffer();
        calls.push({
          start,
          end: Date.now(),
          status: res.status,
          retryAfter: res.headers.get('retry-after'),
          error: null,
        });
      } catch (err) {
        calls.push({ start, end: Date.now(), status: 0, retryAfter: null, error: String(err) });
      }
    };
    const load = Promise.all(
      cookies.map(async (cookie) => {
        while (!stop) {
          await call('GET', '/api/user', cookie);
          await call('POST', '/api/rewards/claim', cookie);
          await sleep(50);
        }
      }),
    );

    await sleep(1_000);
    const killedAt = Date.now();
    await db.kill('SIGKILL');
    // Health answers at once (no waiting on the driver).
    await sleep(300);
    const healthStart = Date.now();
    const health = await fetch(`${base}/api/health`);
    const healthMs = Date.now() - healthStart;
    expect(health.status).toBe(503);
    expect(healthMs).toBeLessThan(1_000);

    await sleep(6_000);
    const restartAt = Date.now();
    db = await startDbProcess(dbDir, DB_PORT);
    let recoveredAt = 0;
    for (let waited = 0; waited < 20_000 && !recoveredAt; waited += 100) {
      if (calls.some((c) => c.start > restartAt && c.status === 200)) recoveredAt = Date.now();
      else await sleep(100);
    }
    stop = true;
    await load;

    const during = calls.filter((c) => c.end > killedAt + 200 && c.start < restartAt);
    const unavailable = during.filter((c) => c.status === 503);
    const slowest = Math.max(0, ...during.map((c) => c.end - Math.max(c.start, killedAt)));
    console.log(
      `outage: ${during.length} calls while down, ${unavailable.length} answered 503, slowest answer ${slowest} ms after the kill; health 503 in ${healthMs} ms; recovered ${recoveredAt - restartAt} ms after the restart`,
    );
    expect(during.length).toBeGreaterThan(USERS);
    for (const c of during) {
      expect(c.error, 'a request got no answer').toBeNull();
      expect([200, 409, 503], `status ${c.status}`).toContain(c.status);
      expect(c.end - Math.max(c.start, killedAt), 'answered within 3 s').toBeLessThan(3_000);
      if (c.status === 503) expect(c.retryAfter).toMatch(/^\d+$/);
    }
    // Once the driver has noticed, everything answered before the restart began is a 503 (no stale
    // success, no 500). A call still open when the database comes back may rightly succeed.
    const whileDown = during.filter((c) => c.start > killedAt + 1_000 && c.end < restartAt);
    expect(whileDown.length).toBeGreaterThan(0);
    expect(whileDown.map((c) => c.status).filter((s) => s !== 503)).toEqual([]);
    expect(recoveredAt, 'serves again after the database returns').toBeGreaterThan(0);
    expect(recoveredAt - restartAt).toBeLessThan(10_000);
    expect(app.child.exitCode).toBeNull();
    const healthAfter = await fetch(`${base}/api/health`);
    expect(healthAfter.status).toBe(200);
  }, 120_000);
});
