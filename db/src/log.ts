/**
 * Where the database's own warnings go (a torn journal tail cut, a failed compaction). The entry passes
 * its one pino logger, or anything with these three methods; in a worker thread they are posted to
 * the host thread, which writes them to the caller's logger (worker-host.ts). No pino here: the
 * package stays a plain library.
 */
export interface DbLog {
  info(fields: DbLogFields, msg: string): void;
  warn(fields: DbLogFields, msg: string): void;
  error(fields: DbLogFields, msg: string): void;
}

/** Plain values only: they cross the worker boundary by structured clone. */
export type DbLogFields = Record<string, string | number | boolean | null>;

type DbLogLevel = keyof DbLog;

/** A log line as the worker posts it to the host. */
export interface DbLogRecord {
  type: 'log';
  level: DbLogLevel;
  fields: DbLogFields;
  msg: string;
}

const PINO_LEVELS: Record<DbLogLevel, number> = { info: 30, warn: 40, error: 50 };

/** Without a logger (a library user, a bench): a pino-shaped JSON line on stderr, never silence. */
export const stderrLog: DbLog = {
  info: (fields, msg) => writeLine('info', fields, msg),
  warn: (fields, msg) => writeLine('warn', fields, msg),
  error: (fields, msg) => writeLine('error', fields, msg),
};

function writeLine(level: DbLogLevel, fields: DbLogFields, msg: string): void {
  const line = { level: PINO_LEVELS[level], time: Date.now(), pid: process.pid, ...fields, msg };
  process.stderr.write(`${JSON.stringify(line)}\n`);
}
