/**
 * $CUM is stored as integer milli-$CUM so that sums are exact; the API shows numbers with up to three
 * decimals. These two functions are the only conversions between the two.
 */
export const MILLI_PER_CUM = 1000;

export function toMilli(cum: number): number {
  if (!Number.isFinite(cum)) throw new RangeError(`not a finite amount: ${cum}`);
  const milli = Math.round(cum * MILLI_PER_CUM);
  if (!Number.isSafeInteger(milli)) throw new RangeError(`amount out of range: ${cum}`);
  return milli;
}

export function fromMilli(milli: number): number {
  if (!Number.isSafeInteger(milli)) throw new RangeError(`not an integer milli amount: ${milli}`);
  return milli / MILLI_PER_CUM;
}
