import type { FastifyInstance } from 'fastify';
import { asArrivedAt, bodyEnds, bodyStarts } from '../core/arrival.js';

/**
 * Marks everything a request goes on to do with the time it was ready to be worked on, so that what
 * requests share (the embedded database's statements) serves the oldest first: its arrival, plus the time
 * its body took to come in. Must be added before any other hook, so that the hooks, the handler and the
 * work they start run inside the mark; the answer's own hooks (`onResponse`) come after and do not.
 */
export function serveInArrivalOrder(app: FastifyInstance) {
  app.addHook('onRequest', (_request, _reply, done) => asArrivedAt(performance.now(), done));
  app.addHook('preParsing', (_request, _reply, payload, done) => {
    bodyStarts();
    done(null, payload);
  });
  app.addHook('preValidation', (_request, _reply, done) => {
    bodyEnds();
    done();
  });
}
