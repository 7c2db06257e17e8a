/**
 * Microseconds per answer of the hot reads' response serialisers: the type provider's zod check +
 * JSON.stringify (before), the compiled serialiser alone (production) and compiled + zod check
 * (dev and tests). CPU only, so less sensitive to a shared machine than bench:api. Prints figures.
 *
 *   npx tsx api/bench/serializer.bench.ts
 */
import { contract, type RouteDef } from '@cum/shared/contract';
import { serializerCompiler } from 'fastify-type-provider-zod';
import { createSerializerCompiler } from '../src/http/serializer.ts';
import { sample } from '../test/helpers/zod-sample.ts';

const ROUNDS = 6;
const N = 50_000;

/** Realistic data: the sample's tricky strings (escapes, surrogates) replaced by plain text. */
const plain = (v: unknown): unknown => {
  if (typeof v === 'string') return v.includes('"') ? 'Plain text of a field' : v;
  if (Array.isArray(v)) return v.map(plain);
  if (v && typeof v === 'object') {
    return Object.fromEntries(
      Object.entries(v)
        .filter(([k]) => k !== 'leak')
        .map(([k, x]) => [k, plain(x)]),
    );
  }
  return v;
};

const cases: Array<[string, RouteDef, (data: Record<string, unknown>) => void]> = [
  ['GET /api/user', contract.profile.getUser, () => {}],
  [
    'GET /api/tasks (12 tasks)',
    contract.tasks.list,
    (d) => (d.tasks = Array(12).fill((d.tasks as unknown[])[0])),
  ],
  ['GET /api/rewards/can-claim', contract.rewards.canClaim, () => {}],
];

for (const [name, route, shape] of cases) {
  const data = plain(sample(route.response, false)) as Record<string, unknown>;
  shape(data);
  const def = { schema: route.response, method: 'GET', url: name, httpStatus: '200' };
  const fns: Record<string, (data: unknown) => string> = {
    'zod + JSON.stringify (before)': serializerCompiler(def),
    'compiled (production)': createSerializerCompiler({ verify: false })(def),
    'compiled + zod check (dev, tests)': createSerializerCompiler({ verify: true })(def),
  };
  const best: Record<string, number> = {};
  for (let round = 0; round < ROUNDS; round++) {
    for (const [label, fn] of Object.entries(fns)) {
      const start = process.hrtime.bigint();
      for (let i = 0; i < N; i++) fn(data);
      const us = Number(process.hrtime.bigint() - start) / N / 1000;
      if (round > 0) best[label] = Math.min(best[label] ?? Infinity, us);
    }
  }
  for (const [label, us] of Object.entries(best))
    console.log(`${name.padEnd(28)} ${label.padEnd(34)} ${us.toFixed(2)} µs`);
}
