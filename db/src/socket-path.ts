import crypto from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

/** The socket's file name; the driver only treats a host as a Unix socket when it ends in ".sock". */
export const SOCKET_NAME = 'embedded-mongo.sock';
/** sun_path is 108 bytes on Linux (104 on macOS) including the final NUL. */
const SUN_PATH_MAX = 103;

export interface SocketPlace {
  path: string;
  /** A private directory for the socket, removed on stop. */
  ownDir: string | null;
  /** ownDir is named after the data directory: another live server of that directory may be in it. */
  shared: boolean;
}

/**
 * Where the Unix socket goes: inside the data directory when given, else in a fresh private directory.
 * Falls back to a short private temp directory when the path would not fit sun_path, or when it has
 * capital letters: the driver lowercases the `hosts`/`me` of hello and would then take our own
 * address for another member of the replica set and drop it.
 */
export function chooseSocketPath(dataDir: string | undefined): SocketPlace {
  if (dataDir) {
    const dir = ensurePrivateDir(dataDir);
    const p = path.join(dir, SOCKET_NAME);
    if (fits(p)) return { path: p, ownDir: null, shared: false };
    // Named after the data directory, so a restart after kill -9 finds (and clears) its old socket
    // instead of leaving a directory behind per crash.
    const ownDir = makePrivateDir(crypto.createHash('sha256').update(dir).digest('hex').slice(0, 16));
    return { path: path.join(ownDir, SOCKET_NAME), ownDir, shared: true };
  }
  const ownDir = makePrivateDir(crypto.randomBytes(8).toString('hex'));
  return { path: path.join(ownDir, SOCKET_NAME), ownDir, shared: false };
}

const fits = (p: string) => Buffer.byteLength(p) <= SUN_PATH_MAX && p === p.toLowerCase();

/**
 * A 0700 directory with a lowercase name (fs.mkdtemp's suffix has capitals, see above), in /tmp
 * when TMPDIR is long or mixed-case. An existing one is only used when it is a real directory of
 * ours that nobody else can enter: otherwise another user could have prepared it to reach the socket.
 */
function makePrivateDir(name: string): string {
  const tmp = os.tmpdir();
  const base = fits(path.join(tmp, 'edb-0000000000000000', SOCKET_NAME)) ? tmp : '/tmp';
  const dir = path.join(base, `edb-${name}`);
  try {
    fs.mkdirSync(dir, { mode: 0o700 });
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code !== 'EEXIST') throw e;
    const st = fs.lstatSync(dir);
    const mine = process.getuid === undefined || st.uid === process.getuid();
    if (!st.isDirectory() || !mine || st.mode & 0o077)
      throw new Error(`embedded database: ${dir} exists and is not a private directory of this user`);
  }
  return dir;
}

/**
 * The data directory holds the journal (every document) and the socket: only its owner may enter it.
 * Created 0700; an existing one of someone else (e.g. a shared mount) is left as it is.
 */
export function ensurePrivateDir(dataDir: string): string {
  const dir = path.resolve(dataDir);
  fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
  const st = fs.statSync(dir);
  if (st.mode & 0o077 && (process.getuid === undefined || st.uid === process.getuid()))
    fs.chmodSync(dir, 0o700);
  return dir;
}

/**
 * Removes the socket file a dead server left behind. A socket somebody still accepts connections on
 * is never removed (that server would silently lose its clients): that is an error, as is a file
 * that is not a socket.
 */
export async function clearStaleSocket(p: string): Promise<void> {
  let st: fs.Stats;
  try {
    st = fs.lstatSync(p);
  } catch {
    return;
  }
  if (!st.isSocket()) throw new Error(`embedded database: ${p} exists and is not a socket`);
  const live = await new Promise<boolean | Error>((resolve) => {
    const s = net.connect(p);
    s.once('connect', () => {
      s.destroy();
      resolve(true);
    });
    s.once('error', (e: NodeJS.ErrnoException) =>
      resolve(e.code === 'ECONNREFUSED' || e.code === 'ENOENT' ? false : e),
    );
  });
  if (live === true) throw new Error(`embedded database: socket ${p} is in use by a running server`);
  if (live instanceof Error) throw new Error(`embedded database: cannot check socket ${p}: ${live.message}`);
  fs.rmSync(p, { force: true });
}

export const socketUri = (p: string) => `mongodb://${encodeURIComponent(p)}/`;
