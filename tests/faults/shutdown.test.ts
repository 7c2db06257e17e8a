/**
 * SIGTERM under load: the real server (server/src/main.ts) with requests in flight whose bodies are still
 * arriving (complete within 1 s) and one client whose body trickles a byte at a time and would
 * never finish. The server stops accepting, answers every in-flight request (the trickling one with a
 * 503 once the short grace is over), closes the database and exits 0 within 8 s.
 */

import { mkdtempSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { type AppProcess, startApp } from './app-process.ts';

const PORT = Number(process.env.SHUTDOWN_PORT ?? 3393);
const IN_FLIGHT = 30;

type Outcome = { status: number; body: string } | { error: string };

/** POSTs `body` in two halves `pauseMs` apart (or a byte every `pauseMs` when `trickle`). */
function post(path: string, body: string, pauseMs: number, trickle = false): Promise<Outcome> {
  return new Promise((resolve) => {
    const req = request({ host: '127.0.0.1', port: PORT, path, method: 'POST', agent: false }, (res) => {
      let text = '';
      res.on('data', (d) => {
        text += String(d);
      });
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
      res.on('error', () => resolve({ status: res.statusCode ?? 0, body: text }));
    });
    req.setHeader('content-type', 'application/json');
    req.setHeader('content-length', Buffer.byteLength(body));
    req.on('error', (err) => resolve({ error: String(err) }));
    req.flushHeaders();
    if (trickle) {
      let i = 0;
      const timer = setInterval(() => {
        if (req.destroyed || i >= body.length) return clearInterval(timer);
        req.write(body[i++]);
      }, pauseMs);
      req.on('close', () => clearInterval(timer));
    } else {
      const half = Math.floor(body.length / 2);
      req.write(body.slice(0, half));
      setTimeout(() => req.end(body.slice(half)), pauseMs);
    }
  });
}

describe('graceful shutdown', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'cum-shutdown-'));
  let app: AppProcess | null = null;
  afterAll(async () => {
    await app?.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('answers every in-flight request, cuts a trickling body, and exits 0 within 8 s', async () => {
    app = await startApp(dataDir, PORT);
    const exited = new Promise<number | null>((resolve) => app?.child.once('exit', resolve));
    const body = JSON.stringify({ message: 'x'.repeat(200), timestamp: Date.now() });
    const slow = post('/api/platform-test', body, 200, true);
    const inFlight = Array.from({ length: IN_FLIGHT }, () => post('/api/platform-test', body, 1_000));
    // Every request has been accepted (its headers are out) before the signal.
    await new Promise((r) => setTimeout(r, 500));
    const signalledAt = Date.now();
    app.child.kill('SIGTERM');
    const code = await exited;
    const shutdownMs = Date.now() - signalledAt;
    const answers = await Promise.all(inFlight);
    const slowAnswer = await slow;
    console.log(
      `shutdown: exit ${code} after ${shutdownMs} ms; in-flight answers ${JSON.stringify(answers.map((a) => ('status' in a ? a.status : a.error)))}; trickling client ${JSON.stringify(slowAnswer)}`,
    );
    expect(code).toBe(0);
    expect(shutdownMs).toBeLessThan(8_000);
    for (const a of answers) expect(a).toMatchObject({ status: 200 });
    expect(slowAnswer).toMatchObject({ status: 503 });
    expect('body' in slowAnswer && JSON.parse(slowAnswer.body).error).toBe('service_unavailable');
  }, 60_000);
});
