import { isDeepStrictEqual } from 'node:util';
import fastJsonStringify from 'fast-json-stringify';
import type { FastifySerializerCompiler } from 'fastify';
import { ResponseSerializationError } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { toJsonSchema } from './response-json-schema.ts';

type Stringify = (data: unknown) => string;

/** A response schema compiled once: fast-json-stringify from its JSON Schema, or the zod path. */
export type CompiledResponse = { compiled: true; stringify: Stringify } | { compiled: false; reason: string };

export interface SerializerOptions {
  /**
   * Also run the zod check and compare (every environment but production): an answer the contract
   * refuses, or one the compiled serialiser writes differently, fails the request.
   */
  verify: boolean;
  /** Told once per route whose response schema cannot be compiled faithfully. */
  onFallback?: (route: string, reason: string) => void;
  /** The compilation step (tests replace it to prove that a disagreement fails). */
  compile?: (schema: z.ZodType) => CompiledResponse;
}

const compiledBySchema = new WeakMap<z.ZodType, CompiledResponse>();

/**
 * Compiles one zod response schema (cached per schema object: `userResponse` serves many routes).
 * fast-json-stringify writes only the properties the schema declares, so a field the contract does not
 * name (a password hash, an internal flag) cannot leak, as with zod's stripping.
 */
export function compileResponse(schema: z.ZodType): CompiledResponse {
  let result = compiledBySchema.get(schema);
  if (!result) {
    const json = toJsonSchema(schema);
    result = json.ok
      ? { compiled: true, stringify: fastJsonStringify(json.schema) as Stringify }
      : { compiled: false, reason: json.reason };
    compiledBySchema.set(schema, result);
  }
  return result;
}

/**
 * Fastify's serializer compiler for the contract's zod response schemas. In production the compiled
 * serialiser runs alone (the zod check of every answer cost 3.3% of CPU on the signed-in read);
 * elsewhere (dev and every test) the zod check runs too and the two outputs must agree, so the whole
 * test suite checks the compiled serialisers on every answer it makes. Either failure is the type
 * provider's ResponseSerializationError, which the errors plugin answers as a 500 `internal_error`
 * and logs. A schema that cannot be compiled faithfully keeps the zod check + JSON.stringify.
 */
export function createSerializerCompiler(options: SerializerOptions): FastifySerializerCompiler<unknown> {
  return ({ schema, method, url }) => {
    if (!(schema instanceof z.ZodType))
      throw new Error(`${method} ${url}: the response schema is not a zod schema`);
    const viaZod = (data: unknown): string => {
      const result = z.safeEncode(schema, data);
      if (!result.success) throw new ResponseSerializationError(method, url, { cause: result.error });
      return JSON.stringify(result.data);
    };
    const compiled = (options.compile ?? compileResponse)(schema);
    if (!compiled.compiled) {
      options.onFallback?.(`${method} ${url}`, compiled.reason);
      return viaZod;
    }
    const viaCompiled = (data: unknown): string => {
      try {
        return compiled.stringify(data);
      } catch (err) {
        throw contractError(method, url, `the compiled serialiser failed: ${(err as Error).message}`);
      }
    };
    if (!options.verify) return viaCompiled;
    return (data: unknown) => {
      const expected = viaZod(data);
      const actual = viaCompiled(data);
      // Same text in the usual case; otherwise the same JSON value (key order may differ).
      if (actual !== expected && !isDeepStrictEqual(JSON.parse(actual), JSON.parse(expected))) {
        const cut = (text: string) => text.slice(0, 400);
        throw contractError(
          method,
          url,
          `the compiled serialiser wrote ${cut(actual)}, zod ${cut(expected)}`,
        );
      }
      return actual;
    };
  };
}

/** A ResponseSerializationError whose cause reads like a zod issue (the errors plugin logs its issues). */
function contractError(method: string, url: string, message: string): ResponseSerializationError {
  const cause = new z.ZodError([{ code: 'custom', path: [], message, input: undefined }]);
  return new ResponseSerializationError(method, url, { cause });
}
