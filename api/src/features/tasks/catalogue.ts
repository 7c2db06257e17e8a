import type { Task } from '@cum/shared/contract/tasks';
import type { Clock } from '../../lib/clock.ts';
import type { TaskRecord } from '../../models/task.ts';

/**
 * How long this instance serves the active task list without reading it again. Every user's
 * `GET /api/tasks` and `/api/user-tasks` read the same list; an admin's edit on this instance applies at
 * once (`invalidate`), one made on another instance shows here within this time. Only the displays use
 * it: starting, claiming and completing a task (money) read the task itself fresh.
 */
export const CATALOGUE_TTL_MS = 2_000;

export interface Catalogue {
  records: TaskRecord[];
  /** The answer of GET /api/tasks, built once per read: the same object for every request. */
  list: { tasks: Task[] };
}

/**
 * The active task list, cached per instance for CATALOGUE_TTL_MS. Single flight: concurrent requests
 * that find it stale share one database read. `invalidate` drops it and makes a read that started
 * before it land nowhere, so nothing older than the edit is served afterwards on this instance.
 */
export function createCatalogueCache(deps: { clock: Clock; read: () => Promise<Catalogue> }) {
  const { clock, read } = deps;
  let current: { value: Catalogue; readAt: number } | null = null;
  let inFlight: Promise<Catalogue> | null = null;
  let generation = 0;

  function load(): Promise<Catalogue> {
    const startedAt = clock.now().getTime();
    const readGeneration = generation;
    const pending = read().then((value) => {
      if (readGeneration === generation) current = { value, readAt: startedAt };
      return value;
    });
    inFlight = pending;
    // Settled either way: the next stale request starts a new read (a failed read is not cached).
    const clear = () => {
      if (inFlight === pending) inFlight = null;
    };
    pending.then(clear, clear);
    return pending;
  }

  return {
    get(): Promise<Catalogue> {
      const now = clock.now().getTime();
      if (current && now >= current.readAt && now - current.readAt < CATALOGUE_TTL_MS) {
        return Promise.resolve(current.value);
      }
      return inFlight ?? load();
    },
    invalidate() {
      generation++;
      current = null;
      inFlight = null;
    },
  };
}
