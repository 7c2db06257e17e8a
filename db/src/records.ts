import { type Document, serialize } from 'bson';
import { crc32 } from './crc32.ts';
import { decode } from './wire.ts';

/** Frames a record as [u32 payload length][u32 CRC-32 of payload][BSON payload]. */
export function frame(doc: Document): Buffer {
  const payload = serialize(doc);
  const head = Buffer.alloc(8);
  head.writeUInt32LE(payload.length, 0);
  head.writeUInt32LE(crc32(payload), 4);
  return Buffer.concat([head, payload]);
}

/** Reads framed records; stops at the first torn or corrupt one and reports where valid data ends. */
export function readFrames(buf: Buffer): { records: Document[]; validBytes: number } {
  const records: Document[] = [];
  let pos = 0;
  while (pos + 8 <= buf.length) {
    const len = buf.readUInt32LE(pos);
    const sum = buf.readUInt32LE(pos + 4);
    if (len < 5 || pos + 8 + len > buf.length) break;
    const payload = buf.subarray(pos + 8, pos + 8 + len);
    if (crc32(payload) !== sum) break;
    try {
      records.push(decode(payload));
    } catch {
      break;
    }
    pos += 8 + len;
  }
  return { records, validBytes: pos };
}
