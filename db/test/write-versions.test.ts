import { describe, expect, it } from 'vitest';
import { Engine } from '../src/engine.ts';

/** The per-document write versions (first-committer-wins conflicts) kept by the housekeeping sweep. */
describe('write versions', () => {
  it('drops the versions older than every open transaction, keeps the ones a transaction needs', async () => {
    const engine = new Engine();
    const run = (cmd: object) => engine.execute({ ...cmd, $db: 'v' }, 1);
    const session = (n: number) => ({ lsid: { id: new Uint8Array(16).fill(n) }, autocommit: false });
    const a = { ...session(1), txnNumber: 1 };
    const b = { ...session(2), txnNumber: 1 };
    await run({ insert: 'docs', documents: [{ _id: 'seed' }] });
    // A is open the whole time, as some transaction always is under load.
    await run({ find: 'docs', filter: {}, ...a, startTransaction: true });
    await run({ insert: 'docs', documents: [{ _id: 'x' }] });
    await run({ find: 'docs', filter: {}, ...b, startTransaction: true });
    await run({ abortTransaction: 1, ...a, $db: 'admin' });
    await run({ insert: 'docs', documents: Array.from({ length: 50 }, (_, i) => ({ _id: i })) });
    engine.sweep();
    const coll = engine.catalog.get('v', 'docs');
    if (!coll) throw new Error('missing');
    // 'seed' and 'x' were written before B's snapshot: B can never conflict on them.
    expect(coll.lastWrite.has('sx')).toBe(false);
    expect(coll.lastWrite.size).toBe(50);
    // B still conflicts on a document written after it started, and not on 'x'.
    await run({ update: 'docs', updates: [{ q: { _id: 'x' }, u: { $set: { n: 1 } } }], ...b });
    const conflict = await run({
      update: 'docs',
      updates: [{ q: { _id: 7 }, u: { $set: { n: 1 } } }],
      ...b,
    }).catch((e: Error) => e);
    expect(String((conflict as Error).message ?? JSON.stringify(conflict))).toMatch(
      /WriteConflict|conflict/i,
    );
  });
});
