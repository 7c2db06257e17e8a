import type { RouteDef } from '@cum/shared/contract';
import fc from 'fast-check';
import { z } from 'zod';

/** One generated request. `mustRefuse`: the contract's own schema rejects it, so only a 4xx will do. */
export interface FuzzCase {
  label: string;
  params: Record<string, string>;
  query?: string;
  /** Raw payload as sent on the wire (undefined = no body). */
  payload?: string | Buffer;
  contentType?: string;
  /** Replace the signed-in caller's headers (forged credentials). */
  headers?: Record<string, string>;
  mustRefuse: boolean;
}

const UNKNOWN_ID = 'ffffffffffffffffffffffff';
const PER_FIELD = 4;
const MEGABYTE = 'x'.repeat(1024 * 1024);
/** Values that do not belong in a string / number / boolean / object field. */
const HOSTILE: Array<[string, unknown]> = [
  ['$-key object', { $gt: '' }],
  ['$ne operator', { $ne: null }],
  ['nested $where', { $where: 'sleep(1000)' }],
  ['array', ['a', { $gt: 1 }]],
  ['number for string', 42],
  ['string for number', '42'],
  ['negative', -1],
  ['negative huge', -1e308],
  ['huge', 1e308],
  ['unsafe integer', 2 ** 63],
  ['fraction', 0.5],
  ['boolean', true],
  ['null', null],
  ['empty string', ''],
  ['lone surrogate', '\ud800x\udfff'],
  ['NUL and controls', 'a\u0000b\u0007c'],
  ['1 MB string', MEGABYTE],
];

const fieldsOf = (schema: z.ZodType | undefined): string[] => {
  if (schema instanceof z.ZodObject) return Object.keys(schema.shape);
  return [];
};

const parses = (schema: z.ZodType | undefined, value: unknown) => !schema || schema.safeParse(value).success;

function pathParams(route: RouteDef, value: (name: string) => string): Record<string, string> {
  return Object.fromEntries(
    [...route.path.matchAll(/:([A-Za-z0-9_]+)/g)].map(([, p]) => [p, value(p as string)]),
  );
}

/** The invalid requests of one route: a fixed list plus `randomBodies` seeded fast-check values. */
export function casesFor(route: RouteDef, seed: number, randomBodies = 3): FuzzCase[] {
  const out: FuzzCase[] = [];
  const idParams = pathParams(route, () => UNKNOWN_ID);
  const json = (label: string, body: unknown, params = idParams): FuzzCase => ({
    label,
    params,
    payload: JSON.stringify(body),
    contentType: 'application/json',
    // A body the schema rejects must be refused; with unknown ids the target does not exist either.
    mustRefuse: !parses(route.body, body) || !route.body || route.path.includes(':'),
  });

  // Transport-level garbage: refused by every route that reads a body, whatever it expects.
  // Text and bytes that decode to valid JSON are no input error for a route that takes no body (it
  // ignores the body); for every other route they must be refused.
  const raw = (label: string, payload: string | Buffer, contentType: string, always = true): FuzzCase => ({
    label,
    params: idParams,
    payload,
    contentType,
    mustRefuse: always || route.body !== undefined,
  });
  if (route.access !== 'public') {
    out.push({
      label: 'forged session cookie',
      params: idParams,
      headers: { cookie: 'sid=forged.c2lnbmF0dXJl' },
      mustRefuse: true,
    });
    out.push({
      label: 'forged Telegram initData',
      params: idParams,
      headers: {
        authorization: `tma user=${encodeURIComponent('{"id":1}')}&auth_date=1&hash=${'0'.repeat(64)}`,
      },
      mustRefuse: true,
    });
  }
  if (route.method !== 'GET') {
    out.push(raw('malformed JSON', '{"a": ', 'application/json'));
    out.push(raw('JSON with a trailing comma', '{"a": 1,}', 'application/json'));
    out.push(
      raw(
        'invalid UTF-8 bytes',
        Buffer.from([0x7b, 0x22, 0xff, 0xfe, 0x22, 0x3a, 0x31, 0x7d]),
        'application/json',
        false,
      ),
    );
    out.push(raw('wrong content type', 'a=1&b=2', 'application/x-www-form-urlencoded'));
    out.push(raw('text/plain', 'hello', 'text/plain', false));
    out.push(raw('1 MB JSON body', JSON.stringify({ v: MEGABYTE }), 'application/json'));
  }
  if (route.body) {
    out.push({ label: 'no body', params: idParams, mustRefuse: !parses(route.body, undefined) });
    out.push(json('empty object', {}));
    out.push(json('array body', [1, 2]));
    out.push(json('extra fields only', { __proto__x: 1, $set: { balance: 1e9 }, constructor: 'x' }));
    // Every field gets PER_FIELD hostile values, rotating through the list, so each value is tried on
    // several fields of every route while the case count stays bounded.
    fieldsOf(route.body).forEach((field, f) => {
      for (let k = 0; k < PER_FIELD; k++) {
        const [label, value] = HOSTILE[(f * PER_FIELD + k + seed) % HOSTILE.length] as [string, unknown];
        out.push(json(`${field}: ${label}`, { [field]: value }));
      }
    });
    const values = fc.sample(fc.jsonValue({ maxDepth: 2 }), { seed, numRuns: randomBodies });
    for (const [i, v] of values.entries()) out.push(json(`random JSON #${i}`, v));
  }
  for (const name of Object.keys(idParams)) {
    for (const bad of ['not-an-id', '$gt', '99999999999999999999999', '%E0%A4%A', 'x'.repeat(300)]) {
      out.push({
        label: `param ${name}: ${bad.slice(0, 20)}`,
        params: { ...idParams, [name]: bad },
        mustRefuse: true,
        ...(route.body ? { payload: '{}', contentType: 'application/json' } : {}),
      });
    }
  }
  if (route.query) {
    for (const field of fieldsOf(route.query)) {
      for (const bad of ['-1', '1e308', 'abc', '$gt', 'x'.repeat(5000)]) {
        out.push({
          label: `query ${field}=${bad.slice(0, 20)}`,
          params: idParams,
          query: `${field}=${encodeURIComponent(bad)}`,
          mustRefuse: !parses(route.query, { [field]: bad }),
        });
      }
      out.push({
        label: `query ${field}[$gt]`,
        params: idParams,
        query: `${field}[$gt]=a`,
        mustRefuse: false,
      });
    }
  }
  return out;
}
