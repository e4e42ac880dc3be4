import type { FastifyInstance } from 'fastify';
import { asArrivedAt } from '../core/arrival.js';

/**
 * Marks everything a request goes on to do with the time it arrived, so that what requests share (the
 * embedded database's statements) serves the oldest first. Added before any other hook, so the hooks,
 * the handler and the work they start all run inside the mark.
 */
export function serveInArrivalOrder(app: FastifyInstance) {
  app.addHook('onRequest', (_request, _reply, done) => asArrivedAt(performance.now(), done));
}
