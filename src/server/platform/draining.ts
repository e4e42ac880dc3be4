import type { FastifyInstance } from 'fastify';

/**
 * Route handlers still running. A client that hangs up does not stop its request's handler (a
 * generation still refunds its reservation, a write still ends its transaction), while the server's
 * own close waits only for open connections: a closing app waits for these too before its queue,
 * renderers and database stop under them.
 */
export class HandlersInFlight {
  #running = 0;
  #waiting: (() => void)[] = [];

  async run<T>(handle: () => Promise<T>): Promise<T> {
    this.#running++;
    try {
      return await handle();
    } finally {
      this.#running--;
      if (this.#running === 0) for (const resolve of this.#waiting.splice(0)) resolve();
    }
  }

  /** Resolves once no handler is running. */
  settled(): Promise<void> {
    if (this.#running === 0) return Promise.resolve();
    return new Promise((resolve) => this.#waiting.push(resolve));
  }
}

/**
 * Lets the connections of a closing server end with their answers. Node's close drops only the
 * connections idle at that moment; one whose answer was still being written would stay open for its
 * keep-alive timeout (72 s in Fastify) and hold the whole close. So every answer sent while closing
 * tells the client to close, and each connection is let go as soon as its last answer has left.
 */
export function closeConnectionsWithTheirAnswers(app: FastifyInstance): void {
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onSend', async (_request, reply) => {
    if (closing && !reply.raw.headersSent) reply.header('connection', 'close');
  });
  app.addHook('onResponse', async () => {
    if (closing) app.server.closeIdleConnections();
  });
}
