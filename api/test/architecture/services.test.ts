import mongoose from 'mongoose';
import { describe, expect, it } from 'vitest';
import { featureServices } from '../../src/services.ts';
import { useTestApp } from '../helpers/test-app.ts';

const isModel = (v: unknown) => typeof v === 'function' && 'modelName' in v && 'collection' in v;

describe('services are the only way to data', () => {
  const t = useTestApp();

  it('routes and the bot get no model, connection or ledger', () => {
    const given = featureServices(t.services);
    for (const key of ['models', 'connection', 'ledger', 'counters', 'activityLog'])
      expect(given).not.toHaveProperty(key);
    for (const [name, value] of Object.entries(given)) {
      expect(isModel(value), name).toBe(false);
      expect(value instanceof mongoose.Connection, name).toBe(false);
      // One level down too (a service handing out a model would be the same leak).
      if (value && typeof value === 'object') {
        for (const [inner, v] of Object.entries(value)) expect(isModel(v), `${name}.${inner}`).toBe(false);
      }
    }
  });
});
