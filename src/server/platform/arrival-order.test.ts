import { request } from 'node:http';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { arrivalOfCurrentWork } from '../core/arrival.js';
import { serveInArrivalOrder } from './arrival-order.js';

const marksSchema = z.object({ arrivedAt: z.number(), answeredAt: z.number() });
type Marks = z.infer<typeof marksSchema>;

/** Posts a JSON body in two parts, the second after a pause, and reads the answer. */
function postSlowly(address: string): Promise<Marks> {
  return new Promise((resolve, reject) => {
    const asking = request(
      `${address}/`,
      { method: 'POST', headers: { 'content-type': 'application/json' } },
      (answer) => {
        let text = '';
        answer.on('data', (chunk: Buffer) => {
          text += chunk.toString();
        });
        answer.on('end', () => resolve(marksSchema.parse(JSON.parse(text))));
      },
    );
    asking.on('error', reject);
    asking.write('{"note":');
    setTimeout(() => asking.end('"bread"}'), 100);
  });
}

describe('serving requests in arrival order', () => {
  it('marks the work a handler does with the time its request was ready, through a wait in the handler', async () => {
    const app = Fastify();
    serveInArrivalOrder(app);
    app.post('/', async () => {
      await new Promise((resolve) => setTimeout(resolve, 50));
      return { arrivedAt: arrivalOfCurrentWork(), answeredAt: performance.now() };
    });
    const address = await app.listen({ host: '127.0.0.1', port: 0 });
    try {
      const asked = performance.now();
      const marks = await postSlowly(address);
      // The body's second part came 100 ms after the first: a sender that takes its time gets no place
      // ahead of requests that were ready before it.
      expect(marks.arrivedAt - asked).toBeGreaterThanOrEqual(90);
      // The handler's own wait comes after the mark, which holds through it.
      expect(marks.answeredAt - marks.arrivedAt).toBeGreaterThanOrEqual(45);
    } finally {
      await app.close();
    }
  });

  it('counts work outside any request as arriving when it asks', () => {
    const before = performance.now();
    expect(arrivalOfCurrentWork()).toBeGreaterThanOrEqual(before);
  });
});
