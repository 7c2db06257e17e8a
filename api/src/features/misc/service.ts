import type { Connection } from 'mongoose';

/** Liveness for the load balancer: the route asks this instead of holding the connection itself. */
export function createHealthService({ connection }: { connection: Connection }) {
  return { databaseReady: () => connection.readyState === 1 };
}

export type HealthService = ReturnType<typeof createHealthService>;
