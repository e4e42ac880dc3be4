import { parentPort } from 'node:worker_threads';
import { renderGraphic } from './render.js';
import type { GraphicBrief } from './types.js';

/** A picture to draw, as the pool sends it. */
export interface RenderTask {
  id: number;
  brief: GraphicBrief;
  size?: number;
}

/** What the worker answers: the PNG's bytes, or why it could not draw them. */
export type RenderResult = { id: number; png: Uint8Array } | { id: number; error: string };

// Runs in a worker thread of the render pool: satori and resvg block for tens of milliseconds per
// picture, which here is this thread's time, not the server's.
parentPort?.on('message', (task: RenderTask) => {
  renderGraphic(task.brief, task.size)
    .then((png) => {
      const bytes = new Uint8Array(png.buffer, png.byteOffset, png.byteLength);
      const result: RenderResult = { id: task.id, png: bytes };
      parentPort?.postMessage(result);
    })
    .catch((error: unknown) => {
      const result: RenderResult = {
        id: task.id,
        error: error instanceof Error ? error.message : String(error),
      };
      parentPort?.postMessage(result);
    });
});
