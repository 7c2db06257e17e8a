import { z } from 'zod';

const unsetIfEmpty = (value: unknown) => (value === '' ? undefined : value);

/** What `npm run db` (cli.ts) reads from the environment, checked once here. */
const dbEnvSchema = z.object({
  /** TCP port on loopback; 0 = any free port (the URI printed says which). */
  DB_PORT: z.preprocess(
    unsetIfEmpty,
    z.coerce.number().int().min(0).max(65_535, 'must be a port number (0-65535)').default(0),
  ),
  /** Where the journal and snapshots live; "memory" keeps the data in memory. */
  DATA_DIR: z.preprocess(unsetIfEmpty, z.string().default('./.data')),
  /** Set: clients must authenticate (SCRAM-SHA-256) as DB_USER with this password. */
  DB_PASSWORD: z.preprocess(unsetIfEmpty, z.string().optional()),
  DB_USER: z.preprocess(unsetIfEmpty, z.string().regex(/^\S+$/, 'must be a user name').default('cum')),
});

export interface DbCliConfig {
  port: number;
  /** Undefined: in memory. */
  dataDir: string | undefined;
  auth: { user: string; password: string } | undefined;
}

/** Parses the environment; throws one error listing every bad variable. */
export function loadDbConfig(env: Record<string, string | undefined>): DbCliConfig {
  const parsed = dbEnvSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Invalid database configuration: ${problems}`);
  }
  const { DB_PORT, DATA_DIR, DB_PASSWORD, DB_USER } = parsed.data;
  return {
    port: DB_PORT,
    dataDir: DATA_DIR === 'memory' ? undefined : DATA_DIR,
    auth: DB_PASSWORD ? { user: DB_USER, password: DB_PASSWORD } : undefined,
  };
}
