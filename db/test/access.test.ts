import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { MongoClient } from 'mongodb';
import { afterAll, describe, expect, it } from 'vitest';
import { startEmbeddedDb } from '../src/index.ts';
import { embeddedOnly } from './helpers.ts';

const dirs: string[] = [];
// Lowercase names: a socket path with capitals is moved to a temp dir (the driver lowercases hello's hosts).
const tmpDir = () => {
  const d = path.join(os.tmpdir(), `edb-access-${process.pid}-${dirs.length}-${Date.now().toString(36)}`);
  fs.mkdirSync(d, { mode: 0o700 });
  dirs.push(d);
  return d;
};
afterAll(() => {
  for (const d of dirs) fs.rmSync(d, { recursive: true, force: true });
});

/** Inodes of the TCP sockets this process listens on (Linux /proc), to prove no TCP port is open. */
function listeningTcpInodes(): Set<string> {
  const mine = new Set<string>();
  for (const fd of fs.readdirSync('/proc/self/fd')) {
    let link = '';
    try {
      link = fs.readlinkSync(`/proc/self/fd/${fd}`);
    } catch {
      continue; // the fd readdir itself used, already closed
    }
    const m = /^socket:\[(\d+)\]$/.exec(link);
    if (m?.[1]) mine.add(m[1]);
  }
  const out = new Set<string>();
  for (const file of ['/proc/net/tcp', '/proc/net/tcp6']) {
    if (!fs.existsSync(file)) continue;
    for (const line of fs.readFileSync(file, 'utf8').split('\n').slice(1)) {
      const cols = line.trim().split(/\s+/);
      // st 0A = LISTEN; column 9 is the inode.
      if (cols[3] === '0A' && cols[9] && mine.has(cols[9])) out.add(cols[9]);
    }
  }
  return out;
}

describe.skipIf(embeddedOnly === 'skip')('who can reach the database (embedded)', () => {
  it('in-process: a 0600 Unix socket in a private directory, no TCP listener, the driver stays on it', async () => {
    const before = listeningTcpInodes();
    const db = await startEmbeddedDb();
    try {
      expect(db.port).toBeUndefined();
      const sock = db.socketPath as string;
      expect(db.uri).toBe(`mongodb://${encodeURIComponent(sock)}/`);
      expect(fs.lstatSync(sock).isSocket()).toBe(true);
      expect(fs.statSync(sock).mode & 0o777).toBe(0o600);
      expect(fs.statSync(path.dirname(sock)).mode & 0o077).toBe(0);
      if (fs.existsSync('/proc/self/fd')) expect(listeningTcpInodes()).toEqual(before);
      const client = await MongoClient.connect(db.uri);
      const coll = client.db('a').collection('t');
      const session = client.startSession();
      await session.withTransaction(async () => {
        await coll.insertOne({ x: 1 }, { session });
      });
      await session.endSession();
      expect(await coll.countDocuments()).toBe(1);
      // Replica-set discovery found only the socket (a TCP "member" would have been added otherwise).
      const hello = await client.db('admin').command({ hello: 1 });
      expect(hello).toMatchObject({ setName: 'rs0', me: sock, hosts: [sock], primary: sock });
      await client.close();
    } finally {
      await db.stop();
    }
    expect(fs.existsSync(db.socketPath as string)).toBe(false);
    expect(fs.existsSync(path.dirname(db.socketPath as string))).toBe(false);
  });

  it('puts the socket in the data directory and makes that directory private', async () => {
    const dir = tmpDir();
    fs.chmodSync(dir, 0o755);
    const db = await startEmbeddedDb({ dataDir: dir });
    expect(db.socketPath).toBe(path.join(dir, 'embedded-mongo.sock'));
    expect(fs.statSync(dir).mode & 0o777).toBe(0o700);
    await db.stop();
  });

  it('removes the socket of a dead server, never the socket of a live one', async () => {
    const dir = tmpDir();
    const sock = path.join(dir, 'embedded-mongo.sock');
    // A server killed with -9 leaves its socket file behind.
    const script = `require('net').createServer().listen(${JSON.stringify(sock)}, () => process.kill(process.pid, 'SIGKILL'))`;
    spawnSync(process.execPath, ['-e', script]);
    expect(fs.lstatSync(sock).isSocket()).toBe(true);
    const first = await startEmbeddedDb({ dataDir: dir, inMemory: true });
    expect(first.socketPath).toBe(sock);
    await expect(startEmbeddedDb({ dataDir: dir, inMemory: true })).rejects.toThrow(
      /in use by a running server/,
    );
    const client = await MongoClient.connect(first.uri);
    expect((await client.db('admin').command({ ping: 1 })).ok).toBe(1);
    await client.close();
    await first.stop();
  });

  it('falls back to a short private directory when the data directory is too deep for a socket path or has capitals', async () => {
    const deep = path.join(tmpDir(), 'x'.repeat(60), 'y'.repeat(60));
    const db = await startEmbeddedDb({ dataDir: deep });
    expect(db.socketPath?.startsWith(deep)).toBe(false);
    const mixed = await startEmbeddedDb({ dataDir: path.join(tmpDir(), 'Data'), inMemory: true });
    expect(mixed.socketPath).toBe(mixed.socketPath?.toLowerCase());
    await mixed.stop();
    expect(Buffer.byteLength(db.socketPath as string)).toBeLessThanOrEqual(103);
    const client = await MongoClient.connect(db.uri);
    await client
      .db('a')
      .collection('t')
      .insertOne({ _id: 1 } as never);
    await client.close();
    await db.stop();
    expect(fs.existsSync(path.join(deep, 'journal.log'))).toBe(true);
    expect(fs.statSync(deep).mode & 0o777).toBe(0o700);
    // The same data directory gets the same fallback place, so a restart after a crash reuses it.
    const again = await startEmbeddedDb({ dataDir: deep, inMemory: true });
    expect(again.socketPath).toBe(db.socketPath);
    // A second server of that directory fails without touching the first one's socket.
    await expect(startEmbeddedDb({ dataDir: deep, inMemory: true })).rejects.toThrow(/in use/);
    expect(fs.lstatSync(again.socketPath as string).isSocket()).toBe(true);
    await again.stop();
    // A directory someone else could have prepared under that name is refused, not used.
    const trap = path.dirname(db.socketPath as string);
    fs.mkdirSync(trap, { mode: 0o755 });
    fs.chmodSync(trap, 0o755);
    await expect(startEmbeddedDb({ dataDir: deep })).rejects.toThrow(/not a private directory/);
    fs.rmSync(trap, { recursive: true });
  });
});

describe.skipIf(embeddedOnly === 'skip')('SCRAM-SHA-256 over TCP (embedded)', () => {
  const withCreds = (uri: string, user: string, pw: string, extra = '') =>
    uri.replace('mongodb://', `mongodb://${encodeURIComponent(user)}:${encodeURIComponent(pw)}@`) + extra;

  it('lets the right password in, refuses a wrong one and unauthenticated commands', async () => {
    const db = await startEmbeddedDb({ port: 0, auth: { user: 'cum', password: 'pä$$ word,=' } });
    try {
      expect(db.uri).toMatch(/^mongodb:\/\/127\.0\.0\.1:\d+\/$/);
      const ok = await MongoClient.connect(withCreds(db.uri, 'cum', 'pä$$ word,='));
      await ok.db('app').collection('t').insertOne({ a: 1 });
      expect(await ok.db('app').collection('t').countDocuments()).toBe(1);
      await ok.close();

      const sha = await MongoClient.connect(
        withCreds(db.uri, 'cum', 'pä$$ word,=', '?authMechanism=SCRAM-SHA-256'),
      );
      expect((await sha.db('admin').command({ ping: 1 })).ok).toBe(1);
      await sha.close();

      for (const [user, pw, extra] of [
        ['cum', 'wrong', ''],
        ['nobody', 'pä$$ word,=', ''],
        ['cum', 'pä$$ word,=', 'app?authSource=app'],
      ] as const) {
        const err = await MongoClient.connect(withCreds(db.uri, user, pw, extra), {
          serverSelectionTimeoutMS: 2000,
        }).then(
          (c) => c.close().then(() => null),
          (e) => e,
        );
        expect(err?.code, `${user}/${pw}/${extra}`).toBe(18);
        expect(err?.codeName ?? 'AuthenticationFailed').toBe('AuthenticationFailed');
      }

      const anon = await MongoClient.connect(db.uri);
      expect((await anon.db('admin').command({ ping: 1 })).ok).toBe(1);
      const denied = await anon
        .db('app')
        .collection('t')
        .findOne({})
        .catch((e) => e);
      expect(denied).toMatchObject({
        code: 13,
        codeName: 'Unauthorized',
        message: 'command find requires authentication',
      });
      const mech = await anon
        .db('admin')
        .command({ saslStart: 1, mechanism: 'SCRAM-SHA-1', payload: Buffer.from('n,,n=cum,r=abc') })
        .catch((e) => e);
      expect(mech.code).toBe(334);
      await anon.close();
    } finally {
      await db.stop();
    }
  });

  // `npm run db` itself (TCP, DB_PASSWORD, SIGTERM) is tested as a process in server/test/db-main.test.ts.

  it('runs in a worker thread with the same {uri, stop}', async () => {
    const dir = tmpDir();
    const db = await startEmbeddedDb({ dataDir: dir, worker: true });
    await expect(startEmbeddedDb({ dataDir: dir, worker: true })).rejects.toThrow(/already open/);
    expect(fs.statSync(db.socketPath as string).mode & 0o777).toBe(0o600);
    const client = await MongoClient.connect(db.uri);
    const before = await db.memory?.();
    await client
      .db('a')
      .collection('t')
      .insertMany(
        Array.from({ length: 4000 }, (_, i) => ({ _id: i + 100, pad: 'x'.repeat(2000) })) as never[],
      );
    await client
      .db('a')
      .collection('t')
      .insertOne({ _id: 7 } as never);
    // The worker reports its own heap (the soak's leak check reads it); 8 MB of documents show there,
    // even if a collection in between frees the garbage of the inserts.
    const after = await db.memory?.();
    expect(before?.heapUsed).toBeGreaterThan(0);
    expect(after?.heapTotal).toBeGreaterThanOrEqual(after?.heapUsed ?? Number.POSITIVE_INFINITY);
    expect((after?.heapUsed ?? 0) - (before?.heapUsed ?? 0)).toBeGreaterThan(2_000_000);
    // The health check's question crosses into the worker too.
    expect(await db.writeState()).toEqual({ writable: true, lastError: null });
    // Named, so `top -H` and the benchmarks show the database's CPU apart from the API's (Linux).
    if (process.platform === 'linux') {
      const names = fs
        .readdirSync('/proc/self/task')
        .map((tid) => fs.readFileSync(`/proc/self/task/${tid}/comm`, 'utf8').trim());
      expect(names).toContain('embedded-db');
    }
    await client.close();
    await db.stop();
    const again = await startEmbeddedDb({ dataDir: dir });
    const c2 = await MongoClient.connect(again.uri);
    expect(await c2.db('a').collection('t').countDocuments()).toBe(4001);
    await c2.close();
    await again.stop();
  });
});
