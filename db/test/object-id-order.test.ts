import { ObjectId } from 'bson';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compareBson, compareObjectIds } from '../src/values.ts';

const bytes = fc.uint8Array({ minLength: 12, maxLength: 12 });
const sign = (n: number) => Math.sign(n);

/** An ObjectId of a bson version that keeps only its bytes (no 24-bit words). */
const bytesOnly = (id: ObjectId) => ({ _bsontype: 'ObjectId', id: id.id });

describe('ObjectId order', () => {
  it('is the order of the 12 bytes, for any two ids (the high bytes too)', () => {
    fc.assert(
      fc.property(bytes, bytes, (a, b) => {
        const want = sign(Buffer.compare(a, b));
        const x = new ObjectId(a);
        const y = new ObjectId(b);
        expect(sign(compareObjectIds(x, y))).toBe(want);
        expect(sign(compareBson(x, y))).toBe(want);
        expect(compareObjectIds(x, new ObjectId(a))).toBe(0);
      }),
      { numRuns: 2000 },
    );
  });

  it('orders ids that differ only in one byte, whichever byte it is', () => {
    for (let i = 0; i < 12; i++) {
      const lo = new Uint8Array(12).fill(0x7f);
      const hi = Uint8Array.from(lo);
      hi[i] = 0xff;
      expect(compareObjectIds(new ObjectId(lo), new ObjectId(hi))).toBe(-1);
      expect(compareObjectIds(new ObjectId(hi), new ObjectId(lo))).toBe(1);
    }
  });

  it('compares an ObjectId without the words by its bytes', () => {
    fc.assert(
      fc.property(bytes, bytes, (a, b) => {
        const x = new ObjectId(a);
        const y = new ObjectId(b);
        const want = sign(Buffer.compare(a, b));
        expect(sign(compareObjectIds(bytesOnly(x), y))).toBe(want);
        expect(sign(compareObjectIds(x, bytesOnly(y)))).toBe(want);
      }),
      { numRuns: 500 },
    );
  });

  it('reads no bytes buffer from bson 7 ObjectIds', () => {
    const x = new ObjectId();
    const y = new ObjectId();
    let reads = 0;
    for (const id of [x, y]) {
      Object.defineProperty(id, 'id', {
        get: () => {
          reads++;
          return Buffer.alloc(12);
        },
      });
    }
    compareObjectIds(x, y);
    compareBson(x, y);
    expect(reads).toBe(0);
  });
});
