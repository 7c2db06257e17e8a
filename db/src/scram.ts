import crypto from 'node:crypto';
import { Binary, type Document } from 'bson';
import { DbError } from './errors.ts';

/**
 * SCRAM-SHA-256 (RFC 5802, RFC 7677) as MongoDB speaks it through saslStart/saslContinue: one user,
 * defined in the `admin` database, as a root user of a fresh `mongod --auth`.
 */
export interface Credentials {
  user: string;
  password: string;
}

const MECHANISM = 'SCRAM-SHA-256';
/** MongoDB's default scramSHA256IterationCount. */
const ITERATIONS = 15_000;
const AUTH_DB = 'admin';

const hmac = (key: Buffer, data: string) => crypto.createHmac('sha256', key).update(data).digest();
const sha256 = (data: Buffer) => crypto.createHash('sha256').update(data).digest();
const failed = () => new DbError('AuthenticationFailed', 'Authentication failed.');

/** What the server keeps of the password (as MongoDB stores it): salt, StoredKey and ServerKey. */
export class ScramUser {
  readonly user: string;
  readonly salt = crypto.randomBytes(28);
  readonly storedKey: Buffer;
  readonly serverKey: Buffer;

  constructor(creds: Credentials) {
    this.user = creds.user;
    // SASLprep's main rule is NFKC normalisation; the driver applies the full profile, which only
    // differs for exotic characters (spaces of other scripts, prohibited code points).
    const salted = crypto.pbkdf2Sync(creds.password.normalize('NFKC'), this.salt, ITERATIONS, 32, 'sha256');
    this.storedKey = sha256(hmac(salted, 'Client Key'));
    this.serverKey = hmac(salted, 'Server Key');
  }
}

const parse = (msg: string): Map<string, string> => {
  const out = new Map<string, string>();
  for (const part of msg.split(',')) {
    const eq = part.indexOf('=');
    if (eq > 0) out.set(part.slice(0, eq), part.slice(eq + 1));
  }
  return out;
};

const payloadText = (payload: unknown): string => {
  if (payload instanceof Binary)
    return Buffer.from(payload.buffer.subarray(0, payload.position)).toString('utf8');
  if (payload instanceof Uint8Array) return Buffer.from(payload).toString('utf8');
  if (typeof payload === 'string') return payload;
  throw new DbError('BadValue', 'Missing expected field "payload"');
};

/** One connection's authentication exchange. */
export class ScramConversation {
  private state: 'start' | 'final' | 'verified' = 'start';
  private authMessagePrefix = '';
  private nonce = '';
  private gs2Header = '';
  private userName = '';
  readonly conversationId = 1;

  constructor(private readonly account: ScramUser) {}

  /** saslStart: answers the server-first message. */
  start(cmd: Document, db: string): Document {
    const mechanism = String(cmd.mechanism ?? '');
    if (mechanism !== MECHANISM)
      throw new DbError(
        'MechanismUnavailable',
        `Received authentication for mechanism ${mechanism} which is not enabled`,
      );
    const msg = payloadText(cmd.payload);
    // gs2 header: "n,," (no channel binding); "y"/"p=" would ask for binding we cannot offer.
    const m = /^(n|y),(a=[^,]*)?,(.*)$/s.exec(msg);
    if (!m?.[3]) throw new DbError('BadValue', 'Invalid SCRAM client-first message');
    this.gs2Header = `${m[1]},${m[2] ?? ''},`;
    const bare = m[3];
    const fields = parse(bare);
    const clientNonce = fields.get('r');
    const name = fields.get('n');
    if (!clientNonce || name === undefined)
      throw new DbError('BadValue', 'Invalid SCRAM client-first message');
    this.userName = name.replace(/=2C/g, ',').replace(/=3D/g, '=');
    this.nonce = clientNonce + crypto.randomBytes(24).toString('base64');
    const serverFirst = `r=${this.nonce},s=${this.account.salt.toString('base64')},i=${ITERATIONS}`;
    this.authMessagePrefix = `${bare},${serverFirst}`;
    this.state = 'final';
    // Unknown user or database: the exchange goes on and fails at the proof, as MongoDB's does,
    // so a client cannot tell a wrong user from a wrong password.
    if (db !== AUTH_DB || this.userName !== this.account.user) this.userName = '\0';
    return this.reply(serverFirst, false);
  }

  /** saslContinue: checks the proof; true once the connection is authenticated. */
  continue(cmd: Document): { reply: Document; authenticated: boolean } {
    if (this.state === 'verified') {
      // The empty last round of a client that did not ask for skipEmptyExchange.
      return { reply: this.reply('', true), authenticated: true };
    }
    if (this.state !== 'final') throw failed();
    const msg = payloadText(cmd.payload);
    const proofAt = msg.lastIndexOf(',p=');
    if (proofAt < 0) throw failed();
    const withoutProof = msg.slice(0, proofAt);
    const fields = parse(withoutProof);
    const binding = Buffer.from(this.gs2Header).toString('base64');
    if (fields.get('c') !== binding || fields.get('r') !== this.nonce || this.userName === '\0')
      throw failed();
    const proof = Buffer.from(msg.slice(proofAt + 3), 'base64');
    const authMessage = `${this.authMessagePrefix},${withoutProof}`;
    const signature = hmac(this.account.storedKey, authMessage);
    if (proof.length !== signature.length) throw failed();
    const clientKey = Buffer.alloc(proof.length);
    for (let i = 0; i < proof.length; i++) clientKey[i] = (proof[i] ?? 0) ^ (signature[i] ?? 0);
    if (!crypto.timingSafeEqual(sha256(clientKey), this.account.storedKey)) throw failed();
    this.state = 'verified';
    const serverSignature = hmac(this.account.serverKey, authMessage).toString('base64');
    const skipEmpty = (cmd.options as Document | undefined)?.skipEmptyExchange === true || this.skipEmpty;
    return { reply: this.reply(`v=${serverSignature}`, skipEmpty), authenticated: true };
  }

  /** Set from saslStart's options: the last empty round trip is skipped. */
  skipEmpty = false;

  private reply(payload: string, done: boolean): Document {
    return {
      conversationId: this.conversationId,
      done,
      payload: new Binary(Buffer.from(payload, 'utf8')),
      ok: 1,
    };
  }
}
