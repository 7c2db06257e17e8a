import type { Document } from 'bson';
import { DbError, ErrorCodes } from './errors.ts';
import { isPlainObject, toNumber } from './values.ts';

/** What the `failCommand` fail point does to a command it matches (MongoDB's `data` document). */
export interface FailCommandData {
  failCommands: string[];
  errorCode?: number;
  closeConnection?: boolean;
  errorLabels?: string[];
  writeConcernError?: Document;
  blockConnection?: boolean;
  blockTimeMS?: number;
  appName?: string;
}

const codeNames = new Map<number, string>(Object.entries(ErrorCodes).map(([k, v]) => [v, k]));

/**
 * MongoDB's `failCommand` fail point (`configureFailPoint`), as drivers' and our own fault tests use
 * it: fail the next matching commands with an error code, a closed connection, a delay or a
 * writeConcernError. Modes: `alwaysOn`, `off`, `{times: n}`, `{skip: n}`.
 */
export class FailPoints {
  private active: { data: FailCommandData; times: number; skip: number } | null = null;

  configure(cmd: Document): Document {
    if (cmd.configureFailPoint !== 'failCommand')
      throw new DbError(
        'BadValue',
        `embedded database: fail point ${String(cmd.configureFailPoint)} is not supported`,
      );
    const mode = cmd.mode;
    if (mode === 'off') {
      this.active = null;
      return { count: 0, ok: 1 };
    }
    const data = cmd.data as Document | undefined;
    if (!isPlainObject(data) || !Array.isArray(data.failCommands))
      throw new DbError('BadValue', 'failCommand requires data.failCommands, an array of command names');
    let times = Number.POSITIVE_INFINITY;
    let skip = 0;
    if (isPlainObject(mode) && mode.times !== undefined) times = toNumber(mode.times);
    else if (isPlainObject(mode) && mode.skip !== undefined) skip = toNumber(mode.skip);
    else if (mode !== 'alwaysOn')
      throw new DbError('BadValue', "mode must be 'alwaysOn', 'off', {times: n} or {skip: n}");
    this.active = { data: data as FailCommandData, times, skip };
    return { count: 0, ok: 1 };
  }

  /** The fail point's action for this command, consuming one of its `times`; null when it passes. */
  match(name: string, appName: string | undefined): FailCommandData | null {
    const a = this.active;
    if (!a || name === 'configureFailPoint' || !a.data.failCommands.includes(name)) return null;
    if (a.data.appName !== undefined && a.data.appName !== appName) return null;
    if (a.skip > 0) {
      a.skip--;
      return null;
    }
    if (--a.times <= 0) this.active = null;
    return a.data;
  }

  /** The reply of a command the fail point fails with `errorCode`. */
  static errorReply(data: FailCommandData): Document {
    const code = data.errorCode as number;
    const reply: Document = {
      ok: 0,
      errmsg: "Failing command via 'failCommand' failpoint",
      code,
    };
    const codeName = codeNames.get(code);
    if (codeName) reply.codeName = codeName;
    if (data.errorLabels) reply.errorLabels = data.errorLabels;
    return reply;
  }
}
