/**
 * Crashes: the app as a child process on a durable embedded database, a load of reward claims, welcome
 * bonuses, task claims, purchases and referral uses, SIGKILL at a random moment, restart. Then every
 * request that got a 2xx is reflected in the database, `npm run audit:ledger` passes and no balance is
 * negative. Several rounds on the same files (FAULT_ROUNDS, default 3; FAULT_SEED for the kill times).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { auditLedger } from '../../api/src/cli/audit-ledger.ts';
import { connectDatabase } from '../../api/src/db/connect.ts';
import { createModels } from '../../api/src/models/registry.ts';
import { startApp } from './app-process.ts';

const ROUNDS = Number(process.env.FAULT_ROUNDS ?? 3);
const SEED = Number(process.env.FAULT_SEED ?? 1125);
const PORT = Number(process.env.FAULT_PORT ?? 3390);
const USERS_PER_ROUND = 10;
const ADMIN_TG = 990_000_001;

type Fact = { tg: number; kind: string };

describe('crash recovery under load', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'cum-faults-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it(`keeps every acknowledged change over ${ROUNDS} SIGKILL rounds`, async () => {
    const killDelays = fc.sample(fc.integer({ min: 0, max: 800 }), { seed: SEED, numRuns: ROUNDS });
    const facts: Fact[] = [];
    const signedIn = new Set<number>();
    let tgSeq = 800_000_000;

    for (let round = 0; round < ROUNDS; round++) {
      const app = await startApp(dataDir, PORT, { ADMIN_TELEGRAM_IDS: String(ADMIN_TG) });
      const req = async (
        method: string,
        path: string,
        cookie: string | null,
        body?: unknown,
        headers = {},
      ) => {
        const res = await fetch(`${app.base}${path}`, {
          method,
          headers: {
            ...(cookie ? { cookie } : {}),
            ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
            ...headers,
          },
          ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
        });
        const json = await res.json().catch(() => null);
        return { status: res.status, json: json as Record<string, unknown> | null, res };
      };
      const signIn = async (tg: number) => {
        const r = await req('POST', '/api/auth/telegram', null, undefined, {
          'x-telegram-id': String(tg),
          'x-telegram-username': `crash_${tg}`,
        });
        if (r.status !== 200) throw new Error(`sign-in ${r.status} ${JSON.stringify(r.json)}`);
        signedIn.add(tg);
        const sid = r.res.headers.getSetCookie().find((c) => c.startsWith('sid='));
        return (sid ?? '').split(';')[0] as string;
      };

      // Setup (before the load): an admin task, fresh users with their referral codes.
      const admin = await signIn(ADMIN_TG);
      const task = await req('POST', '/api/admin/tasks', admin, {
        title: `Crash task ${round}`,
        description: 'Tap to earn',
        reward: 30,
      });
      expect(task.status).toBe(201);
      const taskId = String((task.json?.task as { id?: string } | undefined)?.id);
      const users: Array<{ tg: number; cookie: string; code: string }> = [];
      for (let i = 0; i < USERS_PER_ROUND; i++) {
        const tg = ++tgSeq;
        const cookie = await signIn(tg);
        const code = await req('GET', '/api/referral/code', cookie);
        users.push({ tg, cookie, code: String(code.json?.referralCode ?? '') });
      }
      const store = await req('GET', '/api/store', users[0]?.cookie ?? null);
      const items = ((store.json?.items as Array<{ id: string }> | undefined) ?? []).map((x) => x.id);

      // The load: every user runs its own chain of money-moving calls, all users at once.
      let killed = false;
      const record = (tg: number, kind: string, status: number) => {
        if (status >= 200 && status < 300) facts.push({ tg, kind });
      };
      const chain = async (u: { tg: number; cookie: string }, i: number) => {
        const step = async (kind: string, method: string, path: string, body?: unknown) => {
          if (killed) return;
          try {
            const r = await req(method, path, u.cookie, body);
            record(u.tg, kind, r.status);
          } catch {
            // The server died mid-request: no answer, no promise made.
          }
        };
        for (let rep = 0; rep < 30 && !killed; rep++) {
          await step('periodic_reward', 'POST', '/api/rewards/claim');
          await step('onboarding', 'POST', '/api/onboarding/confirm-age', { confirmed: true });
          await step('onboarding', 'POST', '/api/onboarding/complete');
          await step('welcome_bonus', 'POST', '/api/welcome-bonus/claim');
          const referrer = users[(i + 1) % users.length];
          if (referrer) await step('referral', 'POST', '/api/referral/use', { referralCode: referrer.code });
          await step('task_start', 'POST', `/api/tasks/${taskId}/start`);
          await step('task_reward', 'POST', `/api/tasks/${taskId}/claim`);
          for (const item of items) await step('store_purchase', 'POST', `/api/store/${item}/buy`);
        }
      };
      const load = Promise.all(users.map((u, i) => chain(u, i)));
      // Kill once money is moving (a few acknowledged calls), after a further random delay.
      const before = facts.length;
      for (let waited = 0; facts.length < before + USERS_PER_ROUND && waited < 20_000; waited += 20) {
        await new Promise((r) => setTimeout(r, 20));
      }
      await new Promise((r) => setTimeout(r, killDelays[round]));
      killed = true;
      await app.kill('SIGKILL');
      await load;

      // Recovery: the files are opened again (the journal replayed) and checked while no server runs;
      // the next round's server start is the app's restart on them.

      const db = await connectDatabase({ uri: null, dataDir });
      try {
        const { User, LedgerEntry, Referral } = createModels(db.connection);
        const byTg = new Map((await User.find({}).lean()).map((u) => [u.telegramId as number, u] as const));
        for (const tg of signedIn) expect(byTg.has(tg), `user ${tg} signed in but is gone`).toBe(true);
        const counts = new Map<string, number>();
        for (const f of facts) counts.set(`${f.tg}:${f.kind}`, (counts.get(`${f.tg}:${f.kind}`) ?? 0) + 1);
        for (const [key, acked] of counts) {
          const [tgText, kind] = key.split(':') as [string, string];
          const user = byTg.get(Number(tgText));
          expect(user, key).toBeDefined();
          if (!user) continue;
          if (kind === 'onboarding' || kind === 'task_start') continue;
          if (kind === 'referral') {
            expect(
              await Referral.exists({ referredUserId: user._id }),
              `${key} acknowledged, not stored`,
            ).toBeTruthy();
            continue;
          }
          const stored = await LedgerEntry.countDocuments({ userId: user._id, kind: kind as never });
          expect(stored, `${key}: ${acked} acknowledged, ${stored} stored`).toBeGreaterThanOrEqual(acked);
        }
        for (const u of byTg.values())
          expect(u.balance ?? 0, `balance of ${u.telegramId}`).toBeGreaterThanOrEqual(0);
        // The check of `npm run audit:ledger` (the same function): balance = sum of entries for every
        // user, no negative balance, no orphan entry, the platform counter equals the ledger total.
        const audit = await auditLedger(createModels(db.connection));
        expect(audit.ok, JSON.stringify(audit).slice(0, 2000)).toBe(true);
      } finally {
        await db.close();
      }
    }
    // And the app starts on the files of the last crash.
    const last = await startApp(dataDir, PORT);
    await last.kill('SIGTERM');
    const byKind: Record<string, number> = {};
    for (const f of facts) byKind[f.kind] = (byKind[f.kind] ?? 0) + 1;
    console.log(
      `faults: ${ROUNDS} rounds, acknowledged calls checked after SIGKILL: ${JSON.stringify(byKind)}`,
    );
    // The load did move money, or the test proves nothing.
    expect(facts.filter((f) => f.kind !== 'onboarding' && f.kind !== 'task_start').length).toBeGreaterThan(0);
  }, 300_000);
});
