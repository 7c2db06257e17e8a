import fs from 'node:fs';
import path from 'node:path';
import { Engine } from './engine.ts';
import { nodeJournalFs } from './journal-fs.ts';
import { type Gap, salvageFrames } from './records.ts';
import { JOURNAL, lockDir } from './recovery.ts';
import { applyJournal, applySnapshot, SNAPSHOT, writeSnapshot } from './snapshot.ts';

export interface FileRepair {
  file: string;
  /** Intact records kept. */
  kept: number;
  /** Damaged stretches dropped, in bytes of the original file. */
  dropped: Gap[];
  /** What else was lost (a snapshot's header with collection options and indexes). */
  notes: string[];
}

export interface RepairReport {
  /** Where the original files were copied; null when nothing was damaged (and nothing changed). */
  backup: string | null;
  files: FileRepair[];
  /** Documents in the repaired database. */
  documents: number;
}

/**
 * `npm run db:repair`: salvages every intact record of a damaged data directory. The original files
 * are copied to `damaged-<time>/` first; the records before and after each damaged stretch
 * (resynchronising on the next valid frame) are loaded as start-up would, then written as a fresh
 * snapshot with an empty journal. The directory must not be open by a server.
 */
export function repairDataDir(dir: string, now = new Date()): RepairReport {
  const unlock = lockDir(dir);
  try {
    const paths = [SNAPSHOT, JOURNAL].map((f) => path.join(dir, f)).filter((p) => fs.existsSync(p));
    const engine = new Engine();
    engine.catalog.loading = true;
    let seq = 0;
    const files: FileRepair[] = [];
    for (const file of paths) {
      const { records, gaps } = salvageFrames(fs.readFileSync(file));
      const notes: string[] = [];
      if (file.endsWith(SNAPSHOT)) {
        if (records[0]?.t !== 'meta')
          notes.push(
            'the snapshot header is lost: collection options, indexes and views in it are not recovered',
          );
        if (records[records.length - 1]?.t !== 'end') notes.push('the snapshot end marker is lost');
        seq = applySnapshot(engine, records);
      } else seq = applyJournal(engine, records, seq);
      files.push({ file, kept: records.length, dropped: gaps, notes });
    }
    engine.catalog.dropOutTemps();
    engine.catalog.finishLoading();
    let documents = 0;
    for (const colls of engine.catalog.dbs.values()) for (const c of colls.values()) documents += c.docs.size;
    if (files.every((f) => f.dropped.length === 0 && f.notes.length === 0))
      return { backup: null, files, documents };
    const backup = path.join(dir, `damaged-${now.toISOString().replace(/[:.]/g, '-')}`);
    fs.mkdirSync(backup, { recursive: true, mode: 0o700 });
    for (const file of paths) fs.copyFileSync(file, path.join(backup, path.basename(file)));
    writeSnapshot(engine, dir, seq, nodeJournalFs);
    // The snapshot holds everything now: an empty journal (its old records are all <= seq anyway).
    const fd = fs.openSync(path.join(dir, JOURNAL), 'w');
    fs.fsyncSync(fd);
    fs.closeSync(fd);
    return { backup, files, documents };
  } finally {
    unlock();
  }
}

/** The report as the command prints it. */
export function formatRepair(r: RepairReport): string {
  const lines: string[] = [];
  for (const f of r.files) {
    const lost = f.dropped.reduce((n, g) => n + g.to - g.from, 0);
    lines.push(
      `${f.file}: kept ${f.kept} intact records, dropped ${f.dropped.length} damaged stretch(es), ${lost} bytes`,
    );
    for (const g of f.dropped) lines.push(`  dropped bytes ${g.from}-${g.to}`);
    for (const n of f.notes) lines.push(`  ${n}`);
  }
  lines.push(
    r.backup
      ? `wrote a clean snapshot and an empty journal with ${r.documents} documents; the damaged files are kept in ${r.backup}`
      : `nothing is damaged (${r.documents} documents); nothing was changed`,
  );
  return lines.join('\n');
}
