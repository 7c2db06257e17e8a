import net from 'node:net';
import { crc32 } from 'node:zlib';
import { type Document, deserialize, serialize } from 'bson';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type EmbeddedDb, startEmbeddedDb } from '../src/index.ts';
import { embeddedOnly } from './helpers.ts';

let server: EmbeddedDb;
beforeAll(async () => {
  if (embeddedOnly === 'run') server = await startEmbeddedDb({ port: 0 });
});
afterAll(async () => {
  await server?.stop();
});

function roundTrip(port: number, message: Buffer): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const s = net.connect(port, '127.0.0.1', () => s.write(message));
    let buf = Buffer.alloc(0);
    s.on('data', (d) => {
      buf = Buffer.concat([buf, d]);
      if (buf.length >= 4 && buf.length >= buf.readInt32LE(0)) {
        s.destroy();
        resolve(buf);
      }
    });
    s.on('error', reject);
  });
}

function header(len: number, id: number, op: number): Buffer {
  const h = Buffer.alloc(16);
  h.writeInt32LE(len, 0);
  h.writeInt32LE(id, 4);
  h.writeInt32LE(0, 8);
  h.writeInt32LE(op, 12);
  return h;
}

describe.skipIf(embeddedOnly === 'skip')('wire protocol (embedded)', () => {
  it('answers a legacy OP_QUERY isMaster with OP_REPLY', async () => {
    const q = serialize({ isMaster: 1, client: { driver: { name: 'test' } } });
    const ns = Buffer.from('admin.$cmd\0');
    const body = Buffer.concat([Buffer.alloc(4), ns, Buffer.from([0, 0, 0, 0, 0xff, 0xff, 0xff, 0xff]), q]);
    const reply = await roundTrip(
      server.port as number,
      Buffer.concat([header(16 + body.length, 7, 2004), body]),
    );
    expect(reply.readInt32LE(12)).toBe(1);
    expect(reply.readInt32LE(8)).toBe(7);
    expect(reply.readInt32LE(32)).toBe(1);
    const doc = deserialize(reply.subarray(36));
    expect(doc).toMatchObject({
      ismaster: true,
      maxWireVersion: 25,
      setName: 'rs0',
      logicalSessionTimeoutMinutes: 30,
    });
    expect(doc.me).toBe(new URL(server.uri).host);
    expect(doc.topologyVersion).toBeUndefined();
    expect(doc.compression).toBeUndefined();
  });

  it('accepts OP_MSG with a kind-1 document sequence and a checksum', async () => {
    const bodyDoc = serialize({ insert: 'wire', $db: 'w' });
    const docs = Buffer.concat([serialize({ _id: 1, a: 1 }), serialize({ _id: 2, a: 2 })]);
    const ident = Buffer.from('documents\0');
    const seqSize = Buffer.alloc(4);
    seqSize.writeInt32LE(4 + ident.length + docs.length);
    const sections = Buffer.concat([Buffer.from([0]), bodyDoc, Buffer.from([1]), seqSize, ident, docs]);
    const flags = Buffer.alloc(4);
    flags.writeUInt32LE(1);
    const len = 16 + 4 + sections.length + 4;
    const withoutSum = Buffer.concat([header(len, 9, 2013), flags, sections]);
    const sum = Buffer.alloc(4);
    sum.writeUInt32LE(crc32(withoutSum));
    const reply = await roundTrip(server.port as number, Buffer.concat([withoutSum, sum]));
    expect(reply.readInt32LE(12)).toBe(2013);
    const doc: Document = deserialize(reply.subarray(21));
    expect(doc).toMatchObject({ n: 2, ok: 1 });
    expect(doc.$clusterTime).toBeDefined();
    expect(doc.operationTime).toBeDefined();
  });

  it('refuses non-loopback hosts', async () => {
    await expect(startEmbeddedDb({ host: '0.0.0.0' })).rejects.toThrow(/non-loopback/);
  });

  // How fast it starts is for a benchmark to print; here: several servers side by side, each on its own socket or port.
  it('runs several in-memory servers side by side', async () => {
    const dbs = await Promise.all(
      Array.from({ length: 5 }, (_, i) => startEmbeddedDb(i % 2 ? { port: 0 } : {})),
    );
    await Promise.all(dbs.map((d) => d.stop()));
    expect(new Set(dbs.map((d) => d.uri)).size).toBe(5);
  });
});
