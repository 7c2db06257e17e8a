import type { Models } from '../../src/models/registry.ts';
import { countCalls } from './count-calls.ts';

/** Counts Session.findOne calls (the session round trip) while `fn` runs. */
export const countSessionReads = (models: Pick<Models, 'Session'>, fn: () => Promise<void>) =>
  countCalls(models.Session, 'findOne', fn);
