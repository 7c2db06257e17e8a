import type { Connection } from 'mongoose';
import { within } from '../../lib/within.ts';

/** Whether the database can write now (the embedded database's `writeState`; absent for MongoDB). */
export type DatabaseWriteState = () => Promise<{ writable: boolean; lastError: string | null }>;

const PING_TIMEOUT_MS = 500;

/** Liveness for the load balancer: the route asks this instead of holding the connection itself. */
export function createHealthService({
  connection,
  databaseWriteState,
}: {
  connection: Connection;
  databaseWriteState?: DatabaseWriteState;
}) {
  return {
    /**
     * Connected, and the database answers a ping within PING_TIMEOUT_MS: the driver's own state
     * lags a killed server by up to a heartbeat, and a load balancer must hear of it at once.
     */
    databaseReady: async () => {
      if (connection.readyState !== 1 || !connection.db) return false;
      const ping = connection.db
        .command({ ping: 1 })
        .then(() => true)
        .catch(() => false);
      return (await within(PING_TIMEOUT_MS, ping)) === true;
    },
    // A connected database that cannot write (a full disk under the embedded one) is not healthy:
    // the load balancer should route elsewhere until it can.
    databaseWritable: async () => (databaseWriteState ? (await databaseWriteState()).writable : true),
  };
}

export type HealthService = ReturnType<typeof createHealthService>;
