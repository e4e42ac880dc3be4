import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { AppError } from '../../core/errors.js';
import type { DatabaseHandle } from '../../db/open.js';

const statusSchema = z.object({ status: z.literal('ok') });

/** Probes for the load balancer and the orchestrator, outside the API's /v1. */
export function registerHealthRoutes(
  app: FastifyInstance,
  database: Pick<DatabaseHandle, 'ping'>,
  jobs: { ping(): Promise<void> },
) {
  app.get(
    '/healthz',
    {
      config: { access: 'public' },
      schema: { tags: ['health'], summary: 'The process is up', response: { 200: statusSchema } },
    },
    async () => ({ status: 'ok' as const }),
  );

  app.get(
    '/readyz',
    {
      config: { access: 'public' },
      schema: {
        tags: ['health'],
        summary: 'The database and the job queue answer',
        response: { 200: statusSchema },
      },
    },
    async (request) => {
      try {
        await database.ping();
      } catch (error) {
        request.log.error({ err: error }, 'database is not ready');
        throw AppError.of('not_ready', 'The database is not answering');
      }
      try {
        await jobs.ping();
      } catch (error) {
        request.log.error({ err: error }, 'the job queue is not ready');
        throw AppError.of('not_ready', 'The job queue is not answering');
      }
      return { status: 'ok' as const };
    },
  );
}
