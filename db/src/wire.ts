import { type Document, deserialize, serialize } from 'bson';

export const OP_REPLY = 1;
export const OP_QUERY = 2004;
export const OP_MSG = 2013;
const CHECKSUM_PRESENT = 1;
export const MORE_TO_COME = 2;

const RAW_OPTS = { promoteLongs: false, promoteValues: false, promoteBuffers: false, bsonRegExp: false };

/** int32 and non-integral doubles become JS numbers (what mingo computes with); int64 stays Long and an
 * integral double stays a bson Double, so both serialize back as the type the client sent. */
function normalizeNumbers(v: unknown): unknown {
  if (v === null || typeof v !== 'object') return v;
  if (Array.isArray(v)) {
    for (let i = 0; i < v.length; i++) v[i] = normalizeNumbers(v[i]);
    return v;
  }
  const t = (v as { _bsontype?: string })._bsontype;
  if (t === 'Int32') return (v as { value: number }).value;
  if (t === 'Double') {
    const n = (v as { value: number }).value;
    return Number.isInteger(n) ? v : n;
  }
  if (t !== undefined || v instanceof Date || v instanceof RegExp) return v;
  const obj = v as Document;
  for (const k of Object.keys(obj)) obj[k] = normalizeNumbers(obj[k]);
  return obj;
}

/** Decodes one BSON document the way every incoming command and stored record is decoded. */
export function decode(buf: Uint8Array): Document {
  return normalizeNumbers(deserialize(buf, RAW_OPTS)) as Document;
}

export interface Request {
  requestId: number;
  opCode: number;
  flags: number;
  /** Command body with OP_MSG kind-1 document sequences merged in as arrays. */
  body: Document;
  /** For OP_QUERY: the collection namespace ("admin.$cmd"). */
  fullCollectionName?: string;
}

function cstringEnd(buf: Buffer, start: number): number {
  const end = buf.indexOf(0, start);
  if (end < 0) throw new Error('unterminated cstring');
  return end;
}

export function parseMessage(msg: Buffer): Request {
  const requestId = msg.readInt32LE(4);
  const opCode = msg.readInt32LE(12);
  if (opCode === OP_MSG) {
    const flags = msg.readUInt32LE(16);
    const end = flags & CHECKSUM_PRESENT ? msg.length - 4 : msg.length;
    let pos = 20;
    let body: Document | undefined;
    const sequences: Array<[string, Document[]]> = [];
    while (pos < end) {
      const kind = msg.readUInt8(pos++);
      if (kind === 0) {
        const size = msg.readInt32LE(pos);
        body = decode(msg.subarray(pos, pos + size));
        pos += size;
      } else if (kind === 1) {
        const size = msg.readInt32LE(pos);
        const sectionEnd = pos + size;
        const idEnd = cstringEnd(msg, pos + 4);
        const id = msg.toString('utf8', pos + 4, idEnd);
        const docs: Document[] = [];
        let p = idEnd + 1;
        while (p < sectionEnd) {
          const dsize = msg.readInt32LE(p);
          docs.push(decode(msg.subarray(p, p + dsize)));
          p += dsize;
        }
        sequences.push([id, docs]);
        pos = sectionEnd;
      } else {
        throw new Error(`unknown OP_MSG section kind ${kind}`);
      }
    }
    if (!body) throw new Error('OP_MSG without body section');
    for (const [id, docs] of sequences) body[id] = docs;
    return { requestId, opCode, flags, body };
  }
  if (opCode === OP_QUERY) {
    const flags = msg.readInt32LE(16);
    const nameEnd = cstringEnd(msg, 20);
    const fullCollectionName = msg.toString('utf8', 20, nameEnd);
    const qpos = nameEnd + 1 + 8;
    const size = msg.readInt32LE(qpos);
    let body = decode(msg.subarray(qpos, qpos + size));
    // Legacy drivers wrap the command as {$query: {...}, $readPreference: ...}.
    if (body.$query && typeof body.$query === 'object') body = body.$query as Document;
    return { requestId, opCode, flags, body, fullCollectionName };
  }
  throw new Error(`unsupported opCode ${opCode}`);
}

let nextResponseId = 1;

function header(length: number, responseTo: number, opCode: number): Buffer {
  const h = Buffer.alloc(16);
  h.writeInt32LE(length, 0);
  h.writeInt32LE(nextResponseId++ & 0x7fffffff, 4);
  h.writeInt32LE(responseTo, 8);
  h.writeInt32LE(opCode, 12);
  return h;
}

export function encodeMsgReply(responseTo: number, doc: Document): Buffer {
  const body = serialize(doc);
  const prefix = Buffer.alloc(5);
  prefix.writeUInt32LE(0, 0);
  prefix.writeUInt8(0, 4);
  return Buffer.concat([header(16 + 5 + body.length, responseTo, OP_MSG), prefix, body]);
}

export function encodeOpReply(responseTo: number, doc: Document): Buffer {
  const body = serialize(doc);
  const fields = Buffer.alloc(20);
  fields.writeInt32LE(0, 0); // responseFlags
  fields.writeBigInt64LE(0n, 4); // cursorID
  fields.writeInt32LE(0, 12); // startingFrom
  fields.writeInt32LE(1, 16); // numberReturned
  return Buffer.concat([header(16 + 20 + body.length, responseTo, OP_REPLY), fields, body]);
}

/** Splits a TCP stream into complete wire messages. */
export class MessageReader {
  private buf: Buffer = Buffer.alloc(0);

  push(chunk: Buffer): Buffer[] {
    this.buf = this.buf.length ? Buffer.concat([this.buf, chunk]) : chunk;
    const out: Buffer[] = [];
    while (this.buf.length >= 4) {
      const len = this.buf.readInt32LE(0);
      if (len < 16 || len > 64 * 1024 * 1024) throw new Error(`invalid message length ${len}`);
      if (this.buf.length < len) break;
      out.push(this.buf.subarray(0, len));
      this.buf = this.buf.subarray(len);
    }
    return out;
  }
}
