import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';

/** What a scrape reads fresh each time: queue depths, money totals, pictures waiting. */
export interface MetricSources {
  jobDepths(): Promise<{ queue: string; waiting: number }[]>;
  ledgerTotals(): Promise<{ kind: string; cents: number }[]>;
  picturesWaiting(): number;
}

/**
 * The product's Prometheus metrics: request durations by route, AI calls by provider and outcome, job
 * failures, and, read at each scrape, job queue depths, ledger totals and pictures waiting to be drawn.
 */
export class Metrics {
  readonly registry = new Registry();
  readonly #requests = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time to answer a request, by route pattern and status',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30],
    registers: [this.registry],
  });
  readonly #aiCalls = new Histogram({
    name: 'ai_call_duration_seconds',
    help: 'Time of a generation, by who answered it (a provider or the built-in writer) and its outcome',
    labelNames: ['provider', 'action', 'outcome'] as const,
    buckets: [0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60],
    registers: [this.registry],
  });
  readonly #jobFailures = new Counter({
    name: 'job_failures_total',
    help: 'Background jobs that failed, by queue',
    labelNames: ['queue'] as const,
    registers: [this.registry],
  });

  constructor(sources: MetricSources) {
    collectDefaultMetrics({ register: this.registry });
    new Gauge({
      name: 'job_queue_waiting',
      help: 'Jobs waiting in each queue',
      labelNames: ['queue'] as const,
      registers: [this.registry],
      async collect() {
        this.reset();
        for (const { queue, waiting } of await sources.jobDepths()) this.set({ queue }, waiting);
      },
    });
    new Gauge({
      name: 'ledger_cents_total',
      help: 'Sum of every ledger entry, by kind, in cents',
      labelNames: ['kind'] as const,
      registers: [this.registry],
      async collect() {
        this.reset();
        for (const { kind, cents } of await sources.ledgerTotals()) this.set({ kind }, cents);
      },
    });
    new Gauge({
      name: 'pictures_waiting',
      help: 'Built-in pictures waiting for a renderer thread',
      registers: [this.registry],
      collect() {
        this.set(sources.picturesWaiting());
      },
    });
  }

  request(method: string, route: string, status: number, seconds: number): void {
    this.#requests.observe({ method, route, status: String(status) }, seconds);
  }

  generation(provider: string, action: string, outcome: 'ok' | 'failed', seconds: number): void {
    this.#aiCalls.observe({ provider, action, outcome }, seconds);
  }

  jobFailed(queue: string): void {
    this.#jobFailures.inc({ queue });
  }
}
