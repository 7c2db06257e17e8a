import type { Env, Handler } from '../engine-state.ts';

/** `configureFailPoint` (fail-points.ts holds the fail points themselves). */
export const FAIL_POINTS: Record<string, Handler> = {
  configureFailPoint: (env: Env) => env.engine.failPoints.configure(env.cmd),
};
