import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.js';
import { AppError } from '../../http/errors.js';

const statusSchema = z.object({ status: z.literal('ok') });

export const healthRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
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
      schema: { tags: ['health'], summary: 'The database answers', response: { 200: statusSchema } },
    },
    async (request) => {
      try {
        await ctx.database.ping();
      } catch (error) {
        request.log.error({ err: error }, 'database is not ready');
        throw new AppError(503, 'not_ready', 'The database is not answering');
      }
      return { status: 'ok' as const };
    },
  );
};
