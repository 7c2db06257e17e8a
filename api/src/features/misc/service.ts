import type { Connection } from 'mongoose';

/** Whether the database can write now (the embedded database's `writeState`; absent for MongoDB). */
export type DatabaseWriteState = () => Promise<{ writable: boolean; lastError: string | null }>;

/** Liveness for the load balancer: the route asks this instead of holding the connection itself. */
export function createHealthService({
  connection,
  databaseWriteState,
}: {
  connection: Connection;
  databaseWriteState?: DatabaseWriteState;
}) {
  return {
    databaseReady: () => connection.readyState === 1,
    // A connected database that cannot write (a full disk under the embedded one) is not healthy:
    // the load balancer should route elsewhere until it can.
    databaseWritable: async () => (databaseWriteState ? (await databaseWriteState()).writable : true),
  };
}

export type HealthService = ReturnType<typeof createHealthService>;
