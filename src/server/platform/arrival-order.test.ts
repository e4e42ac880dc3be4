import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { arrivalOfCurrentWork } from '../core/arrival.js';
import { serveInArrivalOrder } from './arrival-order.js';

describe('serving requests in arrival order', () => {
  it('marks the work a handler does, after it has waited, with the time its request arrived', async () => {
    const app = Fastify();
    serveInArrivalOrder(app);
    app.get('/', async () => {
      await new Promise((resolve) => setTimeout(resolve, 50));
      return { arrivedAt: arrivalOfCurrentWork(), answeredAt: performance.now() };
    });
    const asked = performance.now();
    const answer = (await app.inject('/')).json<{ arrivedAt: number; answeredAt: number }>();
    expect(answer.arrivedAt).toBeGreaterThanOrEqual(asked);
    expect(answer.answeredAt - answer.arrivedAt).toBeGreaterThanOrEqual(45);
    await app.close();
  });

  it('counts work outside any request as arriving when it asks', () => {
    const before = performance.now();
    expect(arrivalOfCurrentWork()).toBeGreaterThanOrEqual(before);
  });
});
