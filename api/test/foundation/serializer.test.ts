import { contract, type RouteDef } from '@cum/shared/contract';
import { userResponse } from '@cum/shared/contract/profile';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { compileResponse, createSerializerCompiler } from '../../src/http/serializer.ts';
import { errorsPlugin } from '../../src/plugins/errors.ts';
import { sample } from '../helpers/zod-sample.ts';

/** Routes whose response schema keeps the zod path on purpose (none today): name and why. */
const FALLBACKS: Record<string, string> = {};

const routes = Object.entries(contract).flatMap(([feature, calls]) =>
  Object.entries(calls as Record<string, RouteDef>).map(([name, route]) => ({
    id: `${feature}.${name}`,
    route,
  })),
);

const viaZod = (schema: z.ZodType, data: unknown) => JSON.stringify(z.encode(schema, data));

describe('compiled response serialisers', () => {
  it('exist for every route of the contract, or the route is an explicit fallback', () => {
    const missing = routes
      .map(({ id, route }) => ({ id, compiled: compileResponse(route.response) }))
      .filter(({ id, compiled }) => !compiled.compiled && !(id in FALLBACKS))
      .map(({ id, compiled }) => `${id}: ${compiled.compiled ? '' : compiled.reason}`);
    expect(missing).toEqual([]);
    for (const id of Object.keys(FALLBACKS)) {
      expect(routes.some((r) => r.id === id)).toBe(true);
    }
  });

  it('write what the zod path writes for every route, and drop undeclared fields', () => {
    for (const { id, route } of routes) {
      const compiled = compileResponse(route.response);
      if (!compiled.compiled) continue;
      for (const nulls of [false, true]) {
        for (const variant of [0, 1]) {
          const data = sample(route.response, nulls, variant);
          const ours = compiled.stringify(data);
          expect(JSON.parse(ours), `${id} nulls=${nulls} variant=${variant}`).toEqual(
            JSON.parse(viaZod(route.response, data)),
          );
          expect(ours, id).not.toContain('secret-hash');
        }
      }
    }
  });

  it('keep nested objects, arrays, nullables, optionals and unions exact', () => {
    const schema = z.object({
      list: z.array(z.object({ n: z.number().int(), tag: z.string().nullable() })),
      maybe: z.object({ deep: z.boolean() }).nullable(),
      optional: z.number().optional(),
      either: z.union([z.string(), z.number()]),
      picked: z.discriminatedUnion('kind', [
        z.object({ kind: z.literal('a'), a: z.string() }),
        z.object({ kind: z.literal('b'), b: z.number().nullable() }),
      ]),
      bag: z.record(z.string(), z.unknown()).nullable(),
      when: z.date(),
    });
    const compiled = compileResponse(schema);
    if (!compiled.compiled) throw new Error(compiled.reason);
    const cases = [
      {
        list: [
          { n: 1, tag: null, extra: 1 },
          { n: 2, tag: 'x' },
        ],
        maybe: null,
        either: 3,
        picked: { kind: 'b', b: null, c: 'dropped' },
        bag: { a: [1, { b: null }], c: 'd' },
        when: new Date('2026-11-25T12:00:00Z'),
      },
      {
        list: [],
        maybe: { deep: false, other: 'dropped' },
        optional: 0.5,
        either: 'three',
        picked: { kind: 'a', a: 'x' },
        bag: null,
        when: new Date(0),
        password: 'hash',
      },
    ];
    for (const data of cases) {
      const ours = compiled.stringify(data);
      expect(JSON.parse(ours)).toEqual(JSON.parse(viaZod(schema, data)));
      expect(ours).not.toMatch(/dropped|extra|password/);
    }
  });

  it('fall back to the zod path for what JSON Schema cannot describe exactly', () => {
    expect(compileResponse(z.object({ at: z.string().transform((s) => s.length) }))).toMatchObject({
      compiled: false,
      reason: 'pipe at at',
    });
    expect(compileResponse(z.object({ n: z.number().default(1) }))).toMatchObject({ compiled: false });
    expect(compileResponse(z.object({ n: z.bigint() }))).toMatchObject({ compiled: false });
  });
});

describe('the serializer compiler', () => {
  const user = sample(userResponse, false) as { user: Record<string, unknown> };
  const compile = (verify: boolean) =>
    createSerializerCompiler({ verify })({
      schema: userResponse,
      method: 'GET',
      url: '/api/user',
      httpStatus: '200',
    });

  it('answers the compiled text, without undeclared fields, in both modes', () => {
    for (const verify of [true, false]) {
      const text = compile(verify)(user);
      expect(JSON.parse(text)).toEqual(JSON.parse(viaZod(userResponse, user)));
      expect(text).not.toContain('secret-hash');
    }
  });

  it('refuses an answer the contract refuses outside production', () => {
    const bad = { user: { ...user.user, cumBalance: 'lots' } };
    expect(() => compile(true)(bad)).toThrow(/Response doesn't match the schema/);
    const missing = { user: { ...user.user, id: undefined } };
    expect(() => compile(true)(missing)).toThrow(/Response doesn't match the schema/);
    // Production trusts the compiled serialiser alone; a missing required field still fails.
    expect(() => compile(false)(missing)).toThrow(/Response doesn't match the schema/);
  });

  it('refuses an answer the compiled serialiser writes differently from zod', () => {
    const schema = z.object({ ok: z.literal(true), n: z.number() });
    const route = { schema, method: 'GET', url: '/x', httpStatus: '200' };
    const serialize = createSerializerCompiler({ verify: true })(route);
    expect(serialize({ ok: true, n: 1 })).toBe('{"ok":true,"n":1}');
    // The compiled serialiser writes a literal's value whatever it is given; zod checks it.
    expect(() => serialize({ ok: false, n: 1 })).toThrow(/Response doesn't match the schema/);
    // A compiled serialiser that disagrees with zod (same keys in another order is still the same).
    const wrong = (text: string) =>
      createSerializerCompiler({ verify: true, compile: () => ({ compiled: true, stringify: () => text }) })(
        route,
      );
    expect(wrong('{"n":1,"ok":true}')({ ok: true, n: 1 })).toBe('{"n":1,"ok":true}');
    expect(() => wrong('{"ok":true,"n":2}')({ ok: true, n: 1 })).toThrow(/Response doesn't match the schema/);
    expect(() => wrong('{"ok":true,"n":1,"hash":"x"}')({ ok: true, n: 1 })).toThrow(
      /Response doesn't match the schema/,
    );
  });

  it('keeps the 500 body of a failed answer check', async () => {
    const app = Fastify({ logger: false });
    app.setSerializerCompiler(createSerializerCompiler({ verify: true }));
    await app.register(errorsPlugin);
    app.get('/bad', { schema: { response: { 200: userResponse } } }, async () => ({ user: { id: 'x' } }));
    const res = await app.inject({ method: 'GET', url: '/bad' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({
      error: 'internal_error',
      message: 'Something went wrong on our side. Please try again.',
    });
    await app.close();
  });
});
