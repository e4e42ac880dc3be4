import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  embedConfigQuerySchema,
  embedConfigResponseSchema,
  embedRequestSchema,
  loginResponseSchema,
} from '../../../contract/auth.js';
import { errorSchema } from '../../../contract/common.js';
import type { AppContext } from '../../context.js';
import { embedConfig, embedLogin } from './service.js';

export const embedRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.post(
    '/auth/embed',
    {
      config: { access: 'public' },
      schema: {
        tags: ['auth'],
        summary:
          'Sign in through an embedded link: signed, platform single sign-on, or unsigned where allowed',
        body: embedRequestSchema,
        response: { 200: loginResponseSchema, 401: errorSchema, 403: errorSchema },
      },
    },
    async (request) => embedLogin(ctx, request.body),
  );

  app.get(
    '/auth/embed/config',
    {
      config: { access: 'public' },
      schema: {
        tags: ['auth'],
        summary: 'The platform origin allowed to vouch for users of a location',
        querystring: embedConfigQuerySchema,
        response: { 200: embedConfigResponseSchema, 404: errorSchema },
      },
    },
    async (request) => embedConfig(ctx, request.query.locationId),
  );
};
