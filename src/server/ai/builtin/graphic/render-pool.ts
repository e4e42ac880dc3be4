import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import type { RenderResult, RenderTask } from './render-worker.js';
import type { GraphicBrief } from './types.js';

interface Pending {
  task: RenderTask;
  resolve: (png: Buffer) => void;
  reject: (error: Error) => void;
}

interface Slot {
  worker: Worker;
  busy: Pending | null;
}

/**
 * The worker's file beside this one: the built bundle's `render-worker.js` in production, the source
 * file (run through tsx) when the server runs from its sources.
 */
function workerUrl(): { url: URL; execArgv: string[] } {
  const fromSources = import.meta.url.endsWith('.ts');
  return fromSources
    ? { url: new URL('./render-worker.ts', import.meta.url), execArgv: ['--import', 'tsx'] }
    : { url: new URL('./render-worker.js', import.meta.url), execArgv: [] };
}

/**
 * Draws pictures in worker threads, one per core but the one the server's own thread answers requests
 * on (at least one, at most four), so requests are answered while pictures are drawn. Workers start when the first picture is asked for; a worker that
 * dies fails only the picture it was drawing and is replaced.
 */
export class RenderPool {
  readonly #slots: Slot[] = [];
  readonly #queue: Pending[] = [];
  readonly #size: number;
  #nextId = 1;
  #closed = false;

  constructor(size = Math.max(1, Math.min(availableParallelism() - 1, 4))) {
    this.#size = size;
  }

  render(brief: GraphicBrief, size?: number): Promise<Buffer> {
    if (this.#closed) return Promise.reject(new Error('The picture renderer has stopped'));
    return new Promise((resolve, reject) => {
      this.#queue.push({ task: { id: this.#nextId++, brief, size }, resolve, reject });
      this.#dispatch();
    });
  }

  /** Pictures waiting for a worker: a measure of how busy drawing is. */
  get waiting(): number {
    return this.#queue.length;
  }

  async close(): Promise<void> {
    this.#closed = true;
    for (const pending of this.#queue.splice(0))
      pending.reject(new Error('The picture renderer has stopped'));
    await Promise.all(this.#slots.splice(0).map((slot) => slot.worker.terminate()));
  }

  #dispatch() {
    while (this.#queue.length > 0) {
      const slot = this.#slots.find((candidate) => candidate.busy === null) ?? this.#start();
      if (!slot) return;
      const next = this.#queue.shift();
      if (!next) return;
      slot.busy = next;
      slot.worker.postMessage(next.task);
    }
  }

  #start(): Slot | undefined {
    if (this.#slots.length >= this.#size) return undefined;
    const { url, execArgv } = workerUrl();
    const slot: Slot = { worker: new Worker(url, { execArgv }), busy: null };
    // A pool that is never closed must not keep the process alive; work it was given still finishes.
    slot.worker.unref();
    slot.worker.on('message', (result: RenderResult) => {
      const pending = slot.busy;
      slot.busy = null;
      if (pending && pending.task.id === result.id) {
        if ('png' in result)
          pending.resolve(Buffer.from(result.png.buffer, result.png.byteOffset, result.png.byteLength));
        else pending.reject(new Error(result.error));
      }
      this.#dispatch();
    });
    const lost = (error: Error) => {
      const index = this.#slots.indexOf(slot);
      if (index >= 0) this.#slots.splice(index, 1);
      slot.busy?.reject(error);
      slot.busy = null;
      if (!this.#closed) this.#dispatch();
    };
    slot.worker.on('error', lost);
    slot.worker.on('exit', (code) => {
      if (code !== 0) lost(new Error(`The picture renderer stopped (exit code ${code})`));
    });
    this.#slots.push(slot);
    return slot;
  }
}
