import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { Types } from 'mongoose';
import { describe, expect, it } from 'vitest';
import { auditLedger, formatReport } from '../../src/cli/audit-ledger.ts';
import { testConfig } from '../../src/config.ts';
import { connectDatabase } from '../../src/db/connect.ts';
import { inTransaction } from '../../src/db/transaction.ts';
import { type Composition, createServices } from '../../src/services.ts';
import { createUserIn, useTestApp } from '../helpers/test-app.ts';

const run = promisify(execFile);
const repoRoot = resolve(import.meta.dirname, '../../..');

async function credit(services: Composition, userId: Types.ObjectId, amount: number, key: string) {
  await inTransaction(services.connection, (s) =>
    services.ledger.post(s, { userId, amount, kind: 'admin_adjustment', key, description: 'test' }),
  );
}

describe('audit:ledger', () => {
  const t = useTestApp();

  it('passes when every balance equals its ledger, and names every difference otherwise', async () => {
    const a = await t.createUser();
    const b = await t.createUser();
    await t.createUser(); // no entries, balance 0
    await credit(t.services, a._id, 5000, `audit:a:${a._id}`);
    await credit(t.services, a._id, -1500, `audit:a2:${a._id}`);
    await credit(t.services, b._id, 250, `audit:b:${b._id}`);
    const good = await auditLedger(t.services.models);
    expect(good).toMatchObject({ ok: true, mismatches: [], negatives: [], orphans: [] });
    expect(good.entries).toBe(3);
    expect(good.totalLedger).toBe(3750);
    expect(good.totalBalance).toBe(3750);
    expect(formatReport(good)).toMatch(/OK: every balance equals its ledger/);

    // Corruptions a bug could cause: a balance changed outside the ledger, a negative balance, an entry
    // without a user.
    await t.services.models.User.updateOne({ _id: a._id }, { $inc: { balance: 1 } });
    await t.services.models.User.updateOne({ _id: b._id }, { $set: { balance: -10 } });
    const ghost = new Types.ObjectId();
    await t.services.models.LedgerEntry.create({
      userId: ghost,
      amount: 7,
      kind: 'admin_adjustment',
      key: `ghost:${ghost}`,
      description: 'orphan',
      balanceAfter: 7,
    });
    const bad = await auditLedger(t.services.models);
    expect(bad.ok).toBe(false);
    expect(bad.mismatches).toEqual([
      { userId: a._id.toHexString(), balance: 3501, ledger: 3500 },
      { userId: b._id.toHexString(), balance: -10, ledger: 250 },
    ]);
    expect(bad.negatives).toEqual([{ userId: b._id.toHexString(), balance: -10 }]);
    expect(bad.orphans).toEqual([{ userId: ghost.toHexString(), ledger: 7, entries: 1 }]);
    expect(formatReport(bad)).toMatch(/DIFFERENCES FOUND/);
  });

  it('runs as a command on the embedded database files and exits non-zero on a difference', {
    timeout: 120_000,
  }, async () => {
    const dir = mkdtempSync(join(tmpdir(), 'audit-'));
    try {
      const db = await connectDatabase({ uri: null, dataDir: dir });
      const services = await createServices({ config: testConfig(), connection: db.connection });
      const u = await createUserIn(services);
      await credit(services, u._id, 1234, `cli:${u._id}`);
      await db.close();

      const env = { ...process.env, DATA_DIR: dir, MONGODB_URI: '', APP_ENV: 'test' };
      const cmd = ['tsx', 'api/src/cli/audit-ledger.ts'];
      const okRun = await run('npx', cmd, { cwd: repoRoot, env });
      expect(okRun.stdout).toMatch(/users: 1, ledger entries: 1/);
      expect(okRun.stdout).toMatch(/OK: every balance equals its ledger/);

      const db2 = await connectDatabase({ uri: null, dataDir: dir });
      await db2.connection.collection('users').updateOne({ _id: u._id }, { $inc: { balance: 1 } });
      await db2.close();
      const failed = await run('npx', cmd, { cwd: repoRoot, env }).then(
        () => null,
        (err: { code: number; stdout: string }) => err,
      );
      expect(failed?.code).toBe(1);
      expect(failed?.stdout).toMatch(/balance differs from the ledger: 1/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
