import type { CommandTable } from '../engine-state.ts';
import { ADMIN } from './admin.ts';
import { BULK_WRITE } from './bulk-write.ts';
import { CRUD } from './crud.ts';
import { EXPLAIN } from './explain.ts';
import { FAIL_POINTS } from './fail-points.ts';
import { INDEXES } from './indexes.ts';
import { READ } from './read.ts';
import { refuseOnViews, VIEWS } from './views.ts';

/** Command name -> handler. Names are case-sensitive like MongoDB (isMaster/ismaster both listed). */
export const COMMANDS: CommandTable = {
  ...ADMIN,
  ...CRUD,
  ...READ,
  ...INDEXES,
  ...VIEWS,
  ...EXPLAIN,
  ...BULK_WRITE,
  ...FAIL_POINTS,
};
refuseOnViews(COMMANDS);
