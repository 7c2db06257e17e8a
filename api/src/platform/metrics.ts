import type { LedgerKind } from '@cum/shared/contract/activity';
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';

export type BotMessageOutcome = 'sent' | 'retried' | 'failed';

export interface MetricsSources {
  /** Notifications the bot still owes (pending or being sent), read when /metrics is scraped. */
  outboxDepth?: () => Promise<number>;
}

/**
 * The process's Prometheus metrics (GET /metrics, plugins/metrics.ts): one registry per composition,
 * so several apps in one process (tests) do not share counters. Node's default metrics include the
 * event-loop lag (nodejs_eventloop_lag_seconds and its percentiles).
 */
export function createMetrics(sources: MetricsSources = {}) {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const requests = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'HTTP request latency by route (the route pattern, not the URL), method and status code',
    labelNames: ['method', 'route', 'status_code'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const ledgerEntries = new Counter({
    name: 'cum_ledger_entries_total',
    help: 'Committed ledger entries by kind and direction (credit: $CUM paid to a user, debit: spent)',
    labelNames: ['kind', 'direction'] as const,
    registers: [registry],
  });
  const ledgerAmount = new Counter({
    name: 'cum_ledger_amount_cum_total',
    help: 'Committed $CUM moved by ledger kind and direction (absolute value)',
    labelNames: ['kind', 'direction'] as const,
    registers: [registry],
  });

  const botMessages = new Counter({
    name: 'cum_bot_messages_total',
    help: 'Bot API message calls by method and outcome (sent; retried: answered 429/5xx, tried again; failed: given up)',
    labelNames: ['method', 'outcome'] as const,
    registers: [registry],
  });
  const { outboxDepth } = sources;
  new Gauge({
    name: 'cum_notifications_outbox_depth',
    help: 'Notifications waiting to be sent by the bot (pending or being sent)',
    registers: [registry],
    async collect() {
      if (outboxDepth) this.set(await outboxDepth());
    },
  });

  return {
    registry,
    /** One message call of the bot, by its final outcome (or one retried attempt). */
    botMessage(method: string, outcome: BotMessageOutcome) {
      botMessages.inc({ method, outcome });
    },
    /** One answered request; `route` is the matched pattern (or "unmatched"). */
    request(method: string, route: string, statusCode: number, seconds: number) {
      requests.observe({ method, route, status_code: String(statusCode) }, seconds);
    },
    /** One ledger entry, once its transaction has committed. `amount` in milli-$CUM. */
    ledgerPosted(kind: LedgerKind, amount: number) {
      const direction = amount >= 0 ? 'credit' : 'debit';
      ledgerEntries.inc({ kind, direction });
      ledgerAmount.inc({ kind, direction }, Math.abs(amount) / 1000);
    },
  };
}
export type Metrics = ReturnType<typeof createMetrics>;
