import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { appsListQuerySchema, appsListResponseSchema } from '../../../contract/auth.js';
import type { AppContext } from '../../context.js';
import { principalOf } from '../../http/access.js';
import { appsOfPlan } from './service.js';

export const accountsRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    '/accounts/getAppsList',
    {
      config: { access: 'signed-in' },
      schema: {
        tags: ['accounts'],
        summary: "The apps a plan opens (the agency's active plan for paid plans)",
        security: [{ token: [] }],
        querystring: appsListQuerySchema,
        response: { 200: appsListResponseSchema },
      },
    },
    async (request) => ({ data: await appsOfPlan(ctx.db, principalOf(request), request.query.plan_id) }),
  );
};
