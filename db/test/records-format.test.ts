import { crc32 } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { frame, frameAt } from '../src/records.ts';

// A journal record as the embedded database has always written it ([u32 length][u32 CRC-32][BSON]),
// frozen here: journals written before the checksum moved to zlib.crc32 must still read back.
const WRITTEN_BEFORE =
  '490000001587268049000000026f700007000000696e7365727400026e73000a00000063756d2e75736572730003646f63001e000000025f696400030000007531001062616c616e636500190000000000';
const record = { op: 'insert', ns: 'cum.users', doc: { _id: 'u1', balance: 25 } };

describe('journal record format', () => {
  it('frames a record byte for byte as journals on disk have it', () => {
    expect(frame(record).toString('hex')).toBe(WRITTEN_BEFORE);
  });

  it('reads a record written before, and refuses it with one bit of its checksum flipped', () => {
    const buf = Buffer.from(WRITTEN_BEFORE, 'hex');
    expect(frameAt(buf, 0)).toEqual({ record, end: buf.length });
    buf[4] = (buf[4] as number) ^ 1;
    expect(frameAt(buf, 0)).toBeNull();
  });

  it('the checksum is the standard CRC-32 (IEEE), check value of "123456789"', () => {
    expect(crc32(Buffer.from('123456789'))).toBe(0xcbf43926);
  });
});
