/**
 * Printing and baseline comparison for bench:db. A baseline is a JSON file of earlier rows
 * (`--save <file>` writes one); rows more than 10% slower than their baseline are flagged.
 */
import fs from 'node:fs';
import os from 'node:os';

export type Thread = 'main' | 'worker';
export interface Row {
  thread: Thread;
  mode: 'memory' | 'durable';
  size: number;
  op: string;
  opsPerSec: number;
  /** Busy time of the caller's event loop per operation, µs. */
  loopUs?: number;
}
export interface Baseline {
  takenAt: string;
  load: number[];
  note?: string;
  rows: Row[];
}

const REGRESSION = 0.1;
const key = (r: Pick<Row, 'thread' | 'mode' | 'size' | 'op'>) => `${r.thread}/${r.mode}/${r.size}/${r.op}`;
const loadNow = () => os.loadavg().map((l) => Math.round(l * 100) / 100);
export const loadLine = () => `load average ${loadNow().join(', ')} (${os.cpus().length} cores)`;

export function readBaseline(file: string | undefined): Baseline | null {
  if (!file || !fs.existsSync(file)) return null;
  return JSON.parse(fs.readFileSync(file, 'utf8')) as Baseline;
}

export function saveBaseline(file: string, rows: Row[], note?: string): void {
  const b: Baseline = { takenAt: new Date().toISOString(), load: loadNow(), note, rows };
  fs.writeFileSync(file, `${JSON.stringify(b, null, 2)}\n`);
}

const pct = (x: number) => `${x >= 0 ? '+' : ''}${Math.round(x * 100)}%`;

/**
 * One line per (thread, mode, operation): the 1k figure, the 100k figure and their ratio side by
 * side; with a baseline, the change of each figure and a flag on >10% regressions. Returns the
 * number of regressed figures.
 */
export function printTable(rows: Row[], baseline: Baseline | null): number {
  const base = new Map((baseline?.rows ?? []).map((r) => [key(r), r.opsPerSec]));
  const vs = (r: Row | undefined) => {
    const b = r && base.get(key(r));
    if (!r || !b) return { text: '', bad: false };
    const change = r.opsPerSec / b - 1;
    return { text: `${pct(change)} vs ${b}`, bad: change < -REGRESSION };
  };
  let regressed = 0;
  console.log(
    `${'thread'.padEnd(7)} ${'mode'.padEnd(8)} ${'operation'.padEnd(24)} ${'1k ops/s'.padStart(9)} ${'100k ops/s'.padStart(11)} ${'100k/1k'.padStart(8)}${baseline ? '   1k vs baseline        100k vs baseline' : ''}`,
  );
  const groups = new Map<string, Row[]>();
  for (const r of rows) {
    const k = `${r.thread}/${r.mode}/${r.op}`;
    groups.set(k, [...(groups.get(k) ?? []), r]);
  }
  for (const g of groups.values()) {
    const small = g.find((r) => r.size === 1_000);
    const large = g.find((r) => r.size === 100_000);
    const first = g[0] as Row;
    const ratio = small && large ? (large.opsPerSec / small.opsPerSec).toFixed(2) : '';
    const a = vs(small);
    const b = vs(large);
    regressed += Number(a.bad) + Number(b.bad);
    const cmp = baseline
      ? `   ${`${a.text}${a.bad ? ' REGRESSED' : ''}`.padEnd(22)} ${b.text}${b.bad ? ' REGRESSED' : ''}`
      : '';
    console.log(
      `${first.thread.padEnd(7)} ${first.mode.padEnd(8)} ${first.op.padEnd(24)} ${String(small?.opsPerSec ?? '').padStart(9)} ${String(large?.opsPerSec ?? '').padStart(11)} ${ratio.padStart(8)}${cmp}`,
    );
  }
  if (baseline)
    console.log(
      `baseline of ${baseline.takenAt} (load ${baseline.load.join(', ')})${baseline.note ? `: ${baseline.note}` : ''}; ${regressed} figure(s) more than ${REGRESSION * 100}% slower`,
    );
  return regressed;
}

/** The caller's event loop per operation: with the server on the same thread it pays for both ends. */
export function printLoop(rows: Row[]): void {
  console.log("\ncaller's event loop busy per operation (µs), 1k / 100k documents");
  const seen = new Set<string>();
  for (const r of rows) {
    const k = `${r.thread}/${r.mode}/${r.op}`;
    if (seen.has(k) || r.loopUs === undefined) continue;
    seen.add(k);
    const big = rows.find(
      (x) => x.thread === r.thread && x.mode === r.mode && x.op === r.op && x.size === 100_000,
    );
    console.log(
      `${r.thread.padEnd(7)} ${r.mode.padEnd(8)} ${r.op.padEnd(24)} ${String(r.loopUs).padStart(6)} / ${String(big?.loopUs ?? '').padStart(6)}`,
    );
  }
}
