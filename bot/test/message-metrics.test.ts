import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startBot } from '../src/index.ts';
import { type FakeTelegram, startFakeTelegram } from './helpers/fake-telegram.ts';
import { alice, memoryLogger, testConfig, textUpdate } from './helpers/fixtures.ts';
import { createTestServices, type TestServices } from './helpers/services.ts';

let t: TestServices;
beforeAll(async () => {
  t = await createTestServices();
});
afterAll(() => t.close());
let telegram: FakeTelegram | undefined;
afterEach(async () => {
  await telegram?.close();
  telegram = undefined;
});

/** The value of cum_bot_messages_total{method, outcome} in the registry GET /metrics serves. */
async function messages(method: string, outcome: string): Promise<number> {
  const metric = await t.services.metrics.registry.getSingleMetric('cum_bot_messages_total')?.get();
  return metric?.values.find((v) => v.labels.method === method && v.labels.outcome === outcome)?.value ?? 0;
}

describe('bot message metrics (GET /metrics)', () => {
  it('counts a message sent after a flood-control answer as retried, then sent; a refused one as failed', async () => {
    let floods = 1;
    const blocked = { ...alice, id: 9, first_name: 'Blocked' };
    telegram = await startFakeTelegram((request) => {
      if (request.method !== 'sendMessage') return undefined;
      if (request.payload.chat_id === blocked.id)
        return { ok: false, error_code: 403, description: 'Forbidden: bot was blocked by the user' };
      if (floods-- > 0)
        return {
          ok: false,
          error_code: 429,
          description: 'Too Many Requests: retry after 1',
          parameters: { retry_after: 1 },
        };
      return undefined;
    });
    const before = {
      sent: await messages('sendMessage', 'sent'),
      failed: await messages('sendMessage', 'failed'),
    };
    const running = await startBot({
      services: t.services,
      config: testConfig({ TELEGRAM_API_ROOT: telegram.apiRoot }),
      logger: memoryLogger().logger,
    });
    telegram.push(textUpdate('/start'));
    await telegram.waitFor((r) => r.method === 'sendMessage' && r.payload.chat_id === alice.id && floods < 0);
    telegram.push(textUpdate('/start', { from: blocked }));
    await telegram.waitFor((r) => r.method === 'sendMessage' && r.payload.chat_id === blocked.id);
    await running.stop();

    expect(await messages('sendMessage', 'retried')).toBeGreaterThanOrEqual(1);
    expect(await messages('sendMessage', 'sent')).toBeGreaterThan(before.sent);
    expect(await messages('sendMessage', 'failed')).toBeGreaterThan(before.failed);
    const text = await t.services.metrics.registry.metrics();
    expect(text).toMatch(/^cum_bot_messages_total\{method="sendMessage",outcome="sent"\} \d+$/m);
    expect(text).toMatch(/^cum_notifications_outbox_depth \d+$/m);
  });
});
