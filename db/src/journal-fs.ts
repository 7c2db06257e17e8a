import fs from 'node:fs';

/**
 * The file operations on the journal's and snapshot's write path. A seam: tests replace it to get
 * short writes, ENOSPC or EIO at an exact call, which a real full disk gives only by luck.
 */
export interface JournalFs {
  /** pwrite: may write fewer bytes than asked without an error (a short write). */
  write(fd: number, buf: Buffer, offset: number, length: number, position: number): Promise<number>;
  fdatasync(fd: number): Promise<void>;
  ftruncate(fd: number, length: number): Promise<void>;
  writeSync(fd: number, buf: Buffer, offset: number, length: number, position: number | null): number;
}

const cb =
  <T>(resolve: (v: T) => void, reject: (e: Error) => void) =>
  (err: Error | null, v?: T) =>
    err ? reject(err) : resolve(v as T);

export const nodeJournalFs: JournalFs = {
  write: (fd, buf, offset, length, position) =>
    new Promise((resolve, reject) => fs.write(fd, buf, offset, length, position, cb(resolve, reject))),
  fdatasync: (fd) => new Promise((resolve, reject) => fs.fdatasync(fd, cb(resolve, reject))),
  ftruncate: (fd, length) => new Promise((resolve, reject) => fs.ftruncate(fd, length, cb(resolve, reject))),
  writeSync: (fd, buf, offset, length, position) => fs.writeSync(fd, buf, offset, length, position),
};

/** What a write that makes no progress means: the device took nothing, as when it is full. */
const noProgress = () =>
  Object.assign(new Error('ENOSPC: no space left on device, write made no progress'), { code: 'ENOSPC' });

/** Writes the whole buffer at `position`, continuing after short writes; throws on an error or when
 * a write makes no progress. */
export async function writeAll(fsx: JournalFs, fd: number, buf: Buffer, position: number): Promise<void> {
  let done = 0;
  while (done < buf.length) {
    const n = await fsx.write(fd, buf, done, buf.length - done, position + done);
    if (!(n > 0)) throw noProgress();
    done += n;
  }
}

/** writeAll for the synchronous snapshot writer; appends at the file's current offset. */
export function writeAllSync(fsx: JournalFs, fd: number, buf: Buffer): void {
  let done = 0;
  while (done < buf.length) {
    const n = fsx.writeSync(fd, buf, done, buf.length - done, null);
    if (!(n > 0)) throw noProgress();
    done += n;
  }
}
