import PgBoss from 'pg-boss';
import type { z } from 'zod';
import { asArrivedAt } from '../core/arrival.js';
import type { DatabaseHandle } from '../db/open.js';

/**
 * A kind of background work, declared once: its queue's name, the shape of its data, and how it is
 * retried. Handlers must be idempotent: a job may run again after an instance died in the middle of it.
 */
export interface JobDefinition<S extends z.ZodType<object>> {
  name: string;
  data: S;
  /**
   * Per singleton key: `short` keeps at most one job waiting, `singleton` runs at most one at a time,
   * `stately` both; `standard` has no such bound.
   */
  policy: 'standard' | 'short' | 'singleton' | 'stately';
  retryLimit: number;
  /** Seconds before the first retry; with backoff, each retry waits about twice as long. */
  retryDelaySeconds: number;
  /** A run taking longer than this is failed and retried: the instance running it is taken for dead. */
  expireInSeconds: number;
}

export function defineJob<S extends z.ZodType<object>>(definition: JobDefinition<S>): JobDefinition<S> {
  return definition;
}

export interface SendOptions {
  /** The key the queue's policy bounds jobs by; a job refused by that bound is not queued. */
  singletonKey?: string;
  startAfter?: Date;
}

export interface JobQueueOptions {
  /** How often an idle worker asks for work; pg-boss's floor is half a second. */
  pollingSeconds: number;
}

/**
 * Background work on pg-boss over the product's own database (PGlite embedded, PostgreSQL in
 * production), so every instance shares one queue and a job runs on one of them at a time.
 */
export class JobQueue {
  readonly #boss: PgBoss;
  readonly #created = new Map<string, Promise<void>>();
  readonly #pollingSeconds: number;
  #stopping: Promise<void> | null = null;
  #onError: (error: Error, job: string) => void = () => undefined;

  constructor(database: DatabaseHandle, options: JobQueueOptions) {
    this.#pollingSeconds = options.pollingSeconds;
    this.#boss = new PgBoss({
      db: {
        // pg-boss's own statements; its interface is typed loosely, ours returns unknown rows.
        executeSql: (text: string, values: unknown[]) => database.executeSql(text, values),
      },
      schema: 'jobs',
      supervise: true,
      schedule: true,
      migrate: true,
    });
    this.#boss.on('error', (error) => this.#onError(error, 'queue'));
  }

  /** Where failures of handlers and of the queue itself are reported. */
  onError(report: (error: Error, job: string) => void): void {
    this.#onError = report;
  }

  /** Reports a failure of background work that runs beside the queue, where job failures go. */
  report(error: unknown, job: string): void {
    this.#onError(error instanceof Error ? error : new Error(String(error)), job);
  }

  async start(): Promise<void> {
    await this.#boss.start();
  }

  /**
   * Takes no more jobs from this moment and resolves once the jobs running here have finished, or
   * after 10 s, when those still running are failed: their queue's retries, or the sweep that queued
   * them, run them again (handlers are idempotent). Every call answers the same stop.
   */
  stop(): Promise<void> {
    this.#stopping ??= this.#boss.stop({ graceful: true, wait: true, timeout: 10_000 });
    return this.#stopping;
  }

  /** Queues a job; null when the queue's policy refused it. */
  async send<S extends z.ZodType<object>>(
    job: JobDefinition<S>,
    data: z.input<S>,
    options: SendOptions = {},
  ): Promise<string | null> {
    await this.#queue(job);
    return this.#boss.send(job.name, job.data.parse(data), {
      singletonKey: options.singletonKey,
      startAfter: options.startAfter,
    });
  }

  /** Runs the handler for each job of this kind, one at a time on this instance. */
  async work<S extends z.ZodType<object>>(
    job: JobDefinition<S>,
    handler: (data: z.output<S>) => Promise<void>,
  ) {
    await this.#queue(job);
    await this.#boss.work(job.name, { pollingIntervalSeconds: this.#pollingSeconds }, async ([next]) => {
      if (!next) return;
      try {
        // A job keeps one arrival for all its statements, so each one does not wait behind every request.
        await asArrivedAt(performance.now(), () => handler(job.data.parse(next.data)));
      } catch (error) {
        const failure = error instanceof Error ? error : new Error(String(error));
        this.#onError(failure, job.name);
        throw failure;
      }
    });
  }

  /** Queues the job on a cron schedule (UTC); one instance queues it each time, whichever comes first. */
  async schedule<S extends z.ZodType<object>>(
    job: JobDefinition<S>,
    cron: string,
    data: z.input<S>,
  ): Promise<void> {
    await this.#queue(job);
    await this.#boss.schedule(job.name, cron, job.data.parse(data));
  }

  /** Jobs waiting in each queue this instance has used: how far behind background work is. */
  async depths(): Promise<{ queue: string; waiting: number }[]> {
    return Promise.all(
      [...this.#created.keys()].map(async (queue) => ({
        queue,
        waiting: await this.#boss.getQueueSize(queue),
      })),
    );
  }

  /** Answers when the queue's own tables do; throws when they do not. */
  async ping(): Promise<void> {
    await this.#boss.getQueues();
  }

  #queue(job: JobDefinition<z.ZodType<object>>): Promise<void> {
    let created = this.#created.get(job.name);
    if (!created) {
      created = this.#boss
        .createQueue(job.name, {
          name: job.name,
          policy: job.policy,
          retryLimit: job.retryLimit,
          retryDelay: job.retryDelaySeconds,
          retryBackoff: true,
          expireInSeconds: job.expireInSeconds,
        })
        .then(() => undefined);
      this.#created.set(job.name, created);
    }
    return created;
  }
}
