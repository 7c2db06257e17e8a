import { crc32 } from 'node:zlib';
import { type Document, serialize } from 'bson';
import { decode } from './wire.ts';

/** Frames a record as [u32 payload length][u32 CRC-32 of payload][BSON payload]. */
export function frame(doc: Document): Buffer {
  const payload = serialize(doc);
  const head = Buffer.alloc(8);
  head.writeUInt32LE(payload.length, 0);
  head.writeUInt32LE(crc32(payload), 4);
  return Buffer.concat([head, payload]);
}

/** The record framed at `pos`, or null when no whole, checksummed, decodable frame starts there. */
export function frameAt(buf: Buffer, pos: number): { record: Document; end: number } | null {
  if (pos + 8 > buf.length) return null;
  const len = buf.readUInt32LE(pos);
  if (len < 5 || pos + 8 + len > buf.length) return null;
  const payload = buf.subarray(pos + 8, pos + 8 + len);
  // BSON starts with its own length: a cheap test before the checksum while resynchronising.
  if (payload.readInt32LE(0) !== len || crc32(payload) !== buf.readUInt32LE(pos + 4)) return null;
  try {
    return { record: decode(payload), end: pos + 8 + len };
  } catch {
    return null;
  }
}

/** Reads framed records; stops at the first torn or corrupt one and reports where valid data ends. */
export function readFrames(buf: Buffer): { records: Document[]; validBytes: number } {
  const records: Document[] = [];
  let pos = 0;
  for (let f = frameAt(buf, pos); f; f = frameAt(buf, pos)) {
    records.push(f.record);
    pos = f.end;
  }
  return { records, validBytes: pos };
}

/** The offset of the next whole frame at or after `from` (resynchronising past damage), or -1. */
export function nextFrame(buf: Buffer, from: number): number {
  for (let pos = from; pos + 8 <= buf.length; pos++) if (frameAt(buf, pos)) return pos;
  return -1;
}

/** A damaged stretch of a file: [from, to) bytes that hold no intact record. */
export interface Gap {
  from: number;
  to: number;
}

/** Every intact record of a file, resynchronising on the next valid frame after each damaged stretch. */
export function salvageFrames(buf: Buffer): { records: Document[]; gaps: Gap[] } {
  const records: Document[] = [];
  const gaps: Gap[] = [];
  let pos = 0;
  while (pos < buf.length) {
    const f = frameAt(buf, pos);
    if (f) {
      records.push(f.record);
      pos = f.end;
      continue;
    }
    const next = nextFrame(buf, pos + 1);
    gaps.push({ from: pos, to: next < 0 ? buf.length : next });
    if (next < 0) break;
    pos = next;
  }
  return { records, gaps };
}
