import type { Effect } from './txn.ts';

/** Whether the database can write now, and why not (the last journal write error). */
export interface WriteState {
  writable: boolean;
  lastError: string | null;
}

/** Durability backend used by the engine (see journal.ts for the file-based implementation). */
export interface Persistence {
  /** True when records were appended that are not yet fsynced. */
  readonly dirty: boolean;
  /** Records appended so far: a command that changed it wrote something. */
  readonly appendedCount: number;
  /** Journals a committed command's effects; `undo` runs too if they never reach the disk. */
  logEffects(effects: Effect[], undo?: () => void): void;
  /** Resolves once everything appended so far is on disk (group commit); rejects when that failed,
   * after every change not on disk was taken back out of memory. */
  sync(): Promise<void>;
  writeState(): Promise<WriteState>;
  close(): Promise<void>;
}
