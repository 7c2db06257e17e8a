import fs from 'node:fs';
import path from 'node:path';
import type { Engine } from './engine.ts';
import { Journal } from './journal.ts';
import { type JournalFs, nodeJournalFs } from './journal-fs.ts';
import { type DbLog, stderrLog } from './log.ts';
import { nextFrame, readFrames } from './records.ts';
import { applyJournal, applySnapshot, SNAPSHOT } from './snapshot.ts';

export const JOURNAL = 'journal.log';
const LOCK = 'mongod.lock';
const DEFAULT_COMPACT_BYTES = 64 * 1024 * 1024;
const openDirs = new Set<string>();

/** One server per data directory: a pid lock file (stale after kill -9, detected by the dead pid). */
export function lockDir(dir: string): () => void {
  const abs = path.resolve(dir);
  const lockPath = path.join(abs, LOCK);
  if (openDirs.has(abs))
    throw new Error(`embedded database: data directory ${abs} is already open in this process`);
  if (fs.existsSync(lockPath)) {
    const pid = Number(fs.readFileSync(lockPath, 'utf8').trim());
    let alive = false;
    if (pid > 0 && pid !== process.pid) {
      try {
        process.kill(pid, 0);
        alive = true;
      } catch (e) {
        alive = (e as NodeJS.ErrnoException).code === 'EPERM';
      }
    }
    if (alive) throw new Error(`embedded database: data directory ${abs} is in use by process ${pid}`);
  }
  fs.writeFileSync(lockPath, `${process.pid}\n`);
  openDirs.add(abs);
  return () => {
    openDirs.delete(abs);
    fs.rmSync(lockPath, { force: true });
  };
}

/** A data file with damage that intact records follow: starting would silently lose them. */
export class DamagedDataError extends Error {
  constructor(file: string, offset: number, detail: string) {
    super(
      `embedded database: ${file} is damaged at byte ${offset} (${detail}). Start-up stopped and the ` +
        `file was left unchanged. Run \`npm run db:repair\` with DATA_DIR=${path.dirname(file)}: it keeps ` +
        'a copy of the damaged files and salvages every intact record.',
    );
    this.name = 'DamagedDataError';
  }
}

/** Loads the snapshot, replays newer journal records, cuts a torn tail, then opens the journal. */
export async function openJournal(
  engine: Engine,
  dir: string,
  compactBytes = DEFAULT_COMPACT_BYTES,
  fsx: JournalFs = nodeJournalFs,
  log: DbLog = stderrLog,
): Promise<Journal> {
  fs.mkdirSync(dir, { recursive: true });
  const unlock = lockDir(dir);
  try {
    return load(engine, dir, compactBytes, unlock, fsx, log);
  } catch (e) {
    unlock();
    throw e;
  }
}

function load(
  engine: Engine,
  dir: string,
  compactBytes: number,
  unlock: () => void,
  fsx: JournalFs,
  log: DbLog,
) {
  let seq = 0;
  engine.catalog.loading = true;
  const snapPath = path.join(dir, SNAPSHOT);
  if (fs.existsSync(snapPath)) {
    // A snapshot is renamed into place only when complete: any damage in it is corruption.
    const buf = fs.readFileSync(snapPath);
    const { records, validBytes } = readFrames(buf);
    if (records[0]?.t !== 'meta' || records[records.length - 1]?.t !== 'end' || validBytes !== buf.length)
      throw new DamagedDataError(snapPath, validBytes, 'the snapshot is incomplete or corrupt');
    seq = applySnapshot(engine, records);
  }
  const jPath = path.join(dir, JOURNAL);
  const buf = fs.existsSync(jPath) ? fs.readFileSync(jPath) : Buffer.alloc(0);
  const { records, validBytes } = readFrames(buf);
  // Only an incomplete final record (a write cut by a crash) may be cut; anything readable after the
  // damage was acknowledged and must not be thrown away without a word.
  const after = validBytes < buf.length ? nextFrame(buf, validBytes + 1) : -1;
  if (after >= 0)
    throw new DamagedDataError(
      jPath,
      validBytes,
      `a bad record is followed by intact ones from byte ${after}`,
    );
  seq = applyJournal(engine, records, seq);
  engine.catalog.dropOutTemps();
  // Indexes are built once after loading (sort + bulk load), much cheaper than per-document inserts.
  engine.catalog.finishLoading();
  const fd = fs.openSync(jPath, fs.existsSync(jPath) ? 'r+' : 'w+');
  if (validBytes < buf.length) {
    log.warn(
      { journal: jPath, fromByte: validBytes, toByte: buf.length },
      'embedded database: cut an incomplete final record from the journal (never acknowledged)',
    );
    fs.ftruncateSync(fd, validBytes);
    fs.fsyncSync(fd);
  }
  const journal = new Journal(engine, dir, fd, validBytes, seq, compactBytes, unlock, fsx, log);
  if (validBytes > compactBytes) journal.tryCompact();
  return journal;
}
