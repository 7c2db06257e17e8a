import type { Effect } from './txn.ts';

/** Durability backend used by the engine (see journal.ts for the file-based implementation). */
export interface Persistence {
  /** True when records were appended that are not yet fsynced. */
  readonly dirty: boolean;
  logEffects(effects: Effect[]): void;
  /** Resolves once everything appended so far is on disk (group commit). */
  sync(): Promise<void>;
  close(): Promise<void>;
}
