import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type JournalFs, nodeJournalFs, startEmbeddedDb } from '@cum/embedded-mongo';
import mongoose from 'mongoose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { testConfig } from '../../src/config.ts';
import { createServices } from '../../src/services.ts';

// The embedded database only: a full disk is simulated through its journal's file-system seam.
describe.skipIf(Boolean(process.env.MONGODB_URI))('health while the disk is full (embedded database)', () => {
  const dir = mkdtempSync(join(tmpdir(), 'cum-health-'));
  let full = false;
  const enospc = () => Object.assign(new Error('ENOSPC: no space left on device'), { code: 'ENOSPC' });
  const diskFs: JournalFs = {
    ...nodeJournalFs,
    write: async (...a) => {
      if (full) throw enospc();
      return nodeJournalFs.write(...a);
    },
    writeSync: (...a) => {
      if (full) throw enospc();
      return nodeJournalFs.writeSync(...a);
    },
  };
  let stop: () => Promise<void>;
  let app: Awaited<ReturnType<typeof buildApp>>;
  let services: Awaited<ReturnType<typeof createServices>>;

  beforeAll(async () => {
    const server = await startEmbeddedDb({ dataDir: join(dir, 'db'), journalFs: diskFs });
    const connection = await mongoose.createConnection(server.uri, { dbName: 'health' }).asPromise();
    services = await createServices({
      config: testConfig({ DATA_DIR: dir }),
      connection,
      databaseWriteState: server.writeState,
    });
    app = await buildApp({ services, staticRoot: '/nonexistent' });
    app.log.level = 'silent';
    stop = async () => {
      await app.close();
      await connection.close();
      await server.stop();
    };
  });
  afterAll(async () => {
    await stop?.();
    rmSync(dir, { recursive: true, force: true });
  });

  const health = () => app.inject({ method: 'GET', url: '/api/health' });

  it('answers 503 while writes fail, keeps reads working, and 200 again once space returns', async () => {
    const { NewsletterSubscriber } = services.models;
    await NewsletterSubscriber.create({ email: 'before@example.com' });
    expect((await health()).statusCode).toBe(200);

    full = true;
    await expect(NewsletterSubscriber.create({ email: 'lost@example.com' })).rejects.toThrow(/not applied/);
    const down = await health();
    expect(down.statusCode).toBe(503);
    expect(down.json()).toMatchObject({ error: 'service_unavailable' });
    expect(await NewsletterSubscriber.countDocuments()).toBe(1);

    full = false; // space is back: no restart
    expect((await health()).statusCode).toBe(200);
    await NewsletterSubscriber.create({ email: 'after@example.com' });
    expect((await NewsletterSubscriber.find().sort({ email: 1 }).lean()).map((s) => s.email)).toEqual([
      'after@example.com',
      'before@example.com',
    ]);
  });
});
